import { expect } from "vitest";
import type { Answers, DecisionRequest } from "../../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, type CommandResult } from "../../../../../src/engine/core/engine";
import { startImpulses } from "../../../../../src/engine/rules/series/sequence/impulses";
import { FireTableSet } from "../../../../../src/engine/rules/series/data/schemas/fire-table";
import { hex, hexToOffset, offsetToHex } from "../../../../../src/engine/hex";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { testMap, type Cell } from "../../../../fixtures/maps";

/** Hexes by axial offset from a point well inside the map, so lines are easy to reason about. */
const origin = offsetToHex("odd-q", 10, 20);
const axial = (dq: number, dr: number) => hex(origin.q + dq, origin.r + dr);
const cell = (dq: number, dr: number, terrain: string[], level = 0): Cell => {
  const { col, row } = hexToOffset("odd-q", axial(dq, dr));
  return [col, row, terrain, level];
};

/**
 * The test map: clear at level 0 except a level-1 hex at (-8, 0), woods at (-4, 4), (4, -1) and (8, 0), swamp at
 * (10, 0). Lines along axial r (the map's columns) are straight and tie-free.
 */
export const map = testMap(ia1Tec, [cell(-8, 0, ["clear"], 1), cell(-4, 4, ["woods"]), cell(4, -1, ["woods"]), cell(8, 0, ["woods"]), cell(10, 0, ["swamp"])]);
export const at = (dq: number, dr: number): number => map.indexOf(axial(dq, dr));

const fixture = { source: "user", note: "test fixture, not a printed chart" } as const;
const c = <T>(value: T) => ({ value, provenance: fixture });
const UNIFORM: Record<number, string> = { 2: "3X", 3: "2X", 4: "X", 5: "M2", 6: "M1", 7: "M" };

/**
 * A fixture Direct Fire Table (user provenance): columns 2, 5, 10, 20; by default each roll gives one result in
 * every column (2 → 3X, 3 → 2X, 4 → X, 5 → M2, 6 → M1, 7 → M, 8–12 no effect); `rows` overrides rolls.
 */
export function fixtureTables(rows: Record<number, string[]> = {}): FireTableSet {
  const columns = [2, 5, 10, 20];
  const row = (r: number) => (rows[r] ?? columns.map(() => UNIFORM[r] ?? "-")).map(c);
  const result = (label: string, steps: number, morale: number | null) => ({ label, steps, morale, provenance: fixture });
  const modifier = (id: string, category: string, shift: number, rule: string, more = {}) => ({ id, label: id, category, shift: c(shift), rule, ...more });
  return FireTableSet.parse({
    ruleset: "infantry-attacks",
    edition: "IA1",
    name: "fixture fire tables",
    tables: [
      {
        id: "direct-fire",
        name: "Fixture Direct Fire Table",
        ruleset: "infantry-attacks",
        edition: "IA1",
        kind: "direct",
        dice: { count: 2, sides: 6 },
        lookupRule: "10.2",
        columns: columns.map(c),
        rows: Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => [String(r), row(r)])),
        results: {
          "-": result("No effect", 0, null),
          M: result("M", 0, 0),
          M1: result("M1", 0, 1),
          M2: result("M2", 0, 2),
          X: result("X", 1, 2),
          "2X": result("2X", 2, 2),
          "3X": result("3X", 3, 2),
        },
        // 7.51 fixes the clamping, so it carries its rule.
        shiftLimits: { clampToTable: { value: true, provenance: { source: "rules", rule: "7.51" } } },
        modifiers: [
          modifier("companies", "stacking", 1, "4.2", { per: "company", cap: c(2) }),
          modifier("mounted-cavalry", "target", 1, "7.52", { perUnit: true }),
          modifier("artillery-target", "target", 2, "7.52", { perUnit: true }),
          modifier("long-range", "range", -1, "13.15"),
          modifier("night", "visibility", -1, "1.0"),
          modifier("entrenchment", "fortification", -2, "16.32", { perUnit: true }),
        ],
      },
    ],
  });
}

export const shipped = iaRuleset(map, ia1Tec);
export const fixtureRules = iaRuleset(map, ia1Tec, { fireTables: fixtureTables() });

/** A battle in the Action Phase with `active` to act: German "G" against Russian "R". */
export function inAction(units: IaUnit[], leaders: IaLeader[] = [], more: Partial<IaBattle> = {}, active = "G"): IaBattle {
  return battle([side("G", 3), side("R", 3)], units, leaders, { phase: "action", impulses: startImpulses(active, active === "G" ? "R" : "G", 1), ...more });
}

type Face = IaUnit["full"];
const face = (direct: number, range: number, bombardment = 0): Face => ({ direct, bombardment, range, movement: 3 });
const oneStep = { company: false, steps: 1, maxSteps: 1, reduced: undefined } as const;

/** IA1 7.52 example: an MG of direct fire 6 (range from the fixture, not the text). */
export const mg = (id: string, s: string, h: number, more: Partial<IaUnit> = {}) => inf(id, s, h, { kind: "MG", ...oneStep, full: face(6, 6), ...more });
export const cav = (id: string, s: string, h: number, more: Partial<IaUnit> = {}) => inf(id, s, h, { kind: "CAV", mounted: true, ...more });
export const gun = (id: string, s: string, h: number, more: Partial<IaUnit> = {}) => inf(id, s, h, { kind: "ART", ...oneStep, full: face(0, 8, 6), ...more });
export const wagon = (id: string, s: string, h: number, more: Partial<IaUnit> = {}) => inf(id, s, h, { kind: "TRANSPORT", ...oneStep, full: face(0, 0), ...more });

export type Run = { result: CommandResult<IaBattle, IaCommand, IaEvent>; asked: DecisionRequest[]; diceUsed: number };

/**
 * Runs a command, answering each decision from `answers` or with its default, resuming with the dice drawn
 * so far (as the engine's resume asks).
 */
export function run(ia: typeof shipped, state: IaBattle, command: IaCommand, dice: number[] = [], answers: Answers = {}): Run {
  const source = new ScriptedDice(dice);
  const { result, asked } = runAnswering(ia, activatedToFire(state, command), command, source, answers);
  return { result, asked: [...asked], diceUsed: source.used };
}

/**
 * IA1 3.13: the firers and leaders of a direct-fire command designated to fire in an activation of their side, as the
 * segment would have begun (unless the test set up an activation itself).
 */
export function activatedToFire(state: IaBattle, command: IaCommand): IaBattle {
  if (command.type !== "direct-fire" || state.activation !== null) return state;
  const ids = [...command.firers, ...(command.leaders ?? [])];
  const pieces = Object.fromEntries(ids.map((id) => [id, { action: "fire" as const, ledBy: null, mpSpent: 0, hexesEntered: 0 }]));
  return { ...state, activation: { side: command.side, pieces, current: null, done: [] } };
}

/** The command carried out, every scripted die used; its state and events. */
export function done(ia: typeof shipped, state: IaBattle, command: IaCommand, dice: number[] = [], answers: Answers = {}) {
  const r = run(ia, state, command, dice, answers);
  if (r.result.status !== "done") throw new Error(`expected done, got ${JSON.stringify(r.result)}`);
  expect(r.diceUsed).toBe(dice.length);
  return { state: r.result.state, events: r.result.record.events, record: r.result.record, asked: r.asked };
}

/** The command refused: the state passed in is untouched. */
export function refused(ia: typeof shipped, state: IaBattle, command: IaCommand) {
  const before = structuredClone(state);
  const r = run(ia, state, command, [6, 6]);
  expect(state).toEqual(before);
  if (r.result.status !== "refused") throw new Error(`expected a refusal, got ${r.result.status}`);
  return r.result;
}

export const ofType = <T extends IaEvent["type"]>(events: readonly IaEvent[], type: T) => events.filter((e): e is Extract<IaEvent, { type: T }> => e.type === type);

export const fireAt = (firers: string[], target: number, leaders?: string[], s = "G"): IaCommand => ({ type: "direct-fire", side: s, firers, at: target, ...(leaders ? { leaders } : {}) });
