import { within } from "../../../hex/axial";
import type { HexMap } from "../../../map/hex-map";
import type { RpBattle, RpSide } from "./battle";
import type { RpFace, RpUnit, RpUnitType } from "./unit";

/** RP 3.2: a unit uses the values of the side facing up. */
export const faceOf = (u: RpUnit): RpFace => u.faces[u.face];

export const hasType = (u: RpUnit, t: RpUnitType): boolean => u.types.includes(t);
/** RP 3.11: tanks and armored cars. */
export const isAfv = (u: RpUnit): boolean => hasType(u, "tank") || hasType(u, "armored-car");
/** RP 3.11: artillery, machine guns and mortars. */
export const isGun = (u: RpUnit): boolean => hasType(u, "artillery") || hasType(u, "machine-gun") || hasType(u, "mortar");

export const sideOf = (b: RpBattle, id: string): RpSide => b.sides.find((s) => s.id === id)!;
export const otherSide = (b: RpBattle, id: string): string => (b.sides[0].id === id ? b.sides[1].id : b.sides[0].id);

/** RP 5.21, 5.22: the side issuing a command now (the actor), or null outside the couplets. */
export function actorOf(b: RpBattle): string | null {
  if (b.phase !== "couplets" || b.couplets === null) return null;
  return b.couplets.half === 1 ? b.couplets.initiative : otherSide(b, b.couplets.initiative);
}

/**
 * Where the units stand, kept beside a battle's record of units (never in the battle): the units on the map and the ids
 * in each hex. Appliers write units only through `ownUnit` (state/own.ts), which names the unit written; the index takes
 * in those before its next read, so a command reads in constant time what it would otherwise scan every unit for.
 */
interface UnitIndex {
  /** Each unit's place in the record's order (append-only: shared by a record's copies). */
  readonly rank: Map<string, number>;
  readonly byHex: Map<number, string[]>;
  /** Units written since the last read, with the hex each stood in before (null: off the map). */
  readonly dirty: Map<string, number | null>;
  /** At least the longest range printed on any unit (it only grows as units are written). */
  reach: number;
}
const indexes = new WeakMap<object, UnitIndex>();

const placedHex = (u: RpUnit | undefined): number | null => (u !== undefined && u.status === "on-map" && u.hex !== null ? u.hex : null);

function indexOf(b: RpBattle): UnitIndex {
  let ix = indexes.get(b.units);
  if (ix === undefined) {
    const ids = Object.keys(b.units);
    ix = { rank: new Map(ids.map((id, i) => [id, i])), byHex: new Map(), dirty: new Map(ids.map((id) => [id, null])), reach: 0 };
    indexes.set(b.units, ix);
  }
  if (ix.dirty.size === 0) return ix;
  for (const [id, was] of ix.dirty) {
    if (was !== null) {
      const ids = ix.byHex.get(was)!.filter((x) => x !== id);
      if (ids.length) ix.byHex.set(was, ids);
      else ix.byHex.delete(was);
    }
    if (!ix.rank.has(id)) ix.rank.set(id, ix.rank.size);
    const u = b.units[id];
    if (u !== undefined) ix.reach = Math.max(ix.reach, u.faces.formed.range, u.faces.dispersed.range);
    const now = placedHex(u);
    if (now !== null) ix.byHex.set(now, [...(ix.byHex.get(now) ?? []), id]);
  }
  ix.dirty.clear();
  return ix;
}

/** Unit `id` of `units` is about to be written (state/own.ts): the index takes it in again before its next read. */
export function unitWritten(units: Readonly<Record<string, RpUnit>>, id: string): void {
  const ix = indexes.get(units);
  if (ix !== undefined && !ix.dirty.has(id)) ix.dirty.set(id, placedHex(units[id]));
}

/** A record of units copied for a draft starts with its original's index (copied: the original's stays as it was). */
export function unitsCopied(from: object, to: object): void {
  const ix = indexes.get(from);
  if (ix === undefined || indexes.has(to)) return;
  indexes.set(to, { rank: ix.rank, byHex: new Map(ix.byHex), dirty: new Map(ix.dirty), reach: ix.reach });
}

/** Units on the map, with their ids, in the record's order. */
export const onMap = (b: RpBattle): [string, RpUnit][] => Object.entries(b.units).filter(([, u]) => placedHex(u) !== null);

/** The ids of the units on the map in `hex` (of `side`, if given), in the record's order. */
export function unitsIn(b: RpBattle, hex: number, side?: string): string[] {
  const ix = indexOf(b);
  const ids = ix.byHex.get(hex);
  if (ids === undefined) return [];
  const mine = side === undefined ? [...ids] : ids.filter((id) => b.units[id]!.side === side);
  return mine.length > 1 ? mine.sort((x, y) => ix.rank.get(x)! - ix.rank.get(y)!) : mine;
}

/** `ids` in the record's order. */
export function inRecordOrder(b: RpBattle, ids: readonly string[]): string[] {
  const rank = indexOf(b).rank;
  return [...ids].sort((x, y) => rank.get(x)! - rank.get(y)!);
}

/** The units on the map that could reach `hex` with the longest range any unit has: those in hexes that near it, in no order. */
export function unitsNear(b: RpBattle, map: HexMap, hex: number): string[] {
  const ix = indexOf(b);
  return within(map.hexAt(hex), ix.reach).flatMap((h) => ix.byHex.get(map.indexOf(h)) ?? []);
}

/** RP 6.63, 6.678: a hex holding units of both sides. */
/** RP 10.1: whether units may stand in the hex (a scenario may put only part of the map in play). */
export const inPlay = (b: RpBattle, hex: number): boolean => b.scenario.inPlay?.includes(hex) ?? true;

export const contested = (b: RpBattle, hex: number): boolean => new Set(unitsIn(b, hex).map((id) => b.units[id]!.side)).size > 1;

/** RP 7.51: gas exists from September 1915. */
export const gasAllowed = (b: RpBattle): boolean => b.scenario.date >= "1915-09-01";
/** RP 8.8: wheat fields exist from April through October. */
export const wheatInSeason = (b: RpBattle): boolean => {
  const month = Number(b.scenario.date.slice(5, 7));
  return month >= 4 && month <= 10;
};
