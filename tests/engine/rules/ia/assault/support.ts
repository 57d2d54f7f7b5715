import type { Answers, DecisionRequest } from "../../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, type CommandResult } from "../../../../../src/engine/core/engine";
import { startImpulses } from "../../../../../src/engine/rules/series/sequence/impulses";
import { FireTableSet } from "../../../../../src/engine/rules/series/data/schemas/fire-table";
import { hex, hexToOffset, offsetToHex } from "../../../../../src/engine/hex";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { Activation, IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, side } from "../../../../fixtures/ia-battle";
import { testMap, type Cell } from "../../../../fixtures/maps";
import { fixtureTables } from "../fire/support";

const origin = offsetToHex("odd-q", 10, 20);
const axial = (dq: number, dr: number) => hex(origin.q + dq, origin.r + dr);
const cell = (dq: number, dr: number, terrain: string[]): Cell => {
  const { col, row } = hexToOffset("odd-q", axial(dq, dr));
  return [col, row, terrain];
};

/**
 * The test map: clear, except town at (0, 5), woods at (0, 8), and a major river down (0, 11)–(0, 13): its hex (0, 12)
 * has the banks (1, 11)/(1, 12) and (-1, 12)/(-1, 13).
 */
export const map = testMap(ia1Tec, [cell(0, 5, ["town"]), cell(0, 8, ["woods"]), cell(0, 11, ["major-river"]), cell(0, 12, ["major-river"]), cell(0, 13, ["major-river"])]);
export const at = (dq: number, dr: number): number => map.indexOf(axial(dq, dr));

const fixture = { source: "user", note: "test fixture, not a printed chart" } as const;
const c = <T>(value: T) => ({ value, provenance: fixture });
/** Each roll's result in every column unless a test says otherwise: 1 → 3, 2 → 2, 3 → 1, 4–6 no effect. */
const UNIFORM: Record<number, string> = { 1: "3", 2: "2", 3: "1" };
export const COLUMNS = [1, 3, 6, 10];

/**
 * Fixture tables: the Direct Fire fixture (fire/support.ts) and a fixture Assault Table (user provenance), 1d6, columns
 * 1, 3, 6, 10; `rows` overrides a roll's cells. Its modifiers are the shipped table's, at sizes the text gives.
 */
export function assaultTables(rows: Record<number, string[]> = {}): FireTableSet {
  const row = (r: number) => (rows[r] ?? COLUMNS.map(() => UNIFORM[r] ?? "-")).map(c);
  const result = (label: string, steps: number, morale: number | null) => ({ label, steps, morale, provenance: fixture });
  const modifier = (id: string, category: string, shift: number, rule: string, more = {}) => ({ id, label: id, category, shift: c(shift), rule, ...more });
  const direct = fixtureTables().tables;
  return FireTableSet.parse({
    ruleset: "infantry-attacks",
    edition: "IA1",
    name: "fixture fire tables",
    tables: [
      ...direct,
      {
        id: "assault",
        name: "Fixture Assault Table",
        ruleset: "infantry-attacks",
        edition: "IA1",
        kind: "assault",
        dice: { count: 1, sides: 6 },
        lookupRule: "12.3",
        columns: COLUMNS.map(c),
        rows: Object.fromEntries([1, 2, 3, 4, 5, 6].map((r) => [String(r), row(r)])),
        results: { "-": result("No effect", 0, null), "1": result("1", 1, 2), "2": result("2", 2, 2), "3": result("3", 3, 2) },
        shiftLimits: { clampToTable: { value: true, provenance: { source: "rules", rule: "7.51" } } },
        modifiers: [
          modifier("leader", "leader", 1, "6.53"),
          modifier("cavalry-charge", "tactic", 2, "12.7", { appliesTo: "attacker" }),
          modifier("cold-steel", "tactic", 2, "12.61"),
          modifier("entrenchment", "fortification", -2, "16.32", { perUnit: true, appliesTo: "attacker" }),
        ],
      },
    ],
  });
}

export const rules = iaRuleset(map, ia1Tec, { fireTables: assaultTables() });

type Designated = Record<string, { action?: "move" | "fire"; ledBy?: string | null; hexesEntered?: number }>;

/**
 * A battle in the Action Phase with `active` ("G" or "R") acting, and, if `pieces` are given, a segment under way
 * with them activated (IA1 3.13): each with its action (default move), the leader who activated it, hexes entered.
 */
export function inAssault(units: IaUnit[], leaders: IaLeader[] = [], pieces: Designated | null = null, active = "G", more: Partial<Activation> = {}): IaBattle {
  const activation: Activation | null =
    pieces === null
      ? null
      : {
          side: active,
          pieces: Object.fromEntries(Object.entries(pieces).map(([id, p]) => [id, { action: p.action ?? "move", ledBy: p.ledBy ?? null, mpSpent: 0, hexesEntered: p.hexesEntered ?? 0 }])),
          current: null,
          done: [],
          ...more,
        };
  return battle([side("G", 3), side("R", 3)], units, leaders, { phase: "action", impulses: startImpulses(active, active === "G" ? "R" : "G", 1), activation });
}

export type Run = { result: CommandResult<IaBattle, IaCommand, IaEvent>; asked: DecisionRequest[]; diceUsed: number };

/** Runs a command with scripted dice, answering each decision from `answers` or with its default. */
export function run(state: IaBattle, command: IaCommand, dice: number[] = [], answers: Answers = {}, ruleset = rules): Run {
  const source = new ScriptedDice(dice);
  const { result, asked } = runAnswering(ruleset, state, command, source, answers);
  return { result, asked: [...asked], diceUsed: source.used };
}

/** The state after a command that must succeed. */
export function done(r: Run): IaBattle {
  if (r.result.status !== "done") throw new Error(`expected done, got ${JSON.stringify(r.result)}`);
  return r.result.state;
}

export const events = (r: Run): readonly IaEvent[] => (r.result.status === "done" ? r.result.record.events : []);
export const ofType = <T extends IaEvent["type"]>(r: Run, type: T) => events(r).filter((e): e is Extract<IaEvent, { type: T }> => e.type === type);

export const assault = (at: number, units: string[], more: { leaders?: string[]; coldSteel?: boolean } = {}, s = "G"): IaCommand => ({ type: "assault", side: s, at, units, ...more });
export const move = (piece: string, to: number, s = "G", withLeaders?: string[]): IaCommand => ({ type: "move", side: s, piece, to, ...(withLeaders ? { with: withLeaders } : {}) });
