import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { draftOf } from "../../../../../src/engine/core/draft";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { Ruleset } from "../../../../../src/engine/core/ruleset";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import type { PgContext } from "../../../../../src/engine/rules/pg/commands/context";
import { applyPgEvent, type PgEvent } from "../../../../../src/engine/rules/pg/events";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { PG_RULES } from "../../../../../src/engine/rules/pg/rules";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { pgUnitFromCounter, type PgLeader, type PgUnit, type PgUnitSetUp } from "../../../../../src/engine/rules/pg/state/pieces";
import { base, cell as c, fire, transports } from "../fixture-counters";
import { battle as leaderBattle } from "../leaders/fixtures";
import { map, tec } from "../movement-command/fixtures";

export { activate, at, leader, move, play, playAll, run } from "../movement-command/fixtures";

const soviet = { ...base, nationality: "soviet" };

/**
 * Soviet test counters (provenance playtest, fixture-counters.ts) for PG 5.6–5.67: personnel, cavalry, towed and
 * self-propelled weapons, a mortar with a limbered side, a truck, a wagon, an APC with a direct fire value, a tank.
 */
export const counters = PgCounterSet.parse({
  ruleset: "panzer-grenadier",
  edition: "PG3",
  name: "PG transport test fixtures",
  nationalities: { german: { name: "German" }, soviet: { name: "Soviet" } },
  units: {
    infantry: { ...soviet, name: "Rifles", code: "INF", kind: "infantry", movementClass: c("foot"), steps: c(2), faces: { full: { directFire: fire(5, 3), movement: c(4) }, reduced: { directFire: fire(2, 3), movement: c(4) } } },
    cavalry: { ...soviet, name: "Cossacks", code: "CAV", kind: "cavalry", movementClass: c("foot"), faces: { full: { directFire: fire(3, 2), movement: c(6) } } },
    truck: { ...transports.truck, nationality: "soviet", steps: c(2), faces: { full: { movement: c(8) }, reduced: { movement: c(8) } } },
    wagon: { ...transports.wagon, nationality: "soviet" },
    apc: { ...soviet, name: "Carrier", code: "APC", kind: "transport", armor: c(0), openTop: c(true), apc: c(true), movementClass: c("mechanized"), faces: { full: { directFire: fire(1, 2), movement: c(8) } } },
    tank: { ...soviet, name: "T-34", code: "TK", kind: "tank", armor: c(3), movementClass: c("mechanized"), faces: { full: { directFire: fire(4, 4), antiTankFire: fire(5, 5), movement: c(6) } } },
    "at-gun": { ...soviet, name: "45 mm AT gun", code: "AT", kind: "anti-tank", movementClass: c("towed"), faces: { full: { antiTankFire: fire(3, 4), movement: c(0) }, limbered: { movement: c("T") } } },
    "light-gun": { ...soviet, name: "76.2 mm gun", code: "ART", kind: "artillery", movementClass: c("towed"), faces: { full: { directFire: fire(3, 4), movement: c(0) }, limbered: { movement: c(1) } } },
    "infantry-gun": { ...soviet, name: "Infantry gun", code: "IG", kind: "artillery", movementClass: c("foot"), faces: { full: { directFire: fire(2, 3), movement: c(1) } } },
    "sp-gun": { ...soviet, name: "SU-76", code: "SPA", kind: "sp-artillery", armor: c(1), openTop: c(true), movementClass: c("mechanized"), faces: { full: { bombardmentFire: fire(6, 12), movement: c(5) } } },
    mortar: { ...soviet, name: "120 mm mortar", code: "MTR", kind: "mortar", movementClass: c("foot"), faces: { full: { bombardmentFire: fire(4, 8), movement: c(1) }, limbered: { movement: c(2) } } },
    german: { ...base, name: "Infantry", code: "INF", kind: "infantry", movementClass: c("foot"), faces: { full: { directFire: fire(5, 3), movement: c(4) } } },
  },
}).units;

/** A unit of fixture type `type` (Soviet, but for `german`) in `hex`. */
export const unit = (id: string, type: string, hex: number | null, setUp: PgUnitSetUp = {}): PgUnit =>
  pgUnitFromCounter(id, type === "german" ? "german" : "soviet", type, counters[type]!, { ...setUp, hex });

/** A Soviet action segment (1942, no tank leaders to give), a German infantry unit far off at [18, 12] unless `units` hold the Germans. */
export const battle = (units: readonly PgUnit[], leaders: readonly PgLeader[] = [], over: Partial<PgBattle> = {}): PgBattle =>
  leaderBattle(units.some((u) => u.side === "german") ? units : [...units, unit("far", "german", map.indexOfOffset(18, 12))], leaders, { tankLeaders: { soviet: [] }, ...over });

/** `b` with activated piece `id` having spent `mp` MPs so far this segment (its hexes as they are). */
export function spent(b: PgBattle, id: string, mp: number): PgBattle {
  const a = b.activation!;
  return { ...b, activation: { ...a, pieces: { ...a.pieces, [id]: { ...a.pieces[id]!, mpSpent: mp } } } };
}

/** `u` aboard transport `t` (PG 5.6), in `t`'s hex. */
export function loaded(t: PgUnit, u: PgUnit): [PgUnit, PgUnit] {
  return [
    { ...t, carrying: u.id },
    { ...u, hex: t.hex, carriedBy: t.id },
  ];
}

/** Leaders `ls` aboard transport `t` (PG 5.6, 6.3), in its hex. */
export function riding(t: PgUnit, ls: readonly PgLeader[]): [PgUnit, PgLeader[]] {
  return [{ ...t, leadersAboard: ls.map((l) => l.id) }, ls.map((l) => ({ ...l, hex: t.hex, carriedBy: t.id }))];
}

export const load = (transport: string, unit: string): PgCommand => ({ type: "load", side: "soviet", transport, unit });
export const unload = (transport: string, unit: string, unlimber?: boolean): PgCommand => ({ type: "unload", side: "soviet", transport, unit, ...(unlimber ? { unlimber } : {}) });
export const limber = (unit: string, to = true): PgCommand => ({ type: to ? "limber" : "unlimber", side: "soviet", unit });

/** The events of `types` among `events`. */
export const only = <T extends PgEvent["type"]>(events: readonly PgEvent[], ...types: T[]) => events.filter((e): e is Extract<PgEvent, { type: T }> => (types as string[]).includes(e.type));

/** A command whose handler is `call`: a procedure PG's morale or fire will call, run in a PG command context. */
interface Call {
  readonly type: "call";
  readonly side: string;
  readonly call: (ctx: PgContext) => void;
}
const callRuleset: Ruleset<PgBattle, Call, PgEvent> = {
  id: "pg-transport-call-test",
  apply: applyPgEvent,
  draft: draftOf,
  execute: (outer, c) => c.call({ ...outer, map, tec, charts: pg3Charts, rules: PG_RULES }),
};

/** Runs `call` on `b` as a command: its state and events, or its refusal. */
export const called = (b: PgBattle, call: (ctx: PgContext) => void) => runCommand(callRuleset, b, { type: "call", side: "soviet", call }, new ScriptedDice([]));

/** `e` applied to a copy of `b` by PG's reducers. */
export function applied(b: PgBattle, ...events: PgEvent[]): PgBattle {
  const d = draftOf(b);
  for (const e of events) applyPgEvent(d, e);
  return d;
}
