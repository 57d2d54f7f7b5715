/**
 * A counter set (src/engine/data/schemas/counters.ts) as `unit` and `leader` actors, and back. The actors' `system` is
 * the counter set's entry as it is — cells `{value, provenance}`, faces, the same field names — so there is nothing to
 * translate: a missing optional value is null (a blank string for text), `T` movement and `unlimited` range are null,
 * and each actor keeps its id in the set (`counterId`). The referee makes pieces from actors the way the engine makes
 * them from a counter set: `countersFromActors`, then the engine's `battleFromScenario`.
 */
import { CounterSet, rankTitles, type Leader, type UnitType } from "../../../engine/data/schemas/counters";
import type { Cell, Provenance } from "../../../engine/data/provenance";
import { DataError, parseData, type DataIssue } from "../../../engine/data/validate";
import { systemPath } from "../../constants";
import type { CellData, FaceData, FireValueData, LeaderSystem, ProvenanceData, UnitSystem } from "../../data/actor/system-data";
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

// ---------------------------------------------------------------------------------------------------------------
// Actors → counter set

const provenanceOf = (p: ProvenanceData): Provenance => {
  const note = p.note ? { note: p.note } : {};
  return p.source === "rules" ? { source: "rules", rule: p.rule, ...note } : { source: p.source, ...note };
};
const cellOf = <T>(c: CellData<T>): Cell<T> => ({ value: c.value, provenance: provenanceOf(c.provenance) });
/** Null is the counter schema's word: `unlimited` range, `T` movement. */
const nullAsWord = <W extends string>(c: CellData<number | null>, word: W): Cell<number | W> => ({
  value: c.value ?? word,
  provenance: provenanceOf(c.provenance),
});

function fireValueOf(f: FireValueData): FireValue {
  return { strength: cellOf(f.strength), range: nullAsWord(f.range, "unlimited") };
}

function faceOf(f: FaceData): CounterFace {
  return {
    ...(f.directFire ? { directFire: fireValueOf(f.directFire) } : {}),
    ...(f.bombardmentFire ? { bombardmentFire: fireValueOf(f.bombardmentFire) } : {}),
    movement: nullAsWord(f.movement, "T"),
    ...(f.morale ? { morale: cellOf(f.morale) } : {}),
  };
}

const FACES = ["reduced", "limbered", "dismounted", "dismountedReduced"] as const;

/** A unit actor's unit type in the counter schema. */
export function unitTypeOf(name: string, s: UnitSystem): UnitType {
  const faces: Faces = { full: faceOf(s.faces.full) };
  for (const face of FACES) {
    const f = s.faces[face];
    if (f) faces[face] = faceOf(f);
  }
  return {
    name,
    code: s.code,
    nationality: s.nationality,
    category: s.category,
    size: s.size,
    ...(s.subtype ? { subtype: s.subtype } : {}),
    ...(s.ledBy ? { ledBy: s.ledBy } : {}),
    steps: cellOf(s.steps),
    faces,
  };
}

/** A leader actor as the counter schema's leader: a rank of digits is his stars (IA2 3.2), anything else a title. */
export function leaderOf(name: string, s: LeaderSystem): Leader {
  return {
    name,
    nationality: s.nationality,
    type: s.type,
    ...(s.subtype ? { subtype: s.subtype } : {}),
    rank: /^\d+$/.test(s.rank) ? Number(s.rank) : s.rank,
    morale: cellOf(s.morale),
    combat: cellOf(s.combat),
    moraleBonus: cellOf(s.moraleBonus),
    ...(s.piece ? { piece: s.piece } : {}),
  };
}

type AnyCounterActor = Pick<UnitActor, "name" | "type" | "system"> | Pick<LeaderActor, "name" | "type" | "system">;

/**
 * The counter set the actors hold: each under its `counterId`; the rank lists from the leaders' (one per nationality
 * and leader type). Checked by the counter schema: a DataError names the actor and field at fault.
 */
export function countersFromActors(header: CounterSetHeader, actors: readonly AnyCounterActor[]): CounterSet {
  const issues: DataIssue[] = [];
  const units: Record<string, UnitType> = {};
  const leaders: Record<string, Leader> = {};
  const ranks = new Map<string, { nationality: string; type: Leader["type"]; titles: string[] }>();
  const nationalities = new Set<string>();
  actors.forEach((a, i) => {
    const id = a.system.counterId;
    if (!id) return issues.push({ path: `$[${i}].system.counterId`, message: "HEX_TACTICS.Counters.noCounterId" });
    if (Object.hasOwn(units, id) || Object.hasOwn(leaders, id)) return issues.push({ path: `$[${i}].system.counterId`, message: "HEX_TACTICS.Counters.duplicateCounterId" });
    nationalities.add(a.system.nationality);
    if (a.type === "unit") units[id] = unitTypeOf(a.name, a.system as UnitSystem);
    else {
      const s = a.system as LeaderSystem;
      leaders[id] = leaderOf(a.name, s);
      if (!s.rankTitles.length) return;
      const key = `${s.nationality}/${s.type}`;
      const known = ranks.get(key);
      if (!known) ranks.set(key, { nationality: s.nationality, type: s.type, titles: [...s.rankTitles] });
      else if (known.titles.join("\n") !== s.rankTitles.join("\n")) issues.push({ path: `$[${i}].system.rankTitles`, message: "HEX_TACTICS.Counters.rankTitlesDiffer" });
    }
  });
  if (issues.length) throw new DataError(header.name, issues);
  const json = {
    ruleset: header.ruleset,
    edition: header.edition,
    name: header.name,
    nationalities: Object.fromEntries([...nationalities].sort().map((id) => [id, { name: header.nationalities?.[id]?.name ?? id }])),
    ranks: [...ranks.values()],
    units,
    leaders,
  };
  return parseData(CounterSet, json, header.name);
}
