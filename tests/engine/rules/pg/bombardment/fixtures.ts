import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { Answers } from "../../../../../src/engine/core/decision";
import { pg3Bombardment, pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { pgUnitFromCounter, type PgUnit, type PgUnitSetUp } from "../../../../../src/engine/rules/pg/state/pieces";
import type { PgOffboardFactor } from "../../../../../src/engine/rules/pg/state/support";
import { directTableOf } from "../fire-command/fixtures";
import { base, cell as c, fire } from "../fixture-counters";
import { battle as leaderBattle, map } from "../leaders/fixtures";

export { at, leader, map } from "../leaders/fixtures";

const fixture = { source: "playtest", note: "a test's own cell" } as const;

/** Test counters standing for no printed ones: German and Italian guns and a mortar with bombardment values, infantry, a Soviet AA gun. */
export const counters = PgCounterSet.parse({
  ruleset: "panzer-grenadier",
  edition: "PG3",
  name: "PG bombardment test fixtures",
  nationalities: { german: { name: "German" }, soviet: { name: "Soviet" }, italian: { name: "Italian" }, american: { name: "American" } },
  units: {
    "german-artillery": { ...base, name: "105 mm", code: "ART", kind: "artillery", movementClass: c("towed"), faces: { full: { bombardmentFire: fire(10, 20), movement: c(0) }, limbered: { movement: c("T") } } },
    "italian-artillery": { ...base, nationality: "italian", name: "75 mm", code: "ART", kind: "artillery", movementClass: c("towed"), faces: { full: { bombardmentFire: fire(6, 20), movement: c(0) }, limbered: { movement: c("T") } } },
    "german-mortar": { ...base, name: "81 mm", code: "MTR", kind: "mortar", movementClass: c("foot"), faces: { full: { bombardmentFire: fire(4, 8), movement: c(3) } } },
    "german-infantry-gun": { ...base, name: "Infantry gun", code: "INF", kind: "infantry", movementClass: c("foot"), faces: { full: { bombardmentFire: fire(3, 6), movement: c(3) } } },
    "german-infantry": { ...base, name: "Infantry", code: "INF", kind: "infantry", movementClass: c("foot"), steps: c(2), faces: { full: { directFire: fire(5, 3), movement: c(4) }, reduced: { directFire: fire(2, 3), movement: c(4) } } },
    "soviet-infantry": { ...base, nationality: "soviet", name: "Rifles", code: "INF", kind: "infantry", movementClass: c("foot"), steps: c(2), faces: { full: { directFire: fire(5, 3), movement: c(4) }, reduced: { directFire: fire(2, 3), movement: c(4) } } },
    "soviet-aa": { ...base, nationality: "soviet", name: "37 mm AA", code: "AA", kind: "anti-aircraft", movementClass: c("towed"), faces: { full: { directFire: fire(3, 4), movement: c(0) }, limbered: { movement: c("T") } } },
  },
}).units;

export const unit = (id: string, side: string, type: string, hex: number | null, setUp: PgUnitSetUp = {}): PgUnit => pgUnitFromCounter(id, side, type, counters[type]!, { ...setUp, hex });

/** PG's Bombardment Table with every cell `result` and a Friendly Fire Numbers line giving the 5 column for every die: the test's own cells (the printed ones are missing). */
export function bombardmentTableOf(result: string) {
  const rows = Object.fromEntries(Object.entries(pg3Bombardment.rows).map(([roll, cells]) => [roll, cells.map(() => ({ value: result, provenance: fixture }))]));
  const columns = Object.fromEntries(Object.keys(pg3Bombardment.friendlyFire!.columns).map((k) => [k, { value: 5, provenance: fixture }]));
  return { ...pg3Bombardment, rows, friendlyFire: { ...pg3Bombardment.friendlyFire!, columns } };
}

/** PG's ruleset on the leader fixtures' map with Bombardment and Direct Fire Tables of the test's own. */
export function rulesetWith(bombardment: string, direct = bombardment) {
  const tables = pg3Charts.fireTables.tables.map((t) => (t.kind === "bombardment" ? bombardmentTableOf(bombardment) : t.kind === "direct" ? directTableOf(direct) : t));
  return pgRuleset(map, pg3Charts.tec, { ...pg3Charts, fireTables: { ...pg3Charts.fireTables, tables } });
}
export type TestRuleset = ReturnType<typeof rulesetWith>;

export const run = (ruleset: TestRuleset, b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) => runCommand(ruleset, b, command, new ScriptedDice(dice), answers);

export function done(r: ReturnType<typeof run>) {
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r;
}

/** The state after `commands`, each of which must be done with no dice. */
export function playAll(ruleset: TestRuleset, b: PgBattle, commands: readonly PgCommand[]): PgBattle {
  return commands.reduce((s, c) => done(run(ruleset, s, c)).state, b);
}

/** A 1942 battle in the Germans' action segment (turn 2). */
export const battle = (units: Parameters<typeof leaderBattle>[0], leaders: Parameters<typeof leaderBattle>[1] = [], over: Partial<PgBattle> = {}): PgBattle =>
  leaderBattle(units, leaders, { impulses: { sides: ["german", "soviet"], active: "german", lead: 1, lastPass: null, over: false }, ...over });

/** The Germans activate `pieces`, each designated to fire. */
export const activate = (pieces: readonly string[], root: { piece: string } | { leader: string } | { stack: number }): PgCommand => ({ type: "activate", side: "german", root, pieces: Object.fromEntries(pieces.map((p) => [p, "fire"])) });

export const bombard = (firers: string[], target: number, leaders?: string[]): PgCommand => ({ type: "bombard", side: "german", firers, at: target, ...(leaders ? { leaders } : {}) });

/** `count` off-board factors of `strength` for `side` ("3 x 20", PG 9.3), ids `<side>-ob-<n>`. */
export const factors = (side: string, strength: number, count: number, nationality: string): PgOffboardFactor[] =>
  Array.from({ length: count }, (_, k) => ({ id: `${side}-ob-${k + 1}`, side, strength, nationality, firedTurn: null }));
