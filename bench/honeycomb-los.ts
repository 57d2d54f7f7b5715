import { defineHex, Grid, line, Orientation } from "honeycomb-grid";
import type { HexMap } from "../src/engine/map";
import { NONE, UNLIMITED, type IaTerrain } from "../src/engine/rules/ia/los";

/** A hex of the peer implementation: terrain facts stored on the hex object, as honeycomb-grid users do. */
class Cell extends defineHex({ orientation: Orientation.FLAT }) {
  ground = 0;
  obstacle = NONE;
  elevation = 0;
}

/**
 * The typical peer: Infantry Attacks 1st edition LOS (8.61, 8.71, 16.12) written straightforwardly on
 * honeycomb-grid — its line traverser per query, terrain looked up on its hex objects.
 */
export class HoneycombLos {
  private readonly grid: Grid<Cell>;

  constructor(map: HexMap, terrain: IaTerrain) {
    const cells: Cell[] = [];
    for (const i of map.indices()) {
      const h = map.hexAt(i);
      const cell = new Cell({ q: h.q, r: h.r });
      cell.ground = terrain.ground[i]!;
      cell.obstacle = terrain.obstacle[i]!;
      cell.elevation = terrain.elevation[i]!;
      cells.push(cell);
    }
    this.grid = new Grid(Cell, cells);
  }

  clear(from: { q: number; r: number }, to: { q: number; r: number }): boolean {
    const hexes = this.grid.traverse(line<Cell>({ start: from, stop: to })).toArray();
    const a = hexes[0]!;
    const b = hexes[hexes.length - 1]!;
    const hi = Math.max(a.elevation, b.elevation);
    const lo = Math.min(a.elevation, b.elevation);
    const crossings = new Map<number, number>();
    for (let k = 1; k < hexes.length; k++) {
      const h = hexes[k]!;
      if (k < hexes.length - 1) {
        if (h.obstacle === UNLIMITED || (h.obstacle !== NONE && h.obstacle >= hi)) return false;
        if (h.ground > hi) return false;
      }
      const prev = hexes[k - 1]!.ground;
      for (let L = Math.min(prev, h.ground) + 1; L <= Math.max(prev, h.ground); L++) {
        if (L <= lo || L > hi) continue;
        const n = (crossings.get(L) ?? 0) + 1;
        if (n >= 2) return false;
        crossings.set(L, n);
      }
    }
    return true;
  }
}
