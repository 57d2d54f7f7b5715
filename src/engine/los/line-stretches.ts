import type { HexMap } from "../map/hex-map";
import { linesOf } from "./line-of-sight";

/**
 * One stretch of a centre-to-centre line between its ends: a hex it crosses (`a === b`), or the hexside between hexes
 * `a` and `b` that it runs along (a spine: the line leaves the hex before at a vertex and reaches the next at one).
 */
export interface Stretch {
  readonly a: number;
  readonly b: number;
}

/**
 * The stretches of the line `from` → `to` in order from `from`, both ends left out, from the shared line tables.
 * Consecutive hexes crossed are neighbours: the line crosses the hexside between them.
 */
export function lineStretches(map: HexMap, from: number, to: number): Stretch[] {
  const f = map.hexAt(from);
  const t = map.hexAt(to);
  const dq = t.q - f.q;
  const dr = t.r - f.r;
  const { left, right } = linesOf(map).get(dq, dr);
  // How far along the line a hex's centre lies (cube dot product with the line's direction): orders a tie's two hexes.
  const along = (h: number): number => {
    const p = map.hexAt(h);
    const q = p.q - f.q;
    const r = p.r - f.r;
    return q * dq + r * dr + (q + r) * (dq + dr);
  };
  const stretches: Stretch[] = [];
  for (let i = 0, j = 0; i < left.offsets.length; ) {
    const sample = left.samples[i];
    const l: number[] = [];
    const r: number[] = [];
    for (; i < left.offsets.length && left.samples[i] === sample; i++) l.push(from + left.offsets[i]!);
    for (; j < right.offsets.length && right.samples[j] === sample; j++) r.push(from + right.offsets[j]!);
    // A spine tie puts one hex in each side; a tie across a hexside puts both hexes in both, crossed one after the other.
    if (l.length === 1 && r.length === 1 && l[0] !== r[0]) stretches.push({ a: l[0]!, b: r[0]! });
    else for (const h of l.sort((x, y) => along(x) - along(y))) stretches.push({ a: h, b: h });
  }
  return stretches;
}
