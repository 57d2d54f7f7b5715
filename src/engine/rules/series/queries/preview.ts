import { queryDraftOf } from "../../../core/draft";
import { Refusal } from "../../../core/refusal";
import type { CommandContext, EngineEvent } from "../../../core/ruleset";
import type { Text } from "../../../core/text";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { enterAdjacent } from "../movement/step";
import type { LeaderOf, UnitOf } from "../rules/leadership";

/** One hex of a previewed move: what entering it costs, and the piece's MPs after it. */
export interface PreviewStep {
  readonly hex: number;
  readonly mp: number;
  /** The terrain or hexside feature that set the cost. */
  readonly by: string;
  /** MPs spent this segment after entering it, and what is left of the allowance (never below 0: 5.0's one hex). */
  readonly spent: number;
  readonly left: number;
}

export interface MovePreview {
  readonly steps: readonly PreviewStep[];
  /** The first step the rules refuse, with the rule and why; null when the whole path may be moved (`fallback`: core/rule-fallback, the game's query marks it). */
  readonly refused: { readonly hex: number; readonly rule: string; readonly why: Text; readonly fallback?: string } | null;
}

/** How a game plays a step on a query's draft: its command context from the engine's, and its reducers. */
export interface PreviewGame<B extends ReducedBattle, E extends EngineEvent> {
  context(outer: CommandContext<B, E>): SeriesContext<B>;
  apply(b: B, e: E): void;
}

/**
 * What moving `piece` (with `withLeaders`, 5.0) along `path` would cost, hex by hex, and the first step refused — by the
 * very checks a `move` makes (movement/step.ts `enterAdjacent`), on a query's draft (core/draft `queryDraftOf`: it
 * copies no Map of pieces), so no die is rolled, no window is opened and nothing is changed. Give it the mover's side's
 * view: then no step depends on what that side may not know (a hex of hidden enemies previews as open; the move itself
 * finds them, 16.6). What entering sets off (an overrun, opportunity fire, a minefield) is not foreseen.
 */
export function previewMove<B extends ReducedBattle, E extends EngineEvent>(view: { readonly state: B }, game: PreviewGame<B, E>, piece: string, path: readonly number[], withLeaders: readonly string[] = []): MovePreview {
  const state: B = queryDraftOf(view.state);
  const side = (state.units.get(piece) ?? state.leaders.get(piece))?.side ?? "";
  let paid: { mp: number; by: string } = { mp: 0, by: "" };
  const ctx = game.context({
    state,
    emit(e: E) {
      if (e.type === "mp-spent" && (e as EngineEvent & { piece?: string }).piece === piece) paid = e as unknown as { mp: number; by: string };
      game.apply(state, e);
    },
    roll: () => {
      throw new Error("a move step rolls no die");
    },
    decide: () => {
      throw new Error("a move step asks no decision");
    },
    reveal: () => {},
    answers: {},
  });
  const steps: PreviewStep[] = [];
  for (const hex of path) {
    try {
      if (enterAdjacent(ctx, { type: "move", side, piece, to: hex, ...(withLeaders.length ? { with: [...withLeaders] } : {}) }) === null) break;
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      return { steps, refused: { hex, rule: e.rule, why: e.why } };
    }
    const spent = state.activation!.pieces[piece]!.mpSpent;
    const p = (state.units.get(piece) ?? state.leaders.get(piece))! as UnitOf<B> | LeaderOf<B>;
    steps.push({ hex, mp: paid.mp, by: paid.by, spent, left: Math.max(0, ctx.rules.movement.allowance(ctx, p) - spent) });
  }
  return { steps, refused: null };
}
