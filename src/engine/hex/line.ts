import { distance, hex, type Hex } from "./axial";

/**
 * One sample of a centre-to-centre line. Where the sample falls exactly on the hexside between two
 * hexes it is a tie: `spine` ties run along the hexside (the spotter may use either hex: IA1 8.65,
 * IA2 7.56, PG 8.35); other ties cross a hexside at its midpoint, so the line passes through both.
 * `left`/`right` are the two hexes as seen on the canvas (y down) from the start looking towards the end.
 */
export type LineStep =
  | { readonly kind: "hex"; readonly hex: Hex }
  | { readonly kind: "tie"; readonly spine: boolean; readonly left: Hex; readonly right: Hex };

/** Hex nearest a point given in cube coordinates scaled by n (exact integer arithmetic). */
function nearest(px: number, py: number, pz: number, n: number): Hex[] {
  // Float rounding gives one of the nearest hexes; the exact tie test looks at it and its neighbours.
  let rx = Math.round(px / n);
  let ry = Math.round(py / n);
  let rz = Math.round(pz / n);
  const dx = Math.abs(rx * n - px);
  const dy = Math.abs(ry * n - py);
  const dz = Math.abs(rz * n - pz);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  const dist2 = (x: number, z: number): number => {
    const a = px - x * n;
    const c = pz - z * n;
    const b = py - (-x - z) * n;
    return a * a + b * b + c * c;
  };
  let best = dist2(rx, rz);
  let out: Hex[] = [hex(rx, rz)];
  for (const [oq, or] of NEIGHBOUR_OFFSETS) {
    const d = dist2(rx + oq, rz + or);
    if (d < best) {
      best = d;
      out = [hex(rx + oq, rz + or)];
    } else if (d === best) out.push(hex(rx + oq, rz + or));
  }
  return out;
}

const NEIGHBOUR_OFFSETS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/**
 * The exact hex line from `a` to `b`: `distance + 1` samples, hex centre to hex centre, with ties
 * reported. Axial q maps to cube x and r to cube z.
 */
export function hexLine(a: Hex, b: Hex): LineStep[] {
  const n = distance(a, b);
  if (n === 0) return [{ kind: "hex", hex: a }];
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const steps: LineStep[] = [];
  for (let i = 0; i <= n; i++) {
    const px = a.q * (n - i) + b.q * i;
    const pz = a.r * (n - i) + b.r * i;
    const found = nearest(px, -px - pz, pz, n);
    if (found.length === 1) {
      steps.push({ kind: "hex", hex: found[0]! });
      continue;
    }
    const [u, v] = found as [Hex, Hex];
    const eq = v.q - u.q;
    const er = v.r - u.r;
    // Cube dot product of the line's direction with the u→v vector: zero when the line runs along the hexside.
    const dot = dq * eq + dr * er + (dq + dr) * (eq + er);
    // Axial cross product: positive when v lies clockwise of u on the canvas (y down), i.e. to the right.
    const cross = dq * er - dr * eq;
    const [left, right] = cross > 0 ? [u, v] : [v, u];
    steps.push({ kind: "tie", spine: dot === 0, left, right });
  }
  return steps;
}

/**
 * The plain hex walk from `a` to `b` (floating point, nudged off every tie): the cheapest way to list a
 * line's hexes, used as the lower bound when measuring line-of-sight throughput.
 */
export function walkLine(a: Hex, b: Hex, visit: (q: number, r: number) => void): void {
  const n = distance(a, b);
  // Nudge (1, 2, -3)·1e-6 is parallel to no hexside, so no sample sits on a tie.
  const ax = a.q + 1e-6;
  const ay = -a.q - a.r + 2e-6;
  const az = a.r - 3e-6;
  const step = n === 0 ? 0 : 1 / n;
  const bx = b.q + 1e-6;
  const by = -b.q - b.r + 2e-6;
  const bz = b.r - 3e-6;
  for (let i = 0; i <= n; i++) {
    const t = i * step;
    const x = ax + (bx - ax) * t;
    const y = ay + (by - ay) * t;
    const z = az + (bz - az) * t;
    let rx = Math.round(x);
    const ry = Math.round(y);
    let rz = Math.round(z);
    const ex = Math.abs(rx - x);
    const ey = Math.abs(ry - y);
    const ez = Math.abs(rz - z);
    if (ex > ey && ex > ez) rx = -ry - rz;
    else if (ey <= ez) rz = -rx - ry;
    visit(rx, rz);
  }
}
