/**
 * JSON shapes of what the referee keeps and sends for a Combat Infantry battle (hexes [column, row]): the stored battle,
 * a side's result and view, a command carried out and one waiting on a decision.
 */
import { z } from "zod";
import { ParamsJson, RollRecordJson } from "../../../engine/core/json";
import { PieceId } from "../../../engine/data/schemas/common";
import { CiEventSchema } from "../../../engine/rules/ci/events/schema";
import { CiSavedGame } from "../../../engine/rules/ci/saved-game";
import { CI, CiBattleJson } from "../../../engine/rules/ci/state";
import { CounterImport } from "../../referee/counter-actors";
import { StoredGrid } from "../../referee/table-placement";

/** A command's outcome as one side receives it (already redacted for it: ci/view/side-view.ts), done or refused. */
export const CiSideResultJson = z.discriminatedUnion("status", [
  z.object({ status: z.literal("done"), events: z.array(CiEventSchema).readonly(), rolls: z.array(RollRecordJson).readonly() }).strict(),
  z.object({ status: z.literal("refused"), rule: z.string(), reason: z.string(), code: z.string(), params: ParamsJson, fallback: z.string().optional() }).strict(),
]);

/** A side's view (ci/view/side-view.ts): its own blocks, the other side's face-up ones, the rest as `unknown` by handle. */
export const CiSideViewJson = z.object({ side: z.string(), battle: CiBattleJson }).strict();

/**
 * What the referee's store holds for one battle: the saved game (with its salt: only GMs read the store), the actor of
 * each block shown at the start, the label actor to import for each hidden block on its first reveal (CI 1.x Blocks:
 * its label is its secret until then), the scene and where the map lies on its grid.
 */
export const CiStoredBattle = z
  .object({
    ruleset: z.literal(CI),
    game: z.unknown(),
    actors: z.record(PieceId, z.string().min(1)),
    hiddenCounters: z.record(PieceId, CounterImport).optional(),
    scene: z.string().min(1).optional(),
    grid: StoredGrid.optional(),
  })
  .strict();
export type CiStoredBattle = z.output<typeof CiStoredBattle>;

/** A command carried out and a command waiting on a decision, as a saved game (and the referee's store) holds them. */
export const CiSavedRecord = CiSavedGame.shape.log.element;
export const CiSavedPending = CiSavedGame.shape.pending.unwrap();
