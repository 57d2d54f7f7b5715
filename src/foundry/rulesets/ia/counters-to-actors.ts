/**
 * A counter set (src/engine/data/schemas/counters.ts) as `unit` and `leader` actors. The actors' `system` is
 * the counter set's entry as it is — cells `{value, provenance}`, faces, the same field names — so there is nothing to
 * translate: a missing optional value is null (a blank string for text), `T` movement and `unlimited` range are null,
 * and each actor keeps its id in the set (`counterId`).
 */
import { rankTitles, type CounterSet, type Leader, type UnitType } from "../../../engine/rules/ia/data/schemas/counters";
import type { Cell, Provenance } from "../../../engine/data/provenance";
import { systemPath } from "../../constants";
import type { CellData, ProvenanceData } from "../../data/actor/system-data";
import type { FaceData, FireValueData, LeaderSystem, UnitSystem } from "./actors/system-data";
import { hashedId } from "../../data/static-id";

type CounterFace = UnitType["faces"]["full"];
type FireValue = NonNullable<CounterFace["directFire"]>;
type Faces = UnitType["faces"];

/** Which counter set an actor's counter belongs to. */
export interface CounterSetHeader {
  readonly ruleset: string;
  readonly edition: string;
  readonly name: string;
  /** Names of the nationalities (by id); an id without one is named by the id. */
  readonly nationalities?: Readonly<Record<string, { readonly name: string }>>;
}

/** What a unit or leader actor is made of, in a pack's source or a world. */
export interface CounterActor<System> {
  _id: string;
  name: string;
  type: "unit" | "leader";
  img: string;
  system: System;
  prototypeToken: { name: string; texture: { src: string }; actorLink: false; width: 1; height: 1; disposition: 0 };
  items: [];
  effects: [];
  folder: null;
  ownership: { default: 0 };
  flags: Record<string, never>;
}
export type UnitActor = CounterActor<UnitSystem>;
export type LeaderActor = CounterActor<LeaderSystem>;

/** The actor a counter imports into, for good: the same id in every world and pack (`ia1` + a hash of its id). */
export function counterActorId(set: Pick<CounterSetHeader, "ruleset" | "edition">, kind: "unit" | "leader", id: string): string {
  return hashedId(set.edition.toLowerCase().replace(/[^a-z0-9]/g, ""), `${set.ruleset}/${set.edition}/${kind}/${id}`);
}

/**
 * The counter a battle's piece is: a leader is his counter; a unit is `<unit type>-<n>`, numbered across the setup (the
 * engine's `battleFromScenario`). Null when the counter set has neither.
 */
export function counterOfPiece(counters: CounterSet, piece: string): { readonly kind: "unit" | "leader"; readonly id: string } | null {
  if (Object.hasOwn(counters.leaders, piece)) return { kind: "leader", id: piece };
  const type = piece.replace(/-\d+$/, "");
  return type !== piece && Object.hasOwn(counters.units, type) ? { kind: "unit", id: type } : null;
}

/** Placeholder counter art (assets/counters): a NATO-style symbol per category, a pennant per leader type. */
export const counterArt = {
  unit: (category: UnitType["category"]) => systemPath(`assets/counters/${category}.svg`),
  leader: (type: Leader["type"]) => systemPath(`assets/counters/leader-${type}.svg`),
};

// ---------------------------------------------------------------------------------------------------------------
// Counter set → actors

const provenanceData = (p: Provenance): ProvenanceData => ({ source: p.source, rule: p.source === "rules" ? p.rule : "", note: p.note ?? "" });
const cellData = <T>(c: Cell<T>): CellData<T> => ({ value: c.value, provenance: provenanceData(c.provenance) });
/** `unlimited` range and `T` movement are null. */
const wordAsNull = <T>(c: Cell<T | string>): CellData<T | null> => ({
  value: typeof c.value === "string" ? null : c.value,
  provenance: provenanceData(c.provenance),
});

function fireData(f: FireValue | undefined): FireValueData | null {
  return f ? { strength: cellData(f.strength), range: wordAsNull<number>(f.range) } : null;
}

function faceData(f: CounterFace | undefined): FaceData | null {
  if (!f) return null;
  return {
    directFire: fireData(f.directFire),
    bombardmentFire: fireData(f.bombardmentFire),
    movement: wordAsNull<number>(f.movement),
    morale: f.morale ? cellData(f.morale) : null,
  };
}

function actor<System>(id: string, name: string, type: "unit" | "leader", img: string, system: System): CounterActor<System> {
  return {
    _id: id,
    name,
    type,
    img,
    system,
    prototypeToken: { name, texture: { src: img }, actorLink: false, width: 1, height: 1, disposition: 0 },
    items: [],
    effects: [],
    folder: null,
    ownership: { default: 0 },
    flags: {},
  };
}

export function unitActor(set: CounterSetHeader, id: string, u: UnitType): UnitActor {
  const system: UnitSystem = {
    counterId: id,
    code: u.code,
    nationality: u.nationality,
    category: u.category,
    size: u.size,
    subtype: u.subtype ?? "",
    ledBy: u.ledBy ?? "",
    ...(u.specialSpotting ? { specialSpotting: true } : {}),
    steps: cellData(u.steps),
    faces: {
      full: faceData(u.faces.full)!,
      reduced: faceData(u.faces.reduced),
      limbered: faceData(u.faces.limbered),
      dismounted: faceData(u.faces.dismounted),
      dismountedReduced: faceData(u.faces.dismountedReduced),
    },
  };
  return actor(counterActorId(set, "unit", id), u.name, "unit", counterArt.unit(u.category), system);
}

export function leaderActor(set: CounterSetHeader & Pick<CounterSet, "ranks">, id: string, l: Leader): LeaderActor {
  const system: LeaderSystem = {
    counterId: id,
    nationality: l.nationality,
    type: l.type,
    subtype: l.subtype ?? "",
    rank: String(l.rank),
    rankTitles: typeof l.rank === "string" ? rankTitles(set.ranks, l.nationality, l.type) : [],
    morale: cellData(l.morale),
    combat: cellData(l.combat),
    moraleBonus: cellData(l.moraleBonus),
    piece: l.piece ?? "",
  };
  return actor(counterActorId(set, "leader", id), l.name, "leader", counterArt.leader(l.type), system);
}

/** One actor per unit type, then one per leader, in the counter set's order. */
export function countersToActors(set: CounterSet): (UnitActor | LeaderActor)[] {
  return [
    ...Object.entries(set.units).map(([id, u]) => unitActor(set, id, u)),
    ...Object.entries(set.leaders).map(([id, l]) => leaderActor(set, id, l)),
  ];
}

