import { distance, DIRECTIONS, type Hex } from "../../../hex/axial";
import { vertexHexes, type Vertex } from "../../../hex/vertex";
import type { HexMap } from "../../../map/hex-map";
import type { Step } from "./steps";

/** Cube dot product of two axial vectors: a hex's cell is where (p − centre)·d ≤ 1 for its six directions d. */
const dot = (aq: number, ar: number, bq: number, br: number): number => aq * bq + ar * br + (aq + ar) * (bq + br);

/** A fraction n / d with d > 0. */
type Fraction = readonly [n: number, d: number];
/** Negative, zero or positive as x is less than, equal to or greater than y. */
const compare = (x: Fraction, y: Fraction): number => x[0] * y[1] - y[0] * x[1];

/**
 * Where on the segment from the centre of `o` to the vertex point (three times its axial position: `v3`) the segment
 * lies in hex `h`: [from, to] as fractions of its length, or null if it never does over a positive length. Exact:
 * everything is counted in thirds of a hex.
 */
function chord(o: Hex, v3: Hex, h: Hex): [Fraction, Fraction] | null {
  const wq = v3.q - 3 * o.q;
  const wr = v3.r - 3 * o.r;
  let lo: Fraction = [0, 1];
  let hi: Fraction = [1, 1];
  for (const d of DIRECTIONS) {
    const a = dot(wq, wr, d.q, d.r);
    const b = 3 - 3 * dot(o.q - h.q, o.r - h.r, d.q, d.r);
    if (a > 0 && compare([b, a], hi) < 0) hi = [b, a];
    else if (a < 0 && compare(lo, [-b, -a]) < 0) lo = [-b, -a];
    else if (a === 0 && b < 0) return null;
  }
  return compare(lo, hi) < 0 ? [lo, hi] : null;
}

/**
 * The steps of the segment from the centre of hex `from` to the point of vertex `v` (RP 4.92), in order, `from` left
 * out: the hexes it crosses before it reaches the vertex, and the hexsides it runs along. A hex it only touches at a
 * point (the vertex's furthest hex among them) is not crossed.
 */
export function vertexSteps(map: HexMap, from: number, v: Vertex): Step[] {
  const o = map.hexAt(from);
  const [x, y, z] = vertexHexes(v);
  const v3 = { q: x.q + y.q + z.q, r: x.r + y.r + z.r };
  // The crossed hexes form a chain of neighbours from the observer's hex: gather them outward from it.
  const crossed = new Map<number, { at: number; chord: [Fraction, Fraction] }>();
  const queue: Hex[] = [o];
  for (let h = queue.pop(); h; h = queue.pop())
    for (const d of DIRECTIONS) {
      const n = { q: h.q + d.q, r: h.r + d.r };
      const at = map.indexOf(n);
      if (at < 0 || at === from || crossed.has(at)) continue;
      const c = chord(o, v3, n);
      if (!c) continue;
      crossed.set(at, { at, chord: c });
      queue.push(n);
    }
  const ordered = [...crossed.values()].sort((p, q) => compare(p.chord[0], q.chord[0]));
  const steps: Step[] = [];
  for (let i = 0; i < ordered.length; i++) {
    const p = ordered[i]!;
    const q = ordered[i + 1];
    // Two hexes crossed over the same stretch: the segment runs along the hexside between them.
    const along = q !== undefined && compare(p.chord[0], q.chord[0]) === 0;
    steps.push({ a: p.at, b: along ? q.at : p.at });
    if (along) i++;
  }
  return steps;
}

/**
 * RP 4.92: the hex a vertex counts as part of, the furthest of its three from the observer (those on the map), by hex
 * count, then by distance between centres. Two can tie (the segment runs on along the hexside between them): both are
 * returned.
 */
export function furthestHexes(map: HexMap, from: number, v: Vertex): number[] {
  const o = map.hexAt(from);
  const far = (h: Hex): [number, number] => [distance(o, h), dot(h.q - o.q, h.r - o.r, h.q - o.q, h.r - o.r)];
  const onMap = vertexHexes(v).filter((h) => map.contains(h));
  if (onMap.length === 0) throw new RangeError(`vertex ${v.q},${v.r},${v.corner} is not on map "${map.id}"`);
  const best = onMap.map(far).reduce((m, f) => (f[0] > m[0] || (f[0] === m[0] && f[1] > m[1]) ? f : m));
  return onMap.filter((h) => far(h)[0] === best[0] && far(h)[1] === best[1]).map((h) => map.indexOf(h));
}
