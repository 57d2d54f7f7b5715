import { refuseUnless } from "../../../core/refusal";
import type { SequenceRules } from "../../series/context";
import { demoralizedWaiting } from "../../series/sequence/turn";
import { removeDrumfire } from "../artillery/drumfire";
import { bombardmentPhase } from "../artillery/phase";
import { disperseSmoke } from "../artillery/smoke";
import type { IaContext } from "../commands/context";
import { effectiveInitiative } from "../morale";
import type { IaBattle } from "../state";
import { say } from "../text";

/** IA1 3.0 A: segments = half the difference, "1/2 up to 1, 1.5 down to 1, 2.5 down to 2". */
export const initiativeSegments = (difference: number): number => Math.max(1, Math.floor(difference / 2));

/** Infantry Attacks' sequence of play where the series leaves it to the game (IA1 3.0). */
export const iaSequence: SequenceRules<IaBattle, IaContext> = {
  segments: initiativeSegments,
  initiativeOf: effectiveInitiative,
  // IA1 9.1: a side with artillery assigns its missions before play begins.
  checkSetUp(ctx) {
    for (const s of ctx.state.sides) refuseUnless(!s.artillery || ctx.state.plans?.[s.id] !== undefined, "IA1 9.1", say("artillery.plan-missing", { side: s.name }));
  },
  // IA1 3.0 B: the bombardment phase resolves Planned Fire (9.3).
  // IA has no random events.
  rollsAgain: () => false,
  owedEvent() {},
  afterInitiative(ctx) {
    ctx.emit({ type: "phase-began", phase: "bombardment" });
    bombardmentPhase(ctx);
  },
  // IA1 3.0 C: demoralized units or leaders that have not activated.
  passBlockers: demoralizedWaiting,
  // IA1 3.0 D: Drumfire markers come off (9.7), then smoke is rolled for (16.13).
  markerRemoval(ctx) {
    removeDrumfire(ctx);
    for (const hex of [...ctx.state.smoke]) disperseSmoke(ctx, hex);
  },
  // IA1 3.0 (IA2 3.0 alike).
  victoryRule: (b) => `${b.edition} 3.0`,
};
