/**
 * A `pg-counters` set (src/engine/rules/pg/data/schemas/counters.ts) as `pg-unit` and `pg-leader` actors. The actors'
 * `system` is the counter's entry as it is — cells `{value, provenance}`, faces, the same field names — with a fire
 * value the piece does not print as null and `T` movement as null; each actor keeps its id in the set (`counterId`).
 */
import type { PgCounterSet, PgUnitType } from "../../../engine/rules/pg/data/schemas/counters";
import { isAfv, isWeapon } from "../../../engine/rules/pg/units/classify";
import { unitClassOf } from "../../../engine/rules/pg/units/unit-class";
import { systemPath } from "../../constants";
import { cellData, counterActor, counterActorId, wordAsNull, type CounterActor, type CounterSetHeader } from "../../data/actor/counter-actor";
import type { PgFaceData, PgFireValueData, PgLeaderSideData, PgLeaderSystem, PgUnitSystem } from "./actors/system-data";

export type PgUnitActor = CounterActor<"pg-unit", PgUnitSystem>;
export type PgLeaderActor = CounterActor<"pg-leader", PgLeaderSystem>;

type CounterFace = PgUnitType["faces"]["full"];
type CounterFire = NonNullable<CounterFace["directFire"]>;
type CounterLeader = PgCounterSet["leaders"][string];

/** Placeholder art (assets/counters): the nearest symbol there is for the unit's kind (vehicles: transport's), else infantry's. */
const ART: Partial<Record<PgUnitType["kind"], string>> = {
  artillery: "artillery",
  "anti-tank": "artillery",
  "anti-aircraft": "artillery",
  "sp-artillery": "artillery",
  mortar: "mortar",
  hmg: "machine-gun",
  cavalry: "cavalry",
  transport: "transport",
  tank: "transport",
  "armored-car": "transport",
};
const unitArt = (u: PgUnitType) => systemPath(`assets/counters/${ART[u.kind] ?? "infantry"}.svg`);
const leaderArt = (kind: PgLeaderSystem["kind"]) => systemPath(`assets/counters/leader-${kind === "cavalry" ? "cavalry" : "infantry"}.svg`);

const fireData = (f: CounterFire | undefined): PgFireValueData | null => (f ? { strength: cellData(f.strength), range: cellData(f.range) } : null);

function faceData(f: CounterFace | undefined): PgFaceData | null {
  if (!f) return null;
  return { directFire: fireData(f.directFire), bombardmentFire: fireData(f.bombardmentFire), antiTankFire: fireData(f.antiTankFire), movement: wordAsNull<number>(f.movement) };
}

export function pgUnitActor(set: CounterSetHeader, id: string, u: PgUnitType): PgUnitActor {
  const unitClass = unitClassOf(u, false);
  const system: PgUnitSystem = {
    counterId: id,
    code: u.code,
    nationality: u.nationality,
    kind: u.kind,
    transport: u.transport ?? "",
    armor: cellData(u.armor),
    openTop: cellData(u.openTop),
    apc: cellData(u.apc),
    armoredCar: cellData(u.armoredCar),
    movementClass: cellData(u.movementClass),
    selfPropelled: isWeapon(unitClass) && isAfv(unitClass),
    guards: false,
    steps: cellData(u.steps),
    faces: { full: faceData(u.faces.full)!, reduced: faceData(u.faces.reduced), limbered: faceData(u.faces.limbered) },
    morale: u.morale ? { full: cellData(u.morale.full), reduced: cellData(u.morale.reduced) } : null,
  };
  return counterActor(counterActorId(set, "pg-unit", id), u.name, "pg-unit", unitArt(u), system);
}

const sideData = (s: CounterLeader["front"]): PgLeaderSideData => ({
  name: s.name,
  rank: cellData(s.rank),
  morale: cellData(s.morale),
  combat: cellData(s.combat),
  moraleModifier: cellData(s.moraleModifier),
});

/** A leader piece, named by both its sides; a counter set's leaders are regular until a scenario says (PG 6.6, 6.9). */
export function pgLeaderActor(set: CounterSetHeader, id: string, l: CounterLeader): PgLeaderActor {
  const system: PgLeaderSystem = { counterId: id, nationality: l.nationality, kind: "regular", faces: { front: sideData(l.front), back: sideData(l.back) } };
  return counterActor(counterActorId(set, "pg-leader", id), `${l.front.name} / ${l.back.name}`, "pg-leader", leaderArt(system.kind), system);
}

/** One actor per unit type, then one per leader piece, in the counter set's order. Aircraft (15.1) have no actor yet. */
export function pgCountersToActors(set: PgCounterSet): (PgUnitActor | PgLeaderActor)[] {
  return [...Object.entries(set.units).map(([id, u]) => pgUnitActor(set, id, u)), ...Object.entries(set.leaders).map(([id, l]) => pgLeaderActor(set, id, l))];
}
