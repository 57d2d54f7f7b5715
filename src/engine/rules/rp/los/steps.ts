import { linesOf } from "../../../los/line-of-sight";
import type { HexMap } from "../../../map/hex-map";

/**
 * One stretch of a line between its ends: a hex it crosses (`a === b`), or a hexside it runs along (`a`, `b` the two
 * hexes sharing it). Ruling R29: along a hexside the line is blocked only if both hexes block (as RP 4.41 says of
 * villages); so a hexside is as clear as the clearer of its two hexes.
 */
export interface Step {
  readonly a: number;
  readonly b: number;
}

/** The steps of the centre-to-centre line `from` → `to`, in order from `from`, both ends left out (RP 4.2). */
export function lineSteps(map: HexMap, from: number, to: number): Step[] {
  const f = map.hexAt(from);
  const t = map.hexAt(to);
  const { left, right } = linesOf(map).get(t.q - f.q, t.r - f.r);
  const steps: Step[] = [];
  for (let i = 0, j = 0; i < left.offsets.length; ) {
    const sample = left.samples[i];
    const l: number[] = [];
    const r: number[] = [];
    for (; i < left.offsets.length && left.samples[i] === sample; i++) l.push(from + left.offsets[i]!);
    for (; j < right.offsets.length && right.samples[j] === sample; j++) r.push(from + right.offsets[j]!);
    // A spine tie puts one hex in each side; elsewhere both sides hold the same hexes, each crossed in turn.
    if (l.length === 1 && r.length === 1 && l[0] !== r[0]) steps.push({ a: l[0]!, b: r[0]! });
    else for (const h of l) steps.push({ a: h, b: h });
  }
  return steps;
}
