import { refuseUnless } from "../../../core/refusal";
import type { Text } from "../../../core/text";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { otherSide } from "../state/battle";
import { onMap } from "../fire/hexes";
import { fightersOf } from "./participants";

/** An assault command's own part: the hex and the pieces named to attack in it (12.3, 12.4). */
export interface AssaultDeclaration {
  readonly side: string;
  readonly at: number;
  readonly units: readonly string[];
  readonly leaders?: readonly string[];
}

/** What a declaration may be refused for before its attackers are checked. */
export type DeclarationRefusal = "not-your-segment" | "no-activation" | "off-map" | "no-enemy" | "named-twice" | "no-attackers";

/** How a game checks a declaration: its refusals' citations and words, and its checks of each attacker (12.3, 12.13, 12.51). */
export interface DeclarationRules<B extends ReducedBattle, C> {
  refusal(kind: DeclarationRefusal, c: AssaultDeclaration): readonly [rule: string, text: Text];
  attacker(ctx: C, side: string, id: string, hex: number): UnitOf<B>;
  leader(ctx: C, side: string, id: string, hex: number): LeaderOf<B>;
  /** 12.2: refuses a required assault without every piece that must fight it. */
  allAttack(ctx: C, side: string, hex: number, units: readonly UnitOf<B>[], leaders: readonly LeaderOf<B>[]): void;
}

/**
 * 3.0 B, 12.0, 12.2, 12.3 (IA1 3.0 C, 12.0, 12.4, 12.5): the declared attackers, each checked by the game — in the
 * side's action segment with a segment of its under way, on the map, in a hex holding enemy
 * combat units on the board (judged without hidden ones: the refusal must not tell whether any are there, 16.6), each
 * named once; a required assault (owed by this segment's assault movement) by every piece that must fight it, an
 * optional one by at least one unit.
 */
export function declaredAttack<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, rules: DeclarationRules<B, C>, c: AssaultDeclaration) {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, ...rules.refusal("not-your-segment", c));
  refuseUnless(b.activation !== null && b.activation.side === c.side, ...rules.refusal("no-activation", c));
  refuseUnless(onMap(ctx.map, c.at), ...rules.refusal("off-map", c));
  const enemy = otherSide(b, c.side);
  refuseUnless(fightersOf(ctx, enemy, c.at).some((u) => !u.hidden), ...rules.refusal("no-enemy", c));
  const named = [...c.units, ...(c.leaders ?? [])];
  refuseUnless(new Set(named).size === named.length, ...rules.refusal("named-twice", c));
  const units = c.units.map((id) => rules.attacker(ctx, c.side, id, c.at));
  const leaders = (c.leaders ?? []).map((id) => rules.leader(ctx, c.side, id, c.at));
  const activation = b.activation;
  const required = (activation.assaultsOwed ?? []).includes(c.at);
  if (required) rules.allAttack(ctx, c.side, c.at, units, leaders);
  else refuseUnless(units.length > 0, ...rules.refusal("no-attackers", c));
  return { activation, enemy, units, leaders, required };
}
