import { AtTable } from "../../../../../src/engine/rules/pg/data/schemas/at-table";
import type { PgUnitType } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import { unitClassOf, type PgUnitClass } from "../../../../../src/engine/rules/pg/units/unit-class";
import { base, cell as c, fire, fixtureCounters, transports } from "../fixture-counters";
import type { AtShotInput } from "../../../../../src/engine/rules/pg/at/at-fire";

/**
 * A fixture Anti-Tank Fire Table: the cells the rules text fixes carry their rule (threshold 10, 1.1; truck −1, 11.11;
 * crossfire +2, 11.12; hidden firer +2, 17.3); the rest are test figures, marked as such, standing for no printed chart.
 */
const rule = (r: string) => ({ source: "rules", rule: r }) as const;
const fx = { source: "playtest", note: "test fixture" } as const;
export const table = AtTable.parse({
  id: "at-fixture",
  name: "AT fixture",
  ruleset: "panzer-grenadier",
  edition: "PG3",
  dice: { count: 2, sides: 6 },
  bands: [
    { result: { value: "-", provenance: rule("1.1") } },
    { min: { value: 10, provenance: rule("1.1") }, result: { value: "H", provenance: fx } },
    { min: { value: 13, provenance: fx }, result: { value: "K", provenance: fx } },
  ],
  results: {
    "-": { label: "No effect", steps: 0, morale: null, provenance: rule("1.1") },
    H: { label: "Hit", steps: 1, morale: null, provenance: fx },
    K: { label: "Killed", steps: 2, morale: null, provenance: fx },
  },
  truckArmor: { value: -1, provenance: rule("11.11") },
  modifiers: [
    { id: "crossfire", label: "Crossfire", category: "tactic", die: { value: 2, provenance: rule("11.12") }, rule: "11.12" },
    { id: "point-blank", label: "Adjacent", category: "range", die: { value: 3, provenance: fx }, rule: "12.52" },
    { id: "hidden-firer-strategic-move", label: "Hidden", category: "tactic", die: { value: 2, provenance: rule("17.3") }, optional: true, rule: "17.3" },
    { id: "unknown-to-the-engine", label: "A GM's own", category: "target", die: { value: 5, provenance: fx } },
  ],
});

const tank = (armor: number, at: [number, number]) => ({
  ...base, name: "Tank", code: "TK", kind: "tank", armor: c(armor), movementClass: c("mechanized"), steps: c(2),
  faces: { full: { antiTankFire: fire(...at), movement: c(6) }, reduced: { antiTankFire: fire(at[0] - 2, at[1]), movement: c(6) } },
});

const units = fixtureCounters("PG AT test fixtures", {
    "tank-5-5": tank(1, [5, 5]),
    "tank-armor-0": tank(0, [2, 4]),
    "tank-armor-4": tank(4, [6, 6]),
    "tank-at-0": tank(1, [0, 3]),
    "tank-at-minus-1": tank(1, [-1, 3]),
    apc: {
      ...base, name: "APC", code: "APC", kind: "transport", armor: c(0), openTop: c(true), apc: c(true), movementClass: c("mechanized"),
      faces: { full: { directFire: fire(1, 2), movement: c(8) } },
    },
    ...transports,
    infantry: { ...base, name: "Infantry", code: "INF", kind: "infantry", movementClass: c("foot"), steps: c(2), faces: { full: { directFire: fire(5, 3), movement: c(4) }, reduced: { directFire: fire(2, 3), movement: c(4) } } },
    "at-gun": {
      ...base, name: "AT gun", code: "AT", kind: "anti-tank", movementClass: c("towed"),
      faces: { full: { antiTankFire: fire(1, 3), movement: c(0) }, limbered: { movement: c("T") } },
    },
});

export function counterType(id: string): PgUnitType {
  const found = units[id];
  if (!found) throw new Error(`no AT fixture counter ${id}`);
  return found;
}

/** The plain class of a fixture counter, provenance of its printed figures kept (units/unit-class.ts). */
export const counter = (id: string): PgUnitClass => unitClassOf(counterType(id));

/** A shot by a full-strength 5-5 tank at an armor-1 tank 3 hexes off in the open: AT 5 − armor 1, no modifier. */
export function shot(over: Partial<AtShotInput> = {}): AtShotInput {
  return {
    firer: counter("tank-5-5").full,
    target: counter("tank-5-5"),
    distance: 3,
    firerInAssaultHex: false,
    targetInAssaultHex: false,
    friendlyVehicleInTargetHex: false,
    targetSpotted: true,
    crossfire: { attackedSinceLastMove: false, throughNonAdjacentHex: false },
    hiddenVsStrategicMover: false,
    ...over,
  };
}
