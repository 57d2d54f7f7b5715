import type { IaContext } from "../commands/context";
import { decapitated } from "../morale";
import { decapitationRule } from "../morale/decapitation";
import { chooseHelper } from "../../series/morale/leader-help";
import { leaderBonus, rollAgainst, tableModifier } from "../../series/morale/morale-values";
import type { IaBattle } from "../state";
import { cite } from "../transport/rule";

/**
 * IA1 6.72: after decapitation, every leader of the decapitated type taking part must pass a morale check to activate,
 * seniors first: the next of `leaders` who must, or undefined.
 */
export function nextActivationCheck(b: IaBattle, side: string, leaders: readonly string[]): string | undefined {
  return leaders.filter((l) => decapitated(b, side, b.leaders.get(l)!.leaderType)).sort((x, y) => b.leaders.get(y)!.rank - b.leaders.get(x)!.rank)[0];
}

/**
 * IA1 6.72 (IA2 6.73): a leader of a decapitated type checks morale to activate (14.1, with one leader's modifier,
 * 6.61); on a failure he is marked MOVED/FIRED at once and activates nobody (those only he reaches stay inactive).
 */
export function passesActivationCheck(ctx: IaContext, id: string): boolean {
  const b = ctx.state;
  const l = b.leaders.get(id)!;
  // IA1 6.61, 6.64: a morale check, which a senior leader of his type in reach may help.
  const helper = chooseHelper(ctx, l, "activation");
  const rating = [ctx.rules.morale.baseMorale(b, l), ...(helper ? [leaderBonus(ctx, helper, cite(b, "6.61, 6.64", "6.61, 6.65"))] : [])];
  const check = rollAgainst(ctx, "check", `activation:${id}`, [...rating, ...(l.status === "demoralized" ? [tableModifier(ctx, "demoralized")] : [])]);
  const rule = decapitationRule(b);
  ctx.emit({ type: "activation-checked", leader: id, passed: check.passed, roll: check.roll, target: check.target, rule });
  if (!check.passed) ctx.emit({ type: "moved-fired", pieces: [id], rule });
  return check.passed;
}
