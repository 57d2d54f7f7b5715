/** JSON shapes of what the referee keeps and sends for a series game (hexes [column, row]), given the game's schemas. */
import { z } from "zod";
import { ParamsJson, RollRecordJson } from "../../../engine/core/json";
import { PieceId } from "../../../engine/data/schemas/common";
import { CounterImport } from "../../referee/counter-actors";
import { StoredGrid } from "../../referee/table-placement";

/**
 * A command's outcome as one side receives it (core/views `SideResult`): the referee runs every command to its end
 * (dice rolled, decisions asked), so a reply is done or refused, never waiting on dice or a decision.
 */
export const sideResultJson = <E extends z.ZodType>(event: E) =>
  z.discriminatedUnion("status", [
    z.object({ status: z.literal("done"), events: z.array(event).readonly(), rolls: z.array(RollRecordJson).readonly() }).strict(),
    z.object({ status: z.literal("refused"), rule: z.string(), reason: z.string(), code: z.string(), params: ParamsJson, fallback: z.string().optional() }).strict(),
  ]);

/** A side's view of the battle (series/view/side-view.ts). */
export const sideViewJson = <B extends z.ZodType>(battle: B) => z.object({ side: z.string(), battle, hiddenEnemies: z.number().int().nonnegative() }).strict();

/**
 * What the referee's store holds for one battle: the saved game, the actor each piece is a counter of, the counters of
 * hidden pieces to import when revealed (referee/counter-actors.ts), and where the map lies on its scene's grid.
 */
export const storedBattleJson = <R extends string>(ruleset: R) =>
  z
    .object({
      ruleset: z.literal(ruleset),
      game: z.unknown(),
      actors: z.record(PieceId, z.string().min(1)),
      hiddenCounters: z.record(PieceId, CounterImport).optional(),
      scene: z.string().min(1).optional(),
      grid: StoredGrid.optional(),
    })
    .strict();
