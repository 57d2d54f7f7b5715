import { expect } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, type CommandRecord } from "../../../../../src/engine/core/engine";
import { FireTableSet } from "../../../../../src/engine/rules/series/data/schemas/fire-table";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaOptionalRule } from "../../../../../src/engine/rules/ia/state/option-ids";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, side } from "../../../../fixtures/ia-battle";
import { testMap, type Cell } from "../../../../fixtures/maps";
import { fixtureTables } from "../fire/support";

export type Ruleset = ReturnType<typeof iaRuleset>;

/** An all-clear map, or one with `cells`. */
export const mapOf = (cells: Cell[] = []) => testMap(ia1Tec, cells);
export const map = mapOf();
export const ia = iaRuleset(map, ia1Tec);
export const at = (c: number, r: number, m = map) => m.indexOfOffset(c, r);

/** A battle of "A" against "B" in the Action Phase, `A` to act with one segment's lead, with `options` in force. */
export function inAction(options: IaOptionalRule[], units: IaUnit[], leaders: IaLeader[] = [], more: Partial<IaBattle> = {}): IaBattle {
  return battle([side("A", 3), side("B", 3)], units, leaders, {
    phase: "action",
    impulses: { sides: ["A", "B"], active: "A", lead: 1, lastPass: null, over: false },
    ...(options.length ? { options } : {}),
    ...more,
  });
}

export interface Chain {
  readonly state: IaBattle;
  readonly records: readonly CommandRecord<IaCommand, IaEvent>[];
  readonly events: readonly IaEvent[];
  readonly used: number;
}

/** Runs the commands in order, each to its end (decisions by `answers` or their defaults); every one must be done. */
export function chain(b: IaBattle, commands: IaCommand[], dice: number[] = [], answers: Record<string, unknown> = {}, rules: Ruleset = ia): Chain {
  const d = new ScriptedDice(dice);
  const records: CommandRecord<IaCommand, IaEvent>[] = [];
  for (const c of commands) {
    const r = runAnswering(rules, b, c, d, answers).result;
    if (r.status !== "done") throw new Error(`${c.type}: expected done, got ${JSON.stringify(r).slice(0, 400)}`);
    records.push(r.record);
    b = r.state;
  }
  return { state: b, records, events: records.flatMap((r) => r.events), used: d.used };
}

/** The command is refused, citing `rule`, and leaves the state as it was. */
export function expectRefused(b: IaBattle, command: IaCommand, rule: string, code?: string, rules: Ruleset = ia) {
  const before = structuredClone(b);
  const r = runAnswering(rules, b, command, new ScriptedDice([])).result;
  expect(r).toMatchObject({ status: "refused", rule, ...(code ? { code } : {}) });
  expect(b).toEqual(before);
  return r;
}

/** One self-activation segment: the unit is designated (to fire) and the segment ends. */
export const segment = (s: string, unit: string): IaCommand[] => [
  { type: "activate", side: s, root: { piece: unit }, pieces: { [unit]: "fire" } },
  { type: "end-activation", side: s },
];

/** The fire test fixture table (tests/engine/rules/ia/fire/support.ts) with the optional rules' modifiers, which 17.3 and 17.6 fix at +2. */
export function optionalFireTables(): FireTableSet {
  const set = fixtureTables();
  const rules = (rule: string) => ({ value: 2, provenance: { source: "rules", rule } });
  const extra = [
    { id: "flanking-fire", label: "flanking-fire", category: "tactic", shift: rules("17.6"), perUnit: true, optional: true, rule: "17.6" },
    { id: "hidden-firer-strategic-move", label: "hidden-firer-strategic-move", category: "tactic", shift: rules("17.3"), optional: true, rule: "17.3" },
  ];
  return FireTableSet.parse({ ...set, tables: set.tables.map((t) => ({ ...t, modifiers: [...t.modifiers, ...extra] })) });
}
