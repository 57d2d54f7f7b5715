import { refuseUnless } from "../../../core/refusal";
import type { PgContext } from "../commands/context";
import type { PgBattle, PgSide, PgUnit } from "../state";
import { say } from "../text";
import { isAfv, isApc } from "../units/classify";
import { nationalityFacts } from "../units/nationality";
import { hasTankLeaderByRule, mayHaveTankLeader } from "./tank-leaders";

const RULE = "PG 6.8";

/** PG 6.8: whether `u` may take one of its side's tank leaders: an AFV, not an APC, without one by rule. */
const assignable = (b: PgBattle, u: PgUnit): boolean => mayHaveTankLeader(u) && !hasTankLeaderByRule(u, nationalityFacts(b, u));

/**
 * PG 3.0, 6.8: the sides that still owe their tank-leader assignment before the first initiative roll: the scenario
 * gives them tank leaders, they have an AFV to take one, and they have not assigned them (an assignment of none is
 * one: the side may keep them off the board's AFVs).
 */
export function pgSetUpOwed(b: PgBattle): PgSide[] {
  return b.sides.filter((s) => (s.tankLeaders ?? 0) > 0 && b.tankLeaders[s.id] === undefined && [...b.units.values()].some((u) => u.side === s.id && assignable(b, u)));
}

/**
 * PG 6.8: "The owning player secretly assigns the tank leaders to his or her AFV units": before the first initiative
 * roll (3.0 set-up), to AFVs of his side that are no APC and have none by rule, at most the scenario's number. A side
 * may assign again until play begins; the last assignment stands. The event is the side's secret (its view only).
 */
export function assignTankLeaders(ctx: PgContext, side: string, units: readonly string[]): void {
  const b = ctx.state;
  refuseUnless(b.turn === 1 && b.phase === "initiative" && b.initiative === null, RULE, say("tank-leaders.before-play"));
  const s = b.sides.find((x) => x.id === side)!;
  units.forEach((id, i) => {
    const u = b.units.get(id);
    refuseUnless(u !== undefined && u.side === side, RULE, say("tank-leaders.not-your-unit", { id, side: s.name }));
    refuseUnless(isAfv(u), RULE, say("tank-leaders.not-afv", { piece: u.name }));
    refuseUnless(!isApc(u), RULE, say("tank-leaders.apc", { piece: u.name }));
    refuseUnless(assignable(b, u), RULE, say("tank-leaders.by-rule", { piece: u.name }));
    refuseUnless(units.indexOf(id) === i, RULE, say("tank-leaders.twice", { piece: u.name }));
  });
  const count = s.tankLeaders ?? 0;
  refuseUnless(units.length <= count, RULE, say("tank-leaders.too-many", { side: s.name, count, asked: units.length }));
  ctx.emit({ type: "tank-leaders-assigned", side, units: [...units], rule: RULE });
}
