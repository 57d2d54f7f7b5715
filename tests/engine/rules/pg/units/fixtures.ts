import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import type { PgUnitType } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import type { PgStackPiece } from "../../../../../src/engine/rules/pg/units/stacking";
import { unitClassOf, type PgUnitClass } from "../../../../../src/engine/rules/pg/units/unit-class";
import { base, cell as c, fire, fixtureCounters, transports } from "../fixture-counters";

/** Counters the demonstration set lacks. */
const fixtures = fixtureCounters("PG units test fixtures", {
    truck: transports.truck,
    wagon: transports.wagon,
    "armed-truck": {
      ...base, name: "Armed truck", code: "TRK", kind: "transport", transport: "truck", movementClass: c("motorized"),
      faces: { full: { directFire: fire(1, 1), movement: c(8) } },
    },
    engineer: { ...base, name: "Engineer", code: "ENG", kind: "engineer", movementClass: c("foot"), faces: { full: { directFire: fire(6, 3), movement: c(4) } } },
    mortar: { ...base, name: "Mortar", code: "MTR", kind: "mortar", movementClass: c("foot"), faces: { full: { bombardmentFire: fire(4, 8), movement: c(3) } } },
    motorcycle: { ...base, name: "Motorcycle", code: "MC", kind: "infantry", movementClass: c("motorized"), faces: { full: { directFire: fire(4, 2), movement: c(10) } } },
    atr: { ...base, name: "ATR", code: "ATR", kind: "anti-tank", movementClass: c("foot"), faces: { full: { antiTankFire: fire(1, 2), movement: c(4) } } },
    "light-tank": {
      ...base, name: "Light tank", code: "TK", kind: "tank", armor: c(0), movementClass: c("mechanized"),
      faces: { full: { antiTankFire: fire(2, 4), movement: c(7) } },
    },
    "armored-car": {
      ...base, name: "Armored car", code: "AC", kind: "armored-car", armor: c(0), armoredCar: c(true), movementClass: c("motorized"),
      faces: { full: { directFire: fire(3, 3), movement: c(10) } },
    },
    "open-top-spa": {
      ...base, name: "SP gun", code: "SPA", kind: "sp-artillery", armor: c(1), openTop: c(true), movementClass: c("mechanized"),
      faces: { full: { bombardmentFire: fire(12, 20), movement: c(5) } },
    },
    "infantry-gun": {
      ...base, name: "Infantry gun", code: "IG", kind: "artillery", movementClass: c("foot"),
      faces: { full: { directFire: fire(4, 4), movement: c(2) } },
    },
    "light-at-gun": {
      ...base, name: "Light AT gun", code: "AT", kind: "anti-tank", movementClass: c("towed"),
      faces: { full: { antiTankFire: fire(3, 4), movement: c(0) }, limbered: { movement: c(1) } },
    },
});

const demo = pg3Charts.demoCounters.units;

/** A counter of the demonstration set (PG's quoted values) or of the fixtures above. */
export function counterType(id: string): PgUnitType {
  const found = demo[id] ?? fixtures[id];
  if (!found) throw new Error(`no PG counter ${id}`);
  return found;
}

/** The plain class of a counter (units/unit-class.ts), as the classification and stacking read it. */
export const counter = (id: string): PgUnitClass => unitClassOf(counterType(id));

export const unit = (id: string, carried = false): PgStackPiece => ({ piece: "unit", unit: counter(id), carried });
export const leader: PgStackPiece = { piece: "leader" };
export const times = (n: number, piece: PgStackPiece): PgStackPiece[] => Array.from({ length: n }, () => piece);

/** Every counter id the tests may stack. */
export const counterIds = [...Object.keys(demo), ...Object.keys(fixtures)];
