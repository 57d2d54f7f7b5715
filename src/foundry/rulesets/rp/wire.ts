/**
 * JSON shapes of what the referee keeps and sends for a Red Poppies battle (hexes [column, row], vertices [column, row,
 * corner]): the stored battle, a side's result and view, a command carried out and one waiting on a decision.
 */
import { z } from "zod";
import { ParamsJson, RollRecordJson } from "../../../engine/core/json";
import { PieceId } from "../../../engine/data/schemas/common";
import { RpEventSchema } from "../../../engine/rules/rp/events/schema";
import { RpSavedGame } from "../../../engine/rules/rp/saved-game";
import { RP, RpBattleJson } from "../../../engine/rules/rp/state";
import { StoredGrid } from "../../referee/table-placement";

/** A command's outcome as one side receives it: the referee runs every command to its end, so done or refused. */
export const RpSideResultJson = z.discriminatedUnion("status", [
  z.object({ status: z.literal("done"), events: z.array(RpEventSchema).readonly(), rolls: z.array(RollRecordJson).readonly() }).strict(),
  z.object({ status: z.literal("refused"), rule: z.string(), reason: z.string(), code: z.string(), params: ParamsJson, fallback: z.string().optional() }).strict(),
]);

/** A side's view (rules/rp/view/side-view.ts): the battle with the other side's pre-registered vertices left out (RP 7.3). */
export const RpSideViewJson = z.object({ side: z.string(), battle: RpBattleJson }).strict();

/**
 * What the referee's store holds for one battle: the saved game (rules/rp/saved-game.ts), the actor each unit is a
 * counter of, and where the map lies on its scene's grid. RP has no hidden units (its only secret is RP 7.3's
 * pre-registered vertices, kept in the saved game): no counters wait to be imported.
 */
export const RpStoredBattle = z
  .object({
    ruleset: z.literal(RP),
    game: z.unknown(),
    actors: z.record(PieceId, z.string().min(1)),
    scene: z.string().min(1).optional(),
    grid: StoredGrid.optional(),
  })
  .strict();
export type RpStoredBattle = z.output<typeof RpStoredBattle>;

/** A command carried out and a command waiting on a decision, as a saved game (and the referee's store) holds them. */
export const RpSavedRecord = RpSavedGame.shape.log.element;
export const RpSavedPending = RpSavedGame.shape.pending.unwrap();
