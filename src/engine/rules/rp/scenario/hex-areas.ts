import { distance } from "../../../hex/axial";
import type { HexMap } from "../../../map/hex-map";
import type { HexArea } from "../data/schemas/hex-area";
import { rpHexAt } from "../map/labels";
import type { ScenarioIssues } from "./issues";

/** A printed hex name on `map`, or null (the fault recorded at `path`). */
export function labelAt(map: HexMap, label: string, path: readonly PropertyKey[], issues: ScenarioIssues): number | null {
  try {
    return rpHexAt(map, label);
  } catch (e) {
    issues.fail(path, (e as Error).message);
    return null;
  }
}

/** Every hex of `map`, in column then row order. */
export function allHexes(map: HexMap): number[] {
  const out: number[] = [];
  for (let c = 0; c < map.columns; c++) for (let r = 0; r < map.rows; r++) out.push(map.indexOfOffset(c, r));
  return out;
}

/**
 * The map hexes of scenario hex areas (data/schemas/hex-area.ts), without repeats, in the order given; `setUp` gives
 * each side's set-up area for `{ setUpOf }`. A hex off the map is a fault at its path.
 */
export function hexesOf(map: HexMap, areas: readonly HexArea[], path: readonly PropertyKey[], issues: ScenarioIssues, setUp: Readonly<Record<string, readonly number[]>> = {}): number[] {
  const out = new Set<number>();
  const column = (letters: string, at: readonly PropertyKey[]) => {
    const hex = labelAt(map, `${letters}1`, at, issues);
    return hex === null ? null : map.offsetAt(hex).col;
  };
  areas.forEach((a, i) => {
    const at = [...path, i];
    if (typeof a === "string") {
      const hex = labelAt(map, a, at, issues);
      if (hex !== null) out.add(hex);
    } else if (a.setUpOf !== undefined) {
      for (const h of setUp[a.setUpOf] ?? []) out.add(h);
    } else if (a.edge !== undefined) {
      for (const h of allHexes(map)) {
        const { col, row } = map.offsetAt(h);
        if ({ north: row === 0, south: row === map.rows - 1, west: col === 0, east: col === map.columns - 1 }[a.edge]) out.add(h);
      }
    } else if (a.around !== undefined && a.within !== undefined) {
      const centre = labelAt(map, a.around, [...at, "around"], issues);
      if (centre !== null) for (const h of allHexes(map)) if (distance(map.hexAt(h), map.hexAt(centre)) <= a.within) out.add(h);
    } else if (a.from !== undefined && a.to !== undefined) {
      const [p, q] = [labelAt(map, a.from, [...at, "from"], issues), labelAt(map, a.to, [...at, "to"], issues)];
      if (p === null || q === null) return;
      const [x, y] = [map.offsetAt(p), map.offsetAt(q)];
      for (let c = Math.min(x.col, y.col); c <= Math.max(x.col, y.col); c++) for (let r = Math.min(x.row, y.row); r <= Math.max(x.row, y.row); r++) out.add(map.indexOfOffset(c, r));
    } else {
      const cols = a.columns ? a.columns.map((l, k) => column(l, [...at, "columns", k])) : [0, map.columns - 1];
      const rows = a.rows ? [a.rows[0]! - 1, (a.rows[1] ?? map.rows) - 1] : [0, map.rows - 1];
      if (cols.some((c) => c === null)) return;
      if (rows[1]! >= map.rows) return void issues.fail([...at, "rows", 1], `row ${rows[1]! + 1} is off map "${map.id}" (rows 1–${map.rows})`);
      const [c0, c1] = [Math.min(cols[0]!, cols[1]!), Math.max(cols[0]!, cols[1]!)];
      const [r0, r1] = [Math.min(rows[0]!, rows[1]!), Math.max(rows[0]!, rows[1]!)];
      for (let c = c0; c <= c1; c++)
        for (let r = r0; r <= r1; r++) {
          const hex = map.indexOfOffset(c, r);
          if (!a.terrain || a.terrain.some((t) => map.terrainAt(hex).includes(t))) out.add(hex);
        }
    }
  });
  return [...out];
}
