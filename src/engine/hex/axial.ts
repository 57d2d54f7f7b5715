/**
 * Axial hex coordinates (q, r); the third cube coordinate is s = -q - r.
 * Orientation-free: the layout (pointy- or flat-top) only matters for offset coordinates and names.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

export const hex = (q: number, r: number): Hex => ({ q, r });

/** Neighbour vectors, counter-clockwise from direction 0. */
export const DIRECTIONS: readonly Hex[] = [hex(1, 0), hex(1, -1), hex(0, -1), hex(-1, 0), hex(-1, 1), hex(0, 1)];

export const add = (a: Hex, b: Hex): Hex => hex(a.q + b.q, a.r + b.r);
export const sub = (a: Hex, b: Hex): Hex => hex(a.q - b.q, a.r - b.r);
export const scale = (a: Hex, k: number): Hex => hex(a.q * k, a.r * k);
export const equals = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
export const key = (h: Hex): string => `${h.q},${h.r}`;

/** Hex distance: the number of hexes counted from one to the other, the start excluded (IA1 7.31). */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export const neighbour = (h: Hex, direction: number): Hex => add(h, DIRECTIONS[((direction % 6) + 6) % 6]!);
export const neighbours = (h: Hex): Hex[] => DIRECTIONS.map((d) => add(h, d));

/** Direction index from a hex to an adjacent hex, or null if they are not adjacent. */
export function directionTo(from: Hex, to: Hex): number | null {
  const d = sub(to, from);
  const i = DIRECTIONS.findIndex((v) => equals(v, d));
  return i < 0 ? null : i;
}

/** The hexes at exactly `radius` from `center`, walking counter-clockwise from direction 4. */
export function ring(center: Hex, radius: number): Hex[] {
  if (radius === 0) return [center];
  const out: Hex[] = [];
  let h = add(center, scale(DIRECTIONS[4]!, radius));
  for (let side = 0; side < 6; side++) {
    for (let step = 0; step < radius; step++) {
      out.push(h);
      h = neighbour(h, side);
    }
  }
  return out;
}

/** All hexes within `radius` of `center`, nearest rings first. */
export function within(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let k = 0; k <= radius; k++) out.push(...ring(center, k));
  return out;
}
