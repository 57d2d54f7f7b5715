/**
 * A counter set (src/engine/data/schemas/counters.ts) as `unit` and `leader` actors. The actors' `system` is
 * the counter set's entry as it is — cells `{value, provenance}`, faces, the same field names — so there is nothing to
 * translate: a missing optional value is null (a blank string for text), `T` movement and `unlimited` range are null,
 * and each actor keeps its id in the set (`counterId`).
 */
import { rankTitles, type CounterSet, type Leader, type UnitType } from "../../../engine/rules/ia/data/schemas/counters";
import { systemPath } from "../../constants";
import { cellData, counterActor, counterActorId, wordAsNull, type CounterActor, type CounterSetHeader } from "../../data/actor/counter-actor";
import type { FaceData, FireValueData, LeaderSystem, UnitSystem } from "./actors/system-data";

export { counterActorId, type CounterSetHeader };

type CounterFace = UnitType["faces"]["full"];
type FireValue = NonNullable<CounterFace["directFire"]>;

export type UnitActor = CounterActor<"unit", UnitSystem>;
export type LeaderActor = CounterActor<"leader", LeaderSystem>;

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
  return counterActor(counterActorId(set, "unit", id), u.name, "unit", counterArt.unit(u.category), system);
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
  return counterActor(counterActorId(set, "leader", id), l.name, "leader", counterArt.leader(l.type), system);
}

/** One actor per unit type, then one per leader, in the counter set's order. */
export function countersToActors(set: CounterSet): (UnitActor | LeaderActor)[] {
  return [
    ...Object.entries(set.units).map(([id, u]) => unitActor(set, id, u)),
    ...Object.entries(set.leaders).map(([id, l]) => leaderActor(set, id, l)),
  ];
}

