import type { Answers } from "../../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand, type CommandResult } from "../../../../../src/engine/core/engine";
import { FireTableSet } from "../../../../../src/engine/rules/series/data/schemas/fire-table";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaSide, IaUnit, SideArtillery } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { fixtureTables } from "../fire/support";

export const map = testMap(ia1Tec, [[12, 12, ["woods"]]], [24, 24]);
export const at = (c: number, r: number) => map.indexOfOffset(c, r);
export const ia = (fireTables?: FireTableSet) => iaRuleset(map, ia1Tec, fireTables ? { fireTables } : {});

const oneStep = { company: false, steps: 1, maxSteps: 1, reduced: undefined } as const;
/** An artillery unit: bombardment `fire`, range 10. */
export const gun = (id: string, s: string, hex: number | null, fire = 6, more: Partial<IaUnit> = {}) =>
  inf(id, s, hex as number, { kind: "ART", ...oneStep, full: { direct: 0, bombardment: fire, range: 10, movement: 0 }, ...more });
export const mortar = (id: string, s: string, hex: number, fire = 3) =>
  inf(id, s, hex, { kind: "MORTAR", ...oneStep, full: { direct: 0, bombardment: fire, range: 6, movement: 2 } });

/** A side with artillery: off-board factors `offBoard` (ids `<side>-oba-<n>`), `ammunition` turns of Planned Fire. */
export function gunSide(id: string, offBoard: number[] = [], more: Partial<SideArtillery> = {}): IaSide {
  return side(id, 3, { artillery: { offBoard: offBoard.map((strength, i) => ({ id: `${id}-oba-${i + 1}`, strength })), smoke: false, ...more } });
}

/** Before play: R and G with artillery, `lastTurn` 4. */
export const setUp = (units: IaUnit[], sides: [IaSide, IaSide] = [gunSide("R", [12]), gunSide("G")], more: Partial<IaBattle> = {}) =>
  battle(sides, units, [], { lastTurn: 4, ...more });

export const plan = (side: string, missions: Extract<IaCommand, { type: "write-artillery-plan" }>["missions"]): IaCommand => ({ type: "write-artillery-plan", side, missions });

/** Runs commands in turn with scripted dice, answering from `answers` then defaults; the last result. */
export function play(b: IaBattle, commands: IaCommand[], dice: number[] = [], answers: Answers = {}, fireTables?: FireTableSet) {
  const rules = ia(fireTables);
  const source = new ScriptedDice(dice);
  let state = b;
  let result: CommandResult<IaBattle, IaCommand, IaEvent> | undefined;
  const events: IaEvent[] = [];
  for (const c of commands) {
    result = runAnswering(rules, state, c, source, answers).result;
    if (result.status !== "done") return { result, state, events };
    events.push(...result.record.events);
    state = result.state;
  }
  return { result: result!, state, events };
}

export const once = (b: IaBattle, c: IaCommand, dice: number[] = []) => runCommand(ia(), b, c, new ScriptedDice(dice));

const fixture = { source: "user", note: "test fixture, not a printed chart" } as const;
const c = <T>(value: T) => ({ value, provenance: fixture });
const UNIFORM: Record<number, string> = { 2: "3X", 3: "2X", 4: "X", 5: "M2", 6: "M1", 7: "M" };

/**
 * The fire tables with a fixture Bombardment Table (user provenance): columns 1, 5, 12, 30; each roll gives one result
 * in every column (2 → 3X, 3 → 2X, 4 → X, 5 → M2, 6 → M1, 7 → M, 8–12 no effect), `rows` overriding rolls; the
 * modifiers of IA1 4.2, 9.3, 16.32; a Friendly Fire Numbers line 0–1 → 5, 2–4 → 12, 5–6 → 30.
 */
export function bombardmentFixture(rows: Record<number, string[]> = {}): FireTableSet {
  const columns = [1, 5, 12, 30];
  const row = (r: number) => (rows[r] ?? columns.map(() => UNIFORM[r] ?? "-")).map(c);
  const base = fixtureTables();
  const direct = base.tables[0]!;
  const modifier = (id: string, category: string, shift: number, rule: string, more = {}) => ({ id, label: id, category, shift: c(shift), rule, ...more });
  return FireTableSet.parse({
    ...base,
    tables: [
      direct,
      {
        ...direct,
        id: "bombardment",
        name: "Fixture Bombardment Table",
        kind: "bombardment",
        lookupRule: "9.3",
        columns: columns.map(c),
        rows: Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => [String(r), row(r)])),
        modifiers: [
          modifier("companies", "stacking", 1, "4.2", { per: "company", cap: c(2) }),
          modifier("mounted-cavalry", "target", 1, "9.3", { perUnit: true }),
          modifier("open-sights", "firer", 1, "9.3"),
          modifier("entrenchment", "fortification", -2, "16.32", { perUnit: true }),
        ],
        friendlyFire: {
          dice: { count: 1, sides: 6 },
          modifiers: [{ id: "weak-bombardment", label: "under 10", category: "firer", die: c(-1), rule: "9.83" }],
          columns: { "0": c(5), "1": c(5), "2": c(12), "3": c(12), "4": c(12), "5": c(30), "6": c(30) },
          rule: "9.83",
        },
      },
    ],
  });
}
