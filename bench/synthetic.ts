import { distance, offsetToHex, neighbours, type Hex } from "../src/engine/hex";
import type { MapDataInput } from "../src/engine/data/schemas/map";
import type { SpotterState, TargetState } from "../src/engine/los";
import type { HexMap } from "../src/engine/map";
import { seeded } from "./measure";

export const COLUMNS = 64;
export const ROWS = 48;

/** Terrain patches to scatter: id and share of the map. */
export type Patches = readonly (readonly [id: string, share: number])[];

/**
 * A 64×48 flat-topped map with hills up to 60 m (slope hexes where the ground drops), patches of the given
 * terrain, and the hill terrain id on elevated hexes. With `roads`: three east–west roads across the front and a
 * north–south road behind each side, and a minor river meandering north–south through each side's ground, bridged
 * where a road crosses it.
 */
export function syntheticMap(patches: Patches, hill: string | null, seed = 7, roads = false): MapDataInput {
  const rnd = seeded(seed);
  const at = (c: number, r: number) => offsetToHex("odd-q", c, r);
  const hills = Array.from({ length: 14 }, () => ({
    centre: at(Math.floor(rnd() * COLUMNS), Math.floor(rnd() * ROWS)),
    radius: 3 + Math.floor(rnd() * 5),
    peak: 1 + Math.floor(rnd() * 3),
  }));
  const level = (h: Hex) => Math.max(0, ...hills.map((k) => Math.ceil(k.peak * (1 - distance(h, k.centre) / k.radius))));
  const terrain = new Map<string, string>();
  for (const [id, share] of patches) {
    const clumps = Math.round((share * COLUMNS * ROWS) / 7);
    for (let i = 0; i < clumps; i++) {
      const c = at(Math.floor(rnd() * COLUMNS), Math.floor(rnd() * ROWS));
      for (const h of [c, ...neighbours(c)]) terrain.set(`${h.q},${h.r}`, id);
    }
  }
  const river = new Set<string>();
  const hexsides: NonNullable<MapDataInput["hexsides"]> = [];
  if (roads) {
    // A river wanders one column at a time as it runs south (same-column rows are adjacent on a flat-topped map).
    for (const start of [16, 47]) {
      let c = start;
      for (let r = 0; r < ROWS; r++) {
        river.add(`${c},${r}`);
        const drift = rnd();
        if (drift < 0.2 && c > start - 3) river.add(`${--c},${r}`);
        else if (drift > 0.8 && c < start + 3) river.add(`${++c},${r}`);
      }
    }
    const road = (a: [number, number], b: [number, number]) => {
      const bridged = river.has(`${a[0]},${a[1]}`) || river.has(`${b[0]},${b[1]}`);
      hexsides.push({ between: [a, b], features: bridged ? ["road", "bridge"] : ["road"] });
    };
    for (const r of [10, 24, 38]) for (let c = 0; c + 1 < COLUMNS; c++) road([c, r], [c + 1, r]);
    for (const c of [8, 55]) for (let r = 0; r + 1 < ROWS; r++) road([c, r], [c, r + 1]);
  }
  const hexes: MapDataInput["hexes"] = [];
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLUMNS; c++) {
      const h = at(c, r);
      const lv = level(h);
      const slope = lv > 0 && neighbours(h).some((n) => level(n) < lv);
      const t = river.has(`${c},${r}`) ? "minor-river" : terrain.get(`${h.q},${h.r}`);
      const ids = [...(lv > 0 && hill ? [hill] : []), ...(t ? [t] : [])];
      if (ids.length || lv) hexes.push({ at: [c, r], terrain: ids.length ? ids : ["clear"], level: lv, slope });
    }
  return { id: "synthetic", name: "Synthetic 64×48", layout: "odd-q", columns: COLUMNS, rows: ROWS, defaultTerrain: "clear", hexes, hexsides };
}

export interface Sides {
  readonly a: SpotterState[];
  readonly b: TargetState[];
  readonly bAsSpotters: SpotterState[];
  readonly aAsTargets: TargetState[];
}

/**
 * `perSide` counters for each side, at most three to a hex: side A deployed in columns 6–37, side B in 26–57
 * (a shared front), some hidden and some with SPOTTED markers.
 */
export function deploy(map: HexMap, perSide: number, seed = 11): Sides {
  const rnd = seeded(seed);
  const place = (c0: number, c1: number) => {
    const stack = new Map<number, number>();
    const out: number[] = [];
    while (out.length < perSide) {
      const c = c0 + Math.floor(rnd() * (c1 - c0));
      const r = Math.floor(rnd() * ROWS);
      const i = map.indexOfOffset(c, r);
      if ((stack.get(i) ?? 0) >= 3) continue;
      stack.set(i, (stack.get(i) ?? 0) + 1);
      out.push(i);
    }
    return out;
  };
  const target = (hex: number): TargetState => ({ hex, hidden: rnd() < 0.1, spottedMarker: rnd() < 0.15 });
  const a = place(6, 38);
  const b = place(26, 58);
  return { a: a.map((hex) => ({ hex })), b: b.map(target), bAsSpotters: b.map((hex) => ({ hex })), aAsTargets: a.map(target) };
}
