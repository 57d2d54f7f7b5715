import type { Cell, Provenance } from "../../../data/provenance";

/**
 * What PG's rules read of a unit's piece, as plain values: its type, the scenario's designations and its printed faces.
 * A counter of the counter set gives them (`unitClassOf`) and so does a unit in a battle (state/pieces.ts `PgUnit`, which
 * carries them), so that one classification (classify.ts), one stacking count (stacking.ts) and one AT procedure (at/)
 * serve both.
 */

/** The unit types of the Playing Pieces chart (PG 1.2). */
export const PG_UNIT_KINDS = [
  "anti-aircraft",
  "anti-tank",
  "armored-car",
  "armored-train",
  "artillery",
  "cavalry",
  "engineer",
  "hmg",
  "infantry",
  "light-infantry",
  "mortar",
  "parachute",
  "river-vessel",
  "sp-artillery",
  "tank",
  "transport",
] as const;
export type PgUnitKind = (typeof PG_UNIT_KINDS)[number];

/** PG 5.1's movement classes. */
export const PG_MOVEMENT_CLASSES = ["mechanized", "motorized", "towed", "foot"] as const;
export type PgMovementClass = (typeof PG_MOVEMENT_CLASSES)[number];

/** The unarmed transports (PG 1.2, 7.61). */
export const PG_TRANSPORT_KINDS = ["wagon", "truck", "sledge"] as const;
export type PgTransportKind = (typeof PG_TRANSPORT_KINDS)[number];

/** A printed "strength-range" pair (PG 1.2 Fire Values, 7.3); AT strengths below 0 exist (11.2). */
export interface FireValue {
  readonly strength: number;
  readonly range: number;
  /** Where the printed strength comes from (data/provenance), when read off a counter; a battle's units carry none. */
  readonly provenance?: Provenance;
}

/** The values printed on one side of a unit: black direct, white bombardment, red-on-yellow AT fire (PG 7.3), MPs or `T` (5.62). */
export interface PgFace {
  readonly direct: FireValue | null;
  readonly bombardment: FireValue | null;
  readonly at: FireValue | null;
  readonly movement: number | "T";
}

/** The sides a unit may show: full strength, reduced (PG 7.6), limbered (5.62). */
export type PgFaceName = "full" | "reduced" | "limbered";

/** A unit's classes and faces (PG 1.2, 4.3, 5.1, 5.62, 6.85, 7.3). */
export interface PgUnitClass {
  readonly kind: PgUnitKind;
  /** Abbreviation printed on the piece (INF, HMG, ENG, ATR …). */
  readonly code: string;
  /** An unarmed transport's kind (PG 7.61 wagon, truck or sledge); absent for every other unit. */
  readonly transport?: PgTransportKind;
  /** The armor value; null: not an AFV, and 0 is one (PG 1.2 AFV). */
  readonly armor: number | null;
  /** Open-top AFV (PG 1.2, the scenario book's designation); every APC is one (4.3). */
  readonly openTop: boolean;
  /** Armored personnel carrier (PG 1.2, 4.3). */
  readonly apc: boolean;
  /** Armored car (PG 5.1, 6.85). */
  readonly armoredCar: boolean;
  /** PG 5.1, as printed (classify.ts `movementClass` gives the class a move uses). */
  readonly movementClass: PgMovementClass;
  readonly full: PgFace;
  /** The reduced side of a unit of two steps (PG 1.2 Steps). */
  readonly reduced?: PgFace;
  /** The limbered side of a weapon that has one (PG 5.62). */
  readonly limberedFace?: PgFace;
  /** Where the armor value comes from, when read off a counter; a battle's units carry none. */
  readonly armorProvenance?: Provenance;
}

/** A printed fire value of a counter, each figure with its provenance (data/schemas/counters.ts). */
interface CounterFire {
  readonly strength: Cell<number>;
  readonly range: Cell<number>;
}
/** A printed side of a counter. */
interface CounterFace {
  readonly directFire?: CounterFire;
  readonly bombardmentFire?: CounterFire;
  readonly antiTankFire?: CounterFire;
  readonly movement: Cell<number | "T">;
}
/** What `unitClassOf` reads of a counter: a unit type of the counter set (data/schemas/counters.ts `PgUnitType`). */
export interface CounterClass {
  readonly kind: PgUnitKind;
  readonly code: string;
  readonly transport?: PgTransportKind;
  readonly armor: Cell<number | null>;
  readonly openTop: Cell<boolean>;
  readonly apc: Cell<boolean>;
  readonly armoredCar: Cell<boolean>;
  readonly movementClass: Cell<PgMovementClass>;
  readonly faces: { readonly full: CounterFace; readonly reduced?: CounterFace; readonly limbered?: CounterFace };
}

const fireOf = (f: CounterFire | undefined, sourced: boolean): FireValue | null =>
  f === undefined ? null : sourced ? { strength: f.strength.value, range: f.range.value, provenance: f.strength.provenance } : { strength: f.strength.value, range: f.range.value };

const faceOf = (f: CounterFace, sourced: boolean): PgFace => ({
  direct: fireOf(f.directFire, sourced),
  bombardment: fireOf(f.bombardmentFire, sourced),
  at: fireOf(f.antiTankFire, sourced),
  movement: f.movement.value,
});

/**
 * The plain class of a counter. `sourced` (the default) keeps the provenance of the printed strengths and armor, for
 * plans that show where their figures come from; a battle's unit is built without (state/pieces.ts `pgUnitFromCounter`).
 */
export function unitClassOf(counter: CounterClass, sourced = true): PgUnitClass {
  const { faces } = counter;
  return {
    kind: counter.kind,
    code: counter.code,
    ...(counter.transport === undefined ? {} : { transport: counter.transport }),
    armor: counter.armor.value,
    openTop: counter.openTop.value,
    apc: counter.apc.value,
    armoredCar: counter.armoredCar.value,
    movementClass: counter.movementClass.value,
    full: faceOf(faces.full, sourced),
    ...(faces.reduced ? { reduced: faceOf(faces.reduced, sourced) } : {}),
    ...(faces.limbered ? { limberedFace: faceOf(faces.limbered, sourced) } : {}),
    ...(sourced ? { armorProvenance: counter.armor.provenance } : {}),
  };
}

/** The side `name` of a unit, if it has one. */
export function faceNamed(u: PgUnitClass, name: PgFaceName): PgFace | undefined {
  return name === "full" ? u.full : name === "reduced" ? u.reduced : u.limberedFace;
}

/** Every side the unit has. */
export const facesOf = (u: PgUnitClass): readonly PgFace[] => [u.full, u.reduced, u.limberedFace].filter((f): f is PgFace => f !== undefined);
