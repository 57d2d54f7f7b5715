import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { LimberCommand } from "../commands/schema";
import { chooseHelper } from "../../series/morale/leader-help";
import { leaderBonus, rollAgainst } from "../../series/morale/morale-values";
import type { IaUnit } from "../state";
import { say } from "../text";
import { arrived, refuseEarlyUnlimber } from "../artillery/move-mission";
import { refuseFixedGun } from "../artillery/plan";
import { movementAction } from "../../series/transport/action";
import { flipLimbered, limberInPlace } from "../../series/transport/limber";
import { cite, isWeapon } from "./rule";

/**
 * IA2 5.63: a field gun limbers only if it passes a Morale Check: its morale plus one leader's modifier (IA1 6.61).
 * Failing has no morale effect, only its MOVED/FIRED (the caller's), so the morale table is not applied (docs/rulings.md).
 */
function passesLimberCheck(ctx: IaContext, u: IaUnit): boolean {
  if (ctx.state.edition === "IA1" || u.kind !== "ART") return true;
  const helper = chooseHelper(ctx, u, "limber");
  const check = rollAgainst(ctx, "check", `limber:${u.id}`, [ctx.rules.morale.baseMorale(ctx.state, u), ...(helper ? [leaderBonus(ctx, helper, "IA1 6.61")] : [])]);
  ctx.emit({ type: "limber-checked", unit: u.id, leader: helper?.id ?? null, rule: "IA2 5.63", ...check });
  return check.passed;
}

/** IA1 5.61 (IA2 5.62, 5.63): flips the unit to or from its limbered side; false when a field gun failed IA2 5.63's check. */
export function flip(ctx: IaContext, u: IaUnit, limbered: boolean): boolean {
  if (!limbered) refuseEarlyUnlimber(ctx.state, u);
  if (limbered && !passesLimberCheck(ctx, u)) return false;
  flipLimbered(ctx, u.id, limbered, cite(ctx.state, "5.61", "5.62"));
  if (!limbered) arrived(ctx, u.id);
  return true;
}

export type { LimberCommand };

/**
 * IA1 5.61 (IA2 5.61–5.63): an activated MG, mortar or artillery unit that has not moved flips to (or from) its
 * limbered side, using all its MPs and its whole action: MOVED/FIRED at once. IA2: a field gun checks morale to limber.
 */
export function limber(ctx: IaContext, c: LimberCommand): void {
  const b = ctx.state;
  const { unit: u, activated } = movementAction(ctx, c.side, c.unit);
  const to = c.type === "limber";
  refuseUnless(isWeapon(b, u.kind), cite(b, "5.61", "5.61"), say(b.edition === "IA1" ? "transport.limber-only-ia1" : "transport.limber-only-ia2"));
  limberInPlace(ctx, u, activated, to, {
    rules: { side: cite(b, "5.61", "5.61"), moved: cite(b, "5.61", "5.62"), done: cite(b, "5.61", to && u.kind === "ART" ? "5.62, 5.63" : "5.62") },
    // IA1 9.15: a gun whose mission keeps it in its hex does not limber to move.
    ready: () => {
      if (to) refuseFixedGun(b, u.id);
    },
    flip: () => flip(ctx, u, to),
  });
}
