import { queryDraftOf } from "../../../core/draft";
import { Refusal } from "../../../core/refusal";
import type { Text } from "../../../core/text";
import type { IaContext, IaView } from "../commands/context";
import { enterAdjacent } from "../commands/movement";
import { iaSeriesRules } from "../rules";
import { ia1FireTables } from "../data";
import { applyIaEvent, type IaEvent } from "../events";
import { markFirstEdition } from "../first-edition-rules";
import { movementAllowance } from "../movement/allowance";
import type { IaBattle } from "../state";

/** One hex of a previewed move: what entering it costs, and the piece's MPs after it. */
export interface PreviewStep {
  readonly hex: number;
  readonly mp: number;
  /** The terrain or hexside feature that set the cost. */
  readonly by: string;
  /** MPs spent this segment after entering it, and what is left of the allowance (never below 0: 5.2's one hex). */
  readonly spent: number;
  readonly left: number;
}

export interface MovePreview {
  readonly steps: readonly PreviewStep[];
  /** The first step the rules refuse, with the rule and why; null when the whole path may be moved. */
  readonly refused: { readonly hex: number; readonly rule: string; readonly why: Text; readonly fallback?: "IA1" } | null;
}

/**
 * What moving `piece` (with `withLeaders`, IA1 6.4) along `path` would cost, hex by hex, and the first step refused —
 * by the very checks a `move` makes (commands/movement `enterAdjacent`), on a query's draft (core/draft `queryDraftOf`:
 * it copies no Map of pieces), so no die is rolled, no window is opened and nothing is changed. Give it the mover's
 * side's view (view/side-view.ts): then no step depends on what that side may not know (a hex of hidden enemies
 * previews as open; the move itself finds them, 16.5). What entering sets off (an overrun, opportunity fire) is not
 * foreseen.
 */
export function previewMove(view: IaView, piece: string, path: readonly number[], withLeaders: readonly string[] = []): MovePreview {
  const state: IaBattle = queryDraftOf(view.state);
  const side = (state.units.get(piece) ?? state.leaders.get(piece))?.side ?? "";
  let paid: { mp: number; by: string } = { mp: 0, by: "" };
  const ctx: IaContext = {
    state,
    map: view.map,
    tec: view.tec,
    fireTables: ia1FireTables,
    rules: iaSeriesRules(state.edition),
    emit(e: IaEvent) {
      if (e.type === "mp-spent" && e.piece === piece) paid = { mp: e.mp, by: e.by };
      applyIaEvent(state, e);
    },
    roll: () => {
      throw new Error("a move step rolls no die");
    },
    decide: () => {
      throw new Error("a move step asks no decision");
    },
    reveal: () => {},
    answers: {},
  };
  const steps: PreviewStep[] = [];
  for (const hex of path) {
    try {
      if (enterAdjacent(ctx, { type: "move", side, piece, to: hex, ...(withLeaders.length ? { with: [...withLeaders] } : {}) }) === null) break;
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      return { steps, refused: markFirstEdition({ hex, rule: e.rule, why: e.why }, state) };
    }
    const spent = state.activation!.pieces[piece]!.mpSpent;
    const p = (state.units.get(piece) ?? state.leaders.get(piece))!;
    steps.push({ hex, mp: paid.mp, by: paid.by, spent, left: Math.max(0, movementAllowance(p) - spent) });
  }
  return { steps, refused: null };
}
