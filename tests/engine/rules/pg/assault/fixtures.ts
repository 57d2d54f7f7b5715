import type { Answers, DecisionRequest } from "../../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, type CommandResult } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { pgUnitFromCounter, type PgLeader, type PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import { testMap } from "../../../../fixtures/maps";
import { base, cell, fire } from "../fixture-counters";
import { battle as leaderBattle, counters as leaderCounters } from "../leaders/fixtures";
import { counters as stateCounters, leader as stateLeader } from "../state/fixtures";

/** A 20 × 14 map (PG's TEC) with a town at [10, 5] and a major river hex at [10, 9]; the rest clear. */
export const map = testMap(pg3Charts.tec, [[10, 5, ["town"]], [10, 9, ["major-river"]]], [20, 14]);
export const at = (col: number, row: number) => map.indexOfOffset(col, row);
export const TOWN = at(10, 5);
export const RIVER = at(10, 9);
/** A clear hex, and one adjacent to it. */
export const T = at(6, 5);
export const NEXT = at(5, 5);

/** A Soviet cavalry squadron (test figures, standing for no printed counter). */
const cavalry = PgCounterSet.parse({
  ruleset: "panzer-grenadier",
  edition: "PG3",
  name: "PG assault test fixtures",
  nationalities: { soviet: { name: "Soviet" } },
  units: { "soviet-cavalry": { ...base, nationality: "soviet", name: "Cavalry", code: "CAV", kind: "cavalry", movementClass: cell("foot"), faces: { full: { directFire: fire(4, 2), movement: cell(6) } } } },
}).units;
const counters = { ...leaderCounters, ...stateCounters, ...cavalry };
/** A unit of fixture type `type` for `side` in `hex`, with what `over` says of its state (status, markers, hidden). */
export const unit = (id: string, side: string, type: keyof typeof counters & string, hex: number | null, over: Partial<PgUnit> = {}): PgUnit => ({ ...pgUnitFromCounter(id, side, type, counters[type]!, { hex }), ...over });
export const leader = (id: string, side: string, hex: number, over: Partial<PgLeader> = {}): PgLeader => ({ ...stateLeader(id, side, hex), ...over });

const fixture = { source: "playtest", note: "a test's own cell" } as const;
/** PG's Assault Table (columns, results and modifiers as shipped) with every column's cell for roll r `cells[r]`, else "-". */
export function assaultTableOf(cells: Record<number, string>) {
  const shipped = pg3Charts.fireTables.tables.find((t) => t.kind === "assault")!;
  const rows = Object.fromEntries(Object.entries(shipped.rows).map(([roll, row]) => [roll, row.map(() => ({ value: cells[Number(roll)] ?? "-", provenance: fixture }))]));
  return { ...shipped, rows };
}

/** PG's ruleset on this map with an Assault Table of the test's own: roll 1 → `one`, 2 → "M", 6 and the rest "-". */
export function rulesetWith(one = "1", more: Record<number, string> = {}) {
  const table = assaultTableOf({ 1: one, 2: "M", ...more });
  const tables = pg3Charts.fireTables.tables.map((t) => (t.kind === "assault" ? table : t));
  return pgRuleset(map, pg3Charts.tec, { ...pg3Charts, fireTables: { ...pg3Charts.fireTables, tables } });
}

type Designated = Record<string, { ledBy?: string | null; hexesEntered?: number; start?: number }>;

/**
 * The Soviets' action segment with `pieces` activated to move (each with the leader who activated it and the hexes
 * it entered), and the assaults owed in `owed`.
 */
export function inAssault(units: readonly PgUnit[], leaders: readonly PgLeader[], pieces: Designated, owed: readonly number[] = []): PgBattle {
  const b = leaderBattle(units, leaders);
  const activation = {
    side: "soviet",
    pieces: Object.fromEntries(Object.entries(pieces).map(([id, p]) => [id, { action: "move" as const, ledBy: p.ledBy ?? null, mpSpent: 0, hexesEntered: p.hexesEntered ?? 0, ...(p.start === undefined ? {} : { start: p.start }) }])),
    current: null,
    done: [],
    ...(owed.length ? { assaultsOwed: [...owed] } : {}),
  };
  return { ...b, activation } as PgBattle;
}

export type Run = { result: CommandResult<PgBattle, PgCommand, PgEvent>; asked: DecisionRequest[] };

/** Runs a command with scripted dice, answering each decision from `answers` or with its default. */
export function run(ruleset: ReturnType<typeof rulesetWith>, state: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}): Run {
  const { result, asked } = runAnswering(ruleset, state, command, new ScriptedDice(dice), answers);
  return { result, asked: [...asked] };
}

export const events = (r: Run): readonly PgEvent[] => (r.result.status === "done" ? r.result.record.events : []);
export const ofType = <K extends PgEvent["type"]>(r: Run, type: K) => events(r).filter((e): e is Extract<PgEvent, { type: K }> => e.type === type);

export const assault = (hex: number, units: string[], leaders?: string[]): PgCommand => ({ type: "assault", side: "soviet", at: hex, units, ...(leaders ? { leaders } : {}) });
export const move = (piece: string, to: number, withLeaders?: string[]): PgCommand => ({ type: "move", side: "soviet", piece, to, ...(withLeaders ? { with: withLeaders } : {}) });

/** The Soviets activate `pieces` (each to move) from `root`. */
export const activate = (root: { leader: string } | { piece: string }, pieces: string[]): PgCommand => ({ type: "activate", side: "soviet", root, pieces: Object.fromEntries(pieces.map((p) => [p, "move" as const])) });

/** `b` after `commands`, each of which must be done, on `ruleset` with `dice` (sixes by default). */
export function after(ruleset: ReturnType<typeof rulesetWith>, b: PgBattle, commands: readonly PgCommand[], dice: number[] = Array(30).fill(6)): PgBattle {
  return commands.reduce((s, c) => {
    const r = run(ruleset, s, c, dice);
    if (r.result.status !== "done") throw new Error(`${c.type}: ${JSON.stringify(r.result)}`);
    return r.result.state;
  }, b);
}
