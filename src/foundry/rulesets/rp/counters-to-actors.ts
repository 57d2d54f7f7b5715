/**
 * A Red Poppies counter kind (rules/rp/data/schemas/counters.ts) as the `system` of its `rp-unit` actor: the same
 * values as cells `{value, provenance}` — each value's own provenance where the counter set gives one (the values the
 * rules text fixes), else the kind's. A counter set as the `rp-unit` actors of the rp-counters pack (scripts/rp-packs.ts).
 */
import type { Provenance } from "../../../engine/data/provenance";
import type { RpCounterKind, RpCounterSet } from "../../../engine/rules/rp/data/schemas/counters";
import type { RpFace, RpUnitType } from "../../../engine/rules/rp/state/unit";
import { systemPath } from "../../constants";
import { counterActor, counterActorId, type CounterActor } from "../../data/actor/counter-actor";
import type { CellData, ProvenanceData } from "../../data/actor/system-data";
import type { RpFaceData, RpUnitSystem } from "./actors/system-data";

const provenanceData = (p: Provenance): ProvenanceData => ({ source: p.source, rule: p.source === "rules" ? p.rule : "", note: p.note ?? "" });

function faceData(kind: RpCounterKind, key: "formed" | "dispersed"): RpFaceData {
  const face: RpFace = kind.faces[key];
  const cellOf = <T>(name: keyof RpFace, value: T): CellData<T> => ({ value, provenance: provenanceData(kind.values[`${key}.${name}`] ?? kind.provenance) });
  return {
    firepower: cellOf("firepower", face.firepower),
    range: cellOf("range", face.range),
    melee: cellOf("melee", face.melee),
    meleeMark: cellOf("meleeMark", face.meleeMark),
    cohesion: cellOf("cohesion", face.cohesion),
    movement: cellOf("movement", face.movement),
    antiTank: cellOf("antiTank", face.antiTank ?? null),
  };
}

/** The `rp-unit` actor of counter kind `id`. */
export function rpUnitActor(id: string, kind: RpCounterKind): { name: string; system: RpUnitSystem } {
  return {
    name: kind.name,
    system: { counterId: id, nationality: kind.nationality, types: [...kind.types], howitzer: kind.howitzer, faces: { formed: faceData(kind, "formed"), dispersed: faceData(kind, "dispersed") } },
  };
}

export type RpUnitActor = CounterActor<"rp-unit", RpUnitSystem>;

/** Placeholder art (assets/counters): the nearest symbol there is for the unit's first type (AFVs: transport's), else infantry's. */
const ART: Partial<Record<RpUnitType, string>> = {
  artillery: "artillery",
  mortar: "mortar",
  "machine-gun": "machine-gun",
  cavalry: "cavalry",
  tank: "transport",
  "armored-car": "transport",
};

/** One `rp-unit` actor per counter kind, in the counter set's order, each with its id for good. */
export function rpCountersToActors(set: RpCounterSet): RpUnitActor[] {
  return Object.entries(set.counters).map(([id, kind]) => {
    const { name, system } = rpUnitActor(id, kind);
    return counterActor(counterActorId(set, "rp-unit", id), name, "rp-unit", systemPath(`assets/counters/${ART[kind.types[0]!] ?? "infantry"}.svg`), system);
  });
}
