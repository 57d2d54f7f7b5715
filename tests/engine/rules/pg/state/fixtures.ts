import { z } from "zod";
import { DataError } from "../../../../../src/engine/data/validate";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import { pgDaylight } from "../../../../../src/engine/rules/pg/los";
import type { PgBattle, PgSide } from "../../../../../src/engine/rules/pg/state/battle";
import { PgBattleFields, PgBattleJson } from "../../../../../src/engine/rules/pg/state/battle-schema";
import { pgUnitFromCounter, type PgLeader, type PgLeaderKind, type PgUnit, type PgUnitSetUp } from "../../../../../src/engine/rules/pg/state/pieces";
import { testMap } from "../../../../fixtures/maps";
import { base, cell as c, fire, transports } from "../fixture-counters";

/**
 * A small PG battle for the state tests: a 20 × 14 map (PG's TEC) with a minor river hex at [5, 5], German and Soviet
 * sides, and test counters standing for no printed ones (provenance playtest, as fixture-counters.ts says).
 */
export const map = testMap(pg3Charts.tec, [[5, 5, ["minor-river"]]], [20, 14]);
export const at = (col: number, row: number) => map.indexOfOffset(col, row);
export const RIVER = at(5, 5);

const soviet = { ...base, nationality: "soviet" };
const tank = (nationality: string, armor: number) => ({
  ...base, nationality, name: "Tank", code: "TK", kind: "tank", armor: c(armor), movementClass: c("mechanized"), steps: c(2),
  faces: { full: { directFire: fire(4, 4), antiTankFire: fire(5, 5), movement: c(6) }, reduced: { directFire: fire(2, 4), antiTankFire: fire(3, 5), movement: c(6) } },
});
const infantry = (nationality: string) => ({
  ...base, nationality, name: "Infantry", code: "INF", kind: "infantry", movementClass: c("foot"), steps: c(2),
  faces: { full: { directFire: fire(5, 3), movement: c(4) }, reduced: { directFire: fire(2, 3), movement: c(4) } },
});

export const counters = PgCounterSet.parse({
  ruleset: "panzer-grenadier",
  edition: "PG3",
  name: "PG state test fixtures",
  nationalities: { german: { name: "German" }, soviet: { name: "Soviet" }, italian: { name: "Italian" } },
  units: {
    "german-infantry": infantry("german"),
    "soviet-infantry": infantry("soviet"),
    "german-tank": tank("german", 3),
    "soviet-tank": tank("soviet", 2),
    "italian-tank": tank("italian", 1),
    "german-apc": {
      ...base, name: "APC", code: "SPW", kind: "transport", armor: c(0), openTop: c(true), apc: c(true), movementClass: c("mechanized"),
      faces: { full: { directFire: fire(1, 2), movement: c(8) } },
    },
    "german-truck": transports.truck,
    "soviet-truck": { ...transports.truck, nationality: "soviet" },
    "soviet-engineer": { ...soviet, name: "Engineer", code: "ENG", kind: "engineer", movementClass: c("foot"), faces: { full: { directFire: fire(6, 3), movement: c(4) } } },
    "soviet-at-gun": {
      ...soviet, name: "45 mm AT gun", code: "AT", kind: "anti-tank", movementClass: c("towed"),
      faces: { full: { antiTankFire: fire(3, 4), movement: c(0) }, limbered: { movement: c("T") } },
    },
    "german-hmg": { ...base, name: "HMG", code: "HMG", kind: "hmg", movementClass: c("foot"), faces: { full: { directFire: fire(9, 5), movement: c(3) } } },
  },
}).units;
export const TYPES = Object.keys(counters);

/** A unit of fixture type `type` for `side`. */
export const unit = (id: string, side: string, type: string, setUp: PgUnitSetUp = {}): PgUnit => pgUnitFromCounter(id, side, type, counters[type]!, setUp);

export function leader(id: string, side: string, hex: number | null, kind: PgLeaderKind = "regular", rank = 3): PgLeader {
  return { id, side, name: id, kind, rank, morale: 8, combat: 1, moraleBonus: 1, hex, status: "good", movedFired: false, hidden: false, carriedBy: null };
}

export const side = (id: string, over: Partial<PgSide> = {}): PgSide => ({ id, name: id, initiative: 2, stepsPerInitiative: null, stepsLost: 0, morale: { full: 8, reduced: 7 }, ...over });

/** A battle in 1942 (no Soviet tank leaders by rule, 6.8) holding `units` and `leaders`; the Soviets have one tank leader to give. */
export function battle(units: readonly PgUnit[] = [], leaders: readonly PgLeader[] = [], over: Partial<PgBattle> = {}): PgBattle {
  return {
    ruleset: "panzer-grenadier",
    edition: "PG3",
    turn: 1,
    lastTurn: 8,
    phase: "initiative",
    year: 1942,
    sides: [side("german"), side("soviet", { tankLeaders: 1 })],
    initiative: null,
    impulses: null,
    activation: null,
    units: new Map(units.map((u) => [u.id, u])),
    leaders: new Map(leaders.map((l) => [l.id, l])),
    eliminated: [],
    visibility: pgDaylight(),
    smoke: [],
    control: {},
    tankLeaders: {},
    ...over,
  };
}

/** A battle's JSON, as a saved game holds it. */
export const toJson = (b: PgBattle): Record<string, unknown> => JSON.parse(JSON.stringify(encodeOnMap(map, PgBattleJson, b)));

/** The codec's encoding without its checks: the JSON of a battle that cannot exist, for the checks to refuse. */
const Unchecked = z.codec(PgBattleFields, z.custom<PgBattle>(), {
  decode: () => z.NEVER,
  encode: ({ visibility, ...b }) => ({ ...b, units: Object.fromEntries(b.units), leaders: Object.fromEntries(b.leaders), light: visibility.light }) as z.output<typeof PgBattleFields>,
});
export const anyJson = (b: PgBattle): Record<string, unknown> => JSON.parse(JSON.stringify(encodeOnMap(map, Unchecked, b)));
export const fromJson = (json: unknown): PgBattle => decodeOnMap(map, PgBattleJson, json, "battle");

/** What decoding `json` refuses: each JSON path with its message; none for a battle that can exist. */
export function refusals(json: unknown): { path: string; message: string }[] {
  try {
    fromJson(json);
    return [];
  } catch (e) {
    if (e instanceof DataError) return e.issues.map((i) => ({ path: i.path, message: i.message }));
    throw e;
  }
}

/** The JSON of `b` changed by `change` (which may write it in place). */
export function altered(b: PgBattle, change: (json: any) => void): Record<string, unknown> {
  const json = anyJson(b);
  change(json);
  return json;
}
