import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { applyPgEvent, type PgEvent } from "../../../../../src/engine/rules/pg/events";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { PG_RULES } from "../../../../../src/engine/rules/pg/rules";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { pgUnitFromCounter, type PgLeader, type PgUnit, type PgUnitSetUp } from "../../../../../src/engine/rules/pg/state/pieces";
import { base, cell as c, fire } from "../fixture-counters";
import { battle as stateBattle, leader as stateLeader, map } from "../state/fixtures";

export { at, map, side } from "../state/fixtures";

/**
 * PG leader fixtures: a Soviet force of 1942 (no tank leaders by rule, one to assign, 6.8) and a German one (all its
 * AFVs have tank leaders by rule), on the PG state tests' 20 × 14 map; test counters standing for no printed ones.
 */
const tank = (nationality: string) => ({
  ...base, nationality, name: `${nationality} tank`, code: "TK", kind: "tank", armor: c(2), movementClass: c("mechanized"), steps: c(2),
  faces: { full: { directFire: fire(4, 4), antiTankFire: fire(5, 5), movement: c(6) }, reduced: { directFire: fire(2, 4), antiTankFire: fire(3, 5), movement: c(6) } },
});
export const counters = PgCounterSet.parse({
  ruleset: "panzer-grenadier",
  edition: "PG3",
  name: "PG leader test fixtures",
  nationalities: { german: { name: "German" }, soviet: { name: "Soviet" } },
  units: {
    "soviet-infantry": { ...base, nationality: "soviet", name: "Rifles", code: "INF", kind: "infantry", movementClass: c("foot"), faces: { full: { directFire: fire(5, 3), movement: c(4) } } },
    "soviet-tank": tank("soviet"),
    "soviet-apc": { ...base, nationality: "soviet", name: "Carrier", code: "APC", kind: "transport", armor: c(0), openTop: c(true), apc: c(true), movementClass: c("mechanized"), faces: { full: { directFire: fire(1, 2), movement: c(8) } } },
    "soviet-armored-car": { ...base, nationality: "soviet", name: "BA-10", code: "AC", kind: "armored-car", armor: c(1), armoredCar: c(true), movementClass: c("motorized"), faces: { full: { antiTankFire: fire(3, 4), movement: c(8) } } },
    "soviet-truck": { ...base, nationality: "soviet", name: "Truck", code: "TRK", kind: "transport", transport: "truck", movementClass: c("motorized"), faces: { full: { movement: c(8) } } },
    "german-tank": tank("german"),
    "german-infantry": { ...base, name: "Infantry", code: "INF", kind: "infantry", movementClass: c("foot"), faces: { full: { directFire: fire(5, 3), movement: c(4) } } },
  },
}).units;

export const unit = (id: string, side: string, type: string, hex: number | null, setUp: PgUnitSetUp = {}): PgUnit => pgUnitFromCounter(id, side, type, counters[type]!, { ...setUp, hex });
export const leader = (id: string, side: string, hex: number, rank = 2, kind: PgLeader["kind"] = "regular"): PgLeader => stateLeader(id, side, hex, kind, rank);

/** A battle in the Soviets' action segment (1942: the Soviets have one tank leader to assign, 6.8), or `over`. */
export function battle(units: readonly PgUnit[], leaders: readonly PgLeader[] = [], over: Partial<PgBattle> = {}): PgBattle {
  return stateBattle(units, leaders, {
    phase: "action",
    turn: 2,
    impulses: { sides: ["soviet", "german"], active: "soviet", lead: 1, lastPass: null, over: false },
    ...over,
  });
}

/** PG's rules (series/context `SeriesRules`), its leadership among them. */
export const rules = PG_RULES;
export const apply = applyPgEvent;

/** PG's ruleset on the fixture map: the activation and set-up commands as the engine plays them. */
export const pgLeaderRuleset = pgRuleset(map, pg3Charts.tec);
type Command = PgCommand;

/** Runs `command` on `b` (no dice: none of these roll). */
export const run = (b: PgBattle, command: Command) => runCommand(pgLeaderRuleset, b, command, new ScriptedDice([]));

/** The state after `command`, which must be done. */
export function after(b: PgBattle, command: Command): PgBattle {
  const r = run(b, command);
  if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r)}`);
  return r.state;
}

/** The events of `command` on `b`, which must be done. */
export function eventsOf(b: PgBattle, command: Command): readonly PgEvent[] {
  const r = run(b, command);
  if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r)}`);
  return r.record.events;
}
