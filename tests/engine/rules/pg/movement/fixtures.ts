import type { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import type { HexMap } from "../../../../../src/engine/map";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { AtTable } from "../../../../../src/engine/rules/pg/data/schemas/at-table";
import { pgSight } from "../../../../../src/engine/rules/pg/los";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state/battle";
import { pgUnitFromCounter, type PgLeader, type PgUnit, type PgUnitSetUp } from "../../../../../src/engine/rules/pg/state/pieces";
import { terrain } from "../../../../fixtures/tec";
import { testMap, type Cell } from "../../../../fixtures/maps";
import { base, cell as c, fire, fixtureCounters, transports } from "../fixture-counters";
import { battle as stateBattle, leader as stateLeader } from "../state/fixtures";

/**
 * PG movement fixtures: test counters standing for no printed ones (provenance playtest, fixture-counters.ts), German
 * ("german") movers against Soviet ("soviet") enemies; a side is the unit's, whatever its counter's nationality.
 */
const tank = (armor: number, at: [number, number], extra: object = {}) => ({
  ...base, name: `Tank armor ${armor}`, code: "TK", kind: "tank", armor: c(armor), movementClass: c("mechanized"),
  faces: { full: { antiTankFire: fire(...at), movement: c(6) } }, ...extra,
});

export const counters = fixtureCounters("PG movement test fixtures", {
  infantry: { ...base, name: "Infantry", code: "INF", kind: "infantry", movementClass: c("foot"), faces: { full: { directFire: fire(5, 3), movement: c(4) } } },
  hmg: { ...base, name: "HMG", code: "HMG", kind: "hmg", movementClass: c("foot"), faces: { full: { directFire: fire(9, 5), movement: c(3) } } },
  engineer: { ...base, name: "Engineer", code: "ENG", kind: "engineer", movementClass: c("foot"), faces: { full: { directFire: fire(6, 3), movement: c(4) } } },
  mortar: { ...base, name: "Mortar", code: "MTR", kind: "mortar", movementClass: c("foot"), faces: { full: { bombardmentFire: fire(4, 8), movement: c(3) } } },
  atr: { ...base, name: "ATR", code: "ATR", kind: "anti-tank", movementClass: c("foot"), faces: { full: { antiTankFire: fire(1, 2), movement: c(4) } } },
  "at-gun": {
    ...base, name: "AT gun", code: "AT", kind: "anti-tank", movementClass: c("towed"),
    faces: { full: { antiTankFire: fire(3, 4), movement: c(0) }, limbered: { movement: c("T") } },
  },
  "light-gun": {
    ...base, name: "Light gun", code: "IG", kind: "artillery", movementClass: c("towed"),
    faces: { full: { directFire: fire(3, 4), movement: c(0) }, limbered: { movement: c(1) } },
  },
  "weak-at": tank(1, [-3, 4], { name: "Weak AT" }),
  "weaker-at": tank(1, [-4, 4], { name: "Weaker AT" }),
  "tank-5": tank(1, [5, 5]),
  "tank-armor-5": tank(5, [5, 5]),
  "tank-armor-6": tank(6, [5, 5]),
  "tank-armor-7": tank(7, [5, 5]),
  "tank-armor-8": tank(8, [5, 5]),
  "open-top": tank(1, [2, 3], { name: "Open-top SP gun", code: "SPG", kind: "sp-artillery", openTop: c(true) }),
  apc: {
    ...base, name: "APC", code: "SPW", kind: "transport", armor: c(0), openTop: c(true), apc: c(true), movementClass: c("mechanized"),
    faces: { full: { directFire: fire(1, 2), movement: c(8) } },
  },
  "armed-truck": { ...transports.truck, name: "Armed truck", faces: { full: { directFire: fire(2, 2), movement: c(8) } } },
  "motorized-wagon": { ...transports.wagon, name: "Wagon printed motorized", movementClass: c("motorized") },
  ...transports,
});

/** Unit `id` of fixture type `type` for `side` in `hex`. */
export const unit = (id: string, side: "german" | "soviet", type: string, hex: number | null, setUp: PgUnitSetUp = {}): PgUnit =>
  pgUnitFromCounter(id, side, type, counters[type]!, { ...setUp, hex });

export const leader = (id: string, side: string, hex: number): PgLeader => stateLeader(id, side, hex);

/** A battle on turn 2 holding `units` and `leaders` (PG state fixtures), or `over`. */
export const battle = (units: readonly PgUnit[], leaders: readonly PgLeader[] = [], over: Partial<PgBattle> = {}): PgBattle =>
  stateBattle(units, leaders, { phase: "action", turn: 2, ...over });

/** The shipped AT table: its first band with a result starts at a modified 10 (PG 1.1, 11.1, rules provenance), a truck counts −1 (11.11). */
export const atTable = pg3Charts.atTable;

/** `atTable` with its first result band starting at `min` instead, and no die modifiers: a GM's own table. */
export const atTableFrom = (min: number): AtTable =>
  AtTable.parse({
    ...atTable,
    modifiers: [],
    bands: [atTable.bands[0], { ...atTable.bands[1], min: { value: min, provenance: { source: "playtest", note: "test fixture" } } }],
  });

/** A map of PG's TEC (its spotting cells are the text's, 8.2, 8.21), clear but for `cells`, with its daylight sight. */
export function sightMap(cells: Cell[] = []) {
  const map = testMap(pg3Charts.tec, cells, [24, 24]);
  return { map, sight: pgSight(map, pg3Charts.tec), at: (col: number, row: number) => map.indexOfOffset(col, row) };
}

const fx = { source: "playtest", note: "test fixture" } as const;
const cost = <T>(value: T) => ({ value, provenance: fx });

/**
 * A TEC standing for no printed chart: clear 1; woods 2 (mechanized 3, motorized 4); minor river 3 and major river 4,
 * which it does not forbid to motorized units (the text does, 5.71, 5.72); road ½; bridge ½ (motorized 1); ford 2.
 */
export const costTec: TerrainEffectsChart = {
  ruleset: "panzer-grenadier",
  edition: "PG3",
  name: "PG movement test TEC",
  terrain: {
    clear: terrain("Clear", {}),
    woods: { ...terrain("Woods", { limiting: true, los: "blocks", conceal: 3 }), moveCost: cost(2), moveCosts: { mechanized: cost(3), motorized: cost(4) } },
    town: { ...terrain("Town", { limiting: true, los: "blocks", conceal: 3 }), moveCost: cost(1) },
    "minor-river": { ...terrain("Minor river", {}), moveCost: cost(3) },
    "major-river": { ...terrain("Major river", {}), moveCost: cost(4) },
  },
  hexsides: {
    road: { name: "Road", kind: "road", los: cost("clear"), moveCost: cost(0.5), combat: [] },
    bridge: { name: "Bridge", kind: "crossing", los: cost("clear"), moveCost: cost(0.5), moveCosts: { motorized: cost(1) }, combat: [] },
    ford: { name: "Ford", kind: "crossing", los: cost("clear"), moveCost: cost(2), combat: [] },
  },
};

/**
 * A river running down column 10 of a 20 × 20 map of `costTec` (`kind`, minor or major), woods at [11, 5]. Flat-topped,
 * odd columns shoved down: river hex [10, 5] has its west bank at [9, 4], [9, 5] and its east bank at [11, 4], [11, 5].
 */
export function riverMap(kind: "minor-river" | "major-river"): { map: HexMap; at: (col: number, row: number) => number } {
  const cells: Cell[] = Array.from({ length: 20 }, (_, row): Cell => [10, row, [kind]]);
  const map = testMap(costTec, [...cells, [11, 5, ["woods"]]], [20, 20]);
  return { map, at: (col, row) => map.indexOfOffset(col, row) };
}
