import { refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { inForce } from "./options";

/** 17.2: the initiative winner, with three or more segments before his opponent's first, saves one before taking the first. */
export function saveSegment<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string): void {
  const b = ctx.state;
  const { cite, say } = ctx.rules;
  const rule = cite("17.2");
  refuseUnless(inForce(b, "excess-initiative"), rule, say("optional.not-in-force", { rule: "17.2" }));
  refuseUnless(b.phase === "action" && b.impulses !== null && b.initiative !== null, rule, say("excess.not-action-phase"));
  refuseUnless(b.initiative.winner === side, rule, say("excess.not-winner"));
  refuseUnless(b.initiative.segments >= 3, rule, say("excess.too-few", { side, segments: b.initiative.segments }));
  refuseUnless(b.savedSegment === undefined && b.activation === null && b.impulses.lead === b.initiative.segments, rule, say("excess.too-late"));
  ctx.emit({ type: "segment-saved", side, rule });
}

/** 17.2: at the start of one of his segments, the player uses the saved one: he takes two consecutive segments. */
export function useSavedSegment<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string): void {
  const b = ctx.state;
  const { cite, say } = ctx.rules;
  const rule = cite("17.2");
  refuseUnless(inForce(b, "excess-initiative"), rule, say("optional.not-in-force", { rule: "17.2" }));
  refuseUnless(b.savedSegment?.side === side && !b.savedSegment.using, rule, say("excess.none-saved", { side }));
  refuseUnless(b.phase === "action" && b.impulses?.active === side && b.activation === null, rule, say("excess.not-now"));
  ctx.emit({ type: "saved-segment-used", side, rule });
}

/** 17.2: at the end of the first of the two segments, the same side takes the second. */
export function secondSegment<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string): void {
  const s = ctx.state.savedSegment;
  if (s?.side === side && s.using) ctx.emit({ type: "second-segment", side, rule: ctx.rules.cite("17.2") });
}
