/**
 * The `system` data of Panzer Grenadier's actor types as plain JSON: the shapes unit-model.ts and leader-model.ts
 * define, written out so code that only reads or writes data (the counter import, sheet view models) needs no Foundry.
 * A test checks they and the models name the same fields.
 */
import type { PgLeaderKind } from "../../../../engine/rules/pg/state/pieces";
import type { PgMovementClass, PgTransportKind, PgUnitKind } from "../../../../engine/rules/pg/units/unit-class";
import type { CellData } from "../../../data/actor/system-data";

/** A printed "strength-range" pair (PG 7.3). */
export interface PgFireValueData {
  strength: CellData<number>;
  range: CellData<number>;
}

/** One side of a unit's piece: black direct, white bombardment, red-on-yellow AT fire (PG 7.3), each null where not printed. */
export interface PgFaceData {
  directFire: PgFireValueData | null;
  bombardmentFire: PgFireValueData | null;
  antiTankFire: PgFireValueData | null;
  /** Movement points; null is `T`: moves only when towed (PG 5.62). */
  movement: CellData<number | null>;
}

/** A unit type of a `pg-counters` set; the actor's name is its `name`. */
export interface PgUnitSystem {
  counterId: string;
  code: string;
  nationality: string;
  kind: PgUnitKind;
  /** An unarmed transport's kind (PG 7.61); blank: none. */
  transport: "" | PgTransportKind;
  /** Null: not an AFV; 0 is one (PG 1.2). */
  armor: CellData<number | null>;
  openTop: CellData<boolean>;
  apc: CellData<boolean>;
  armoredCar: CellData<boolean>;
  movementClass: CellData<PgMovementClass>;
  /** PG 5.64: a weapon with an armor value. */
  selfPropelled: boolean;
  /** A Soviet Guards unit (PG 6.8, 11.2): the scenario's designation, false on a counter. */
  guards: boolean;
  steps: CellData<number>;
  faces: { full: PgFaceData; reduced: PgFaceData | null; limbered: PgFaceData | null };
  /** Full and reduced morale, where a counter set stands in for a scenario (PG 14.0); null: the side's. */
  morale: { full: CellData<number>; reduced: CellData<number> } | null;
}

/** One side of a leader piece (PG 1.2 Leaders). */
export interface PgLeaderSideData {
  name: string;
  /** A rank title: PG 1.2's CPL … COL, or a game's own. */
  rank: CellData<string>;
  morale: CellData<number>;
  combat: CellData<number>;
  moraleModifier: CellData<number>;
}

/** A two-sided leader piece of a `pg-counters` set; the actor's name is both sides' names. */
export interface PgLeaderSystem {
  counterId: string;
  nationality: string;
  kind: PgLeaderKind;
  faces: { front: PgLeaderSideData; back: PgLeaderSideData };
}
