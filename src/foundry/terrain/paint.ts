/**
 * The terrain painter's operations: pure functions from a map (engine/map HexMap) to a new map. Hexes are `[column,
 * row]` of the map as in its JSON; what a hex or hexside may hold is the ruleset's TEC vocabulary (loadMap checks it
 * when the map is read back). Nothing here knows Foundry.
 */
import { offsetToHex, within, type Hex } from "../../engine/hex";
import { HexMap, type HexTerrain } from "../../engine/map";

export type At = readonly [number, number];

/** A copy of `map` that the painter may change (boards, hexes, hexsides and markers). */
export function copyMap(map: HexMap, init: Partial<ConstructorParameters<typeof HexMap>[0]> = {}): HexMap {
  const copy = new HexMap({ id: map.id, name: map.name, layout: map.layout, columns: map.columns, rows: map.rows, defaultTerrain: map.defaultTerrain, boards: map.boards, ...init });
  for (const i of map.indices()) if (map.isListed(i)) copy.setHexTerrain(i, map.hexTerrain(i));
  for (const s of map.hexsides()) copy.setHexsideFeatures(s.a, s.b, s.features);
  for (const i of map.markedHexes()) for (const m of map.markersAt(i)) copy.addMarker(i, m);
  return copy;
}

const onMap = (map: HexMap, [c, r]: At) => c >= 0 && r >= 0 && c < map.columns && r < map.rows;
const atOf = (map: HexMap, index: number): At => {
  const o = map.offsetAt(index);
  return [o.col, o.row];
};

/** The on-map hexes a brush of `radius` (0: one hex) covers around `at`. */
export function brushHexes(map: HexMap, at: At, radius: number): At[] {
  if (!onMap(map, at)) return [];
  const centre: Hex = offsetToHex(map.layout, at[0], at[1]);
  return within(centre, Math.max(0, Math.floor(radius)))
    .filter((h) => map.contains(h))
    .map((h) => atOf(map, map.indexOf(h)));
}

/** What a brush sets on each hex it covers; fields left out keep the hex's own. */
export interface HexBrush {
  readonly terrain?: readonly string[];
  readonly level?: number;
  readonly slope?: boolean;
}

/** The map with `brush` painted on `hexes` (off-map hexes are ignored). */
export function paintHexes(map: HexMap, hexes: readonly At[], brush: HexBrush): HexMap {
  const out = copyMap(map);
  for (const at of hexes) {
    if (!onMap(map, at)) continue;
    const i = map.indexOfOffset(at[0], at[1]);
    const old = map.hexTerrain(i);
    const next: HexTerrain = { terrain: brush.terrain ?? old.terrain, level: brush.level ?? old.level, slope: brush.slope ?? old.slope };
    out.setHexTerrain(i, next);
  }
  return out;
}

/** Whether two on-map hexes are adjacent. */
export function adjacent(map: HexMap, a: At, b: At): boolean {
  if (!onMap(map, a) || !onMap(map, b)) return false;
  const ia = map.indexOfOffset(a[0], a[1]);
  return map.around(ia).slice(1).includes(map.indexOfOffset(b[0], b[1]));
}

/** The map with `feature` put on (or taken off) the hexside between adjacent hexes `a` and `b`; unchanged if they are not adjacent. */
export function paintHexside(map: HexMap, a: At, b: At, feature: string, on: boolean): HexMap {
  if (!adjacent(map, a, b)) return map;
  const ia = map.indexOfOffset(a[0], a[1]);
  const ib = map.indexOfOffset(b[0], b[1]);
  const old = map.hexsideFeatures(ia, ib);
  const next = on ? (old.includes(feature) ? old : [...old, feature]) : old.filter((f) => f !== feature);
  const out = copyMap(map);
  out.setHexsideFeatures(ia, ib, next);
  return out;
}

const sameTerrain = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((t, k) => t === y[k]);

/** The map with the connected area of hexes whose terrain is that of `at` painted `terrain` (levels and slopes kept). */
export function floodFill(map: HexMap, at: At, terrain: readonly string[]): HexMap {
  if (!onMap(map, at)) return map;
  const start = map.indexOfOffset(at[0], at[1]);
  const from = map.hexTerrain(start).terrain;
  if (sameTerrain(from, terrain)) return map;
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const i = queue.pop()!;
    for (const n of map.around(i).slice(1)) {
      if (n < 0 || seen.has(n) || !map.contains(map.hexAt(n)) || !sameTerrain(map.hexTerrain(n).terrain, from)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return paintHexes(map, [...seen].map((i) => atOf(map, i)), { terrain });
}

/** A rectangle of map hexes: a printed board, or the whole map. */
export interface Area {
  readonly origin: At;
  readonly columns: number;
  readonly rows: number;
}

/** Which rows (pointy-top) or columns (flat-top) a layout shoves: 1 odd, 0 even. */
const shoved = (map: HexMap) => (map.layout.startsWith("odd") ? 1 : 0);

/**
 * The target map with the terrain and hexsides of `area` of `source` copied to `to` (the area's new origin on the
 * target): a board's terrain painted once, laid on another scene. Null when the hexes would not keep their stagger there
 * (the layouts' orientation differs, or the shift moves shoved rows onto unshoved ones) or the area does not fit.
 */
export function copyArea(source: HexMap, area: Area, target: HexMap, to: At): HexMap | null {
  const pointy = (m: HexMap) => m.layout.endsWith("-r");
  if (pointy(source) !== pointy(target)) return null;
  const [dc, dr] = [to[0] - area.origin[0], to[1] - area.origin[1]];
  const shift = pointy(source) ? dr : dc;
  if ((((shoved(source) + shift) % 2) + 2) % 2 !== shoved(target)) return null;
  if (to[0] < 0 || to[1] < 0 || to[0] + area.columns > target.columns || to[1] + area.rows > target.rows) return null;
  if (area.origin[0] + area.columns > source.columns || area.origin[1] + area.rows > source.rows) return null;
  const inArea = ([c, r]: At) => c >= area.origin[0] && r >= area.origin[1] && c < area.origin[0] + area.columns && r < area.origin[1] + area.rows;
  const out = copyMap(target);
  const moved = ([c, r]: At) => out.indexOfOffset(c + dc, r + dr);
  for (let r = area.origin[1]; r < area.origin[1] + area.rows; r++)
    for (let c = area.origin[0]; c < area.origin[0] + area.columns; c++) out.setHexTerrain(moved([c, r]), source.hexTerrain(source.indexOfOffset(c, r)));
  for (const s of source.hexsides()) {
    const a = atOf(source, s.a);
    const b = atOf(source, s.b);
    if (inArea(a) && inArea(b)) out.setHexsideFeatures(moved(a), moved(b), s.features);
  }
  return out;
}
