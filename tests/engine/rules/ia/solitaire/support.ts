import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit, Mission, PlannedAction, Struck } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { bombardmentFixture, gunSide, play } from "../artillery/support";

export type Scatter = Extract<IaEvent, { type: "scatter-checked" }>;
export type Fired = Extract<IaEvent, { type: "fire-resolved" }>;
export const scatters = (events: readonly IaEvent[]) => events.filter((e): e is Scatter => e.type === "scatter-checked");
export const fires = (events: readonly IaEvent[]) => events.filter((e): e is Fired => e.type === "fire-resolved");

/** A G company as a target (the fixture Bombardment Table: 12 → no effect). */
export const target = (id: string, hex: number, more: Partial<IaUnit> = {}) => inf(id, "G", hex, more);

/** Runs the commands with the fixture Bombardment Table, failing the test unless they are done. */
export function must(b: IaBattle, commands: IaCommand[], dice: number[]) {
  const r = play(b, commands, dice, {}, bombardmentFixture());
  if (r.result.status !== "done") throw new Error(`${r.result.status}: ${JSON.stringify(r.result).slice(0, 300)}`);
  return r;
}

/** Both sides pass until the turn is over (IA1 3.0 C). */
export function passTurn(b: IaBattle): IaBattle {
  let s = b;
  while (s.phase === "action") s = must(s, [{ type: "pass", side: s.impulses!.active }], []).state;
  return s;
}

/**
 * Turn `turn`'s Bombardment Phase (R wins the initiative 5–1, then `dice`) with R's off-board factor of 6 on a Planned
 * Fire mission, `struck` its record so far; `options` the optional rules in force (default: solitaire).
 */
export function bombardmentOn(turn: number, turns: PlannedAction[], struck: Struck[] | undefined, dice: number[], units: IaUnit[] = [], options: IaBattle["options"] = ["solitaire"]) {
  const mission: Mission = { mission: "planned-fire", turns, ...(struck ? { struck } : {}) };
  const b = battle([gunSide("R", [6], { smoke: true }), side("G", 3)], units, [], { lastTurn: turns.length, turn, options, plans: { R: { missions: { "R-oba-1": mission } } } });
  return must(b, [{ type: "roll-initiative", side: "R" }], [5, 1, ...dice]);
}
