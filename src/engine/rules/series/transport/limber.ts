import { refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { UnitOf } from "../rules/leadership";
import type { ActivatedPiece } from "../state/battle";
import { actNow } from "./action";

/** The weapon turns to (or from) its limbered side (PG 5.62, IA1 5.61). */
export function flipLimbered<B extends ReducedBattle>(ctx: SeriesContext<B>, unit: string, limbered: boolean, rule: string): void {
  ctx.emit({ type: "limbered", unit, limbered, rule });
}

/** How a game limbers in place: its citations, its last check before the action begins, and its flip. */
export interface InPlace {
  /** The rules cited: the side it shows already, having moved this segment, the whole segment it takes. */
  readonly rules: { readonly side: string; readonly moved: string; readonly done: string };
  /** Refuses what else the game forbids once the weapon may turn (IA1 9.15: a gun its mission keeps in its hex). */
  readonly ready?: () => void;
  /** Turns it; IA2 5.63's limbering check may fail, and the segment is spent all the same. */
  readonly flip: () => unknown;
}

/**
 * PG 3.13, 5.63 (IA1 5.61, IA2 5.61–5.63): weapon `u`, activated to move (`activated`), turns to (`limbered`) or from
 * its limbered side where it stands; it may not have moved this segment, and this is its whole action: MOVED/FIRED.
 */
export function limberInPlace<B extends ReducedBattle>(ctx: SeriesContext<B>, u: UnitOf<B>, activated: ActivatedPiece, limbered: boolean, game: InPlace): void {
  const { say } = ctx.rules;
  refuseUnless(u.limbered !== limbered, game.rules.side, say(limbered ? "transport.already-limbered" : "transport.already-unlimbered", { unit: u.name }));
  refuseUnless(activated.hexesEntered === 0, game.rules.moved, say(limbered ? "transport.limber-moved" : "transport.unlimber-moved", { unit: u.name }));
  game.ready?.();
  actNow(ctx, u.id);
  game.flip();
  ctx.emit({ type: "moved-fired", pieces: [u.id], rule: game.rules.done });
}
