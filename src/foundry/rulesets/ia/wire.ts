import { z } from "zod";
import { ParamsJson, RollRecordJson } from "../../../engine/core/json";
import { PieceId } from "../../../engine/data/schemas/common";
import { IaEventSchema } from "../../../engine/rules/ia/events/schema";
import { IaBattleJson } from "../../../engine/rules/ia/state/battle-schema";
import { CounterImport } from "../../referee/counter-actors";
import { StoredGrid } from "../../referee/table-placement";

/** JSON shapes of what the referee sends an Infantry Attacks side (hexes [column, row]): results and views. */

const Events = z.array(IaEventSchema).readonly();
const Rolls = z.array(RollRecordJson).readonly();

/**
 * A command's outcome as one side receives it (core/views `SideResult`): the referee runs every command to its end
 * (dice rolled, decisions asked), so a reply is done or refused, never waiting on dice or a decision.
 */
export const IaSideResultJson = z.discriminatedUnion("status", [
  z.object({ status: z.literal("done"), events: Events, rolls: Rolls }).strict(),
  z.object({ status: z.literal("refused"), rule: z.string(), reason: z.string(), code: z.string(), params: ParamsJson, fallback: z.string().optional() }).strict(),
]);

/** A side's view of the battle (view/side-view.ts). */
export const IaSideViewJson = z.object({ side: z.string(), battle: IaBattleJson, hiddenEnemies: z.number().int().nonnegative() }).strict();

/**
 * What the referee's store holds for one Infantry Attacks battle: the saved game (rules/ia/saved-game.ts), the actor
 * each piece is a counter of, the counters of hidden pieces to import when revealed (referee/counter-actors.ts), and
 * where the map lies on its scene's grid (hex/foundry-grid.ts).
 */
export const IaStoredBattle = z
  .object({
    ruleset: z.literal("infantry-attacks"),
    game: z.unknown(),
    actors: z.record(PieceId, z.string().min(1)),
    hiddenCounters: z.record(PieceId, CounterImport).optional(),
    scene: z.string().min(1).optional(),
    grid: StoredGrid.optional(),
  })
  .strict();
export type IaStoredBattle = z.output<typeof IaStoredBattle>;
