import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import { say } from "../text";
import { inForce } from "./options";

const RULE = "IA1 17.2";

/** IA1 17.2: the initiative winner, with three or more segments before his opponent's first, saves one before taking the first. */
export function saveSegment(ctx: IaContext, side: string): void {
  const b = ctx.state;
  refuseUnless(inForce(b, "excess-initiative"), RULE, say("optional.not-in-force", { rule: "17.2" }));
  refuseUnless(b.phase === "action" && b.impulses !== null && b.initiative !== null, RULE, say("excess.not-action-phase"));
  refuseUnless(b.initiative.winner === side, RULE, say("excess.not-winner"));
  refuseUnless(b.initiative.segments >= 3, RULE, say("excess.too-few", { side, segments: b.initiative.segments }));
  refuseUnless(b.savedSegment === undefined && b.activation === null && b.impulses.lead === b.initiative.segments, RULE, say("excess.too-late"));
  ctx.emit({ type: "segment-saved", side, rule: RULE });
}

/** IA1 17.2: at the start of one of his segments, the player uses the saved one: he takes two consecutive segments. */
export function useSavedSegment(ctx: IaContext, side: string): void {
  const b = ctx.state;
  refuseUnless(inForce(b, "excess-initiative"), RULE, say("optional.not-in-force", { rule: "17.2" }));
  refuseUnless(b.savedSegment?.side === side && !b.savedSegment.using, RULE, say("excess.none-saved", { side }));
  refuseUnless(b.phase === "action" && b.impulses?.active === side && b.activation === null, RULE, say("excess.not-now"));
  ctx.emit({ type: "saved-segment-used", side, rule: RULE });
}

/** IA1 17.2: at the end of the first of the two segments, the same side takes the second. */
export function secondSegment(ctx: IaContext, side: string): void {
  const s = ctx.state.savedSegment;
  if (s?.side === side && s.using) ctx.emit({ type: "second-segment", side, rule: RULE });
}
