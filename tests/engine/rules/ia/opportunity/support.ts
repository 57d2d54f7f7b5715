import { FireTableSet } from "../../../../../src/engine/rules/series/data/schemas/fire-table";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { leader } from "../../../../fixtures/ia-battle";
import { at, fixtureTables, inAction, map } from "../fire/support";

export { at, map };

/**
 * The fixture fire tables (fire/support.ts: every column gives 2 → 3X, 3 → 2X, 4 → X, 5 → M2, 6 → M1, 7 → M, 8–12
 * nothing) with IA1 13.15's +1 for opportunity fire, a rules value.
 */
export function oppTables(rows: Record<number, string[]> = {}): FireTableSet {
  const set = fixtureTables(rows);
  const [table] = set.tables;
  const opportunity = { id: "opportunity-fire", label: "opportunity-fire", category: "tactic", shift: { value: 1, provenance: { source: "rules", rule: "13.15" } }, rule: "13.15" };
  return FireTableSet.parse({ ...set, tables: [{ ...table, modifiers: [...table!.modifiers, opportunity] }] });
}

export const fixture = iaRuleset(map, ia1Tec, { fireTables: oppTables() });

/** The German leaders who activated the movers: well away from the action, so they help no morale check (13.13). */
export const activators = (): IaLeader[] => [leader("lt", "G", at(12, 12)), leader("rm", "G", at(12, 13), { leaderType: "cavalry" })];

/**
 * A battle in the German action segment with `movers` activated to move by a leader of their type (IA1 3.13, 5.5):
 * "lt" for infantry and leaders, "rm" for cavalry.
 */
export function moving(units: IaUnit[], leaders: IaLeader[], movers: string[], more: Partial<IaBattle> = {}): IaBattle {
  const b = inAction(units, [...leaders, ...activators()], more);
  // A unit moving with a leader in its hex was activated by him (6.4); otherwise by "lt" or "rm".
  const withLeader = (id: string) => movers.find((l) => b.leaders.get(l) && b.leaders.get(l)!.hex === b.units.get(id)?.hex);
  const ledBy = (id: string) => (b.units.get(id) && withLeader(id)) || (b.units.get(id)?.kind === "CAV" ? "rm" : "lt");
  const pieces = Object.fromEntries(movers.map((id) => [id, { action: "move" as const, ledBy: ledBy(id), mpSpent: 0, hexesEntered: 0 }]));
  return { ...b, activation: { side: "G", pieces, current: null, done: [] } };
}

export const moveTo = (piece: string, to: number, withLeaders?: string[]): IaCommand => ({ type: "move", side: "G", piece, to, ...(withLeaders ? { with: withLeaders } : {}) });

/** The decision id of the `shot`th opportunity fire at `mover` in `hex` (written column,row as in JSON). */
export function shotId(mover: string, hex: number, shot = 1): string {
  const { col, row } = map.offsetAt(hex);
  return `opportunity-fire:${mover}@${col},${row}:${shot}`;
}
