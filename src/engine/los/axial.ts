import type { HexMap } from "../map";

const axial = new WeakMap<HexMap, { q: Int16Array; r: Int16Array }>();

/** Axial coordinates of every index of a map's padded grid, computed once per map. */
export function axialOf(map: HexMap): { q: Int16Array; r: Int16Array } {
  let a = axial.get(map);
  if (!a) {
    const { size, stride } = map;
    a = { q: new Int16Array(size), r: new Int16Array(size) };
    for (let i = 0; i < size; i++) {
      a.r[i] = Math.floor(i / stride);
      a.q[i] = i - a.r[i]! * stride;
    }
    axial.set(map, a);
  }
  return a;
}
