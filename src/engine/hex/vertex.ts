import { add, DIRECTIONS, equals, hex, type Hex } from "./axial";

/**
 * A hex vertex, shared by three hexes. Canonical form: corner 0 or 1 of its owning hex, where corner k
 * of hex h is the point shared by h and its neighbours in directions k and k+1.
 * Needed for IA2 vertex targeting (Defs, 9.11) and Red Poppies off-map artillery.
 */
export interface Vertex {
  readonly q: number;
  readonly r: number;
  readonly corner: 0 | 1;
}

/**
 * A hexside ("spine" in the rulebooks' LOS rules), between a hex and its neighbour in direction 0, 1 or 2.
 */
export interface Hexside {
  readonly q: number;
  readonly r: number;
  readonly side: 0 | 1 | 2;
}

const dir = (k: number): Hex => DIRECTIONS[((k % 6) + 6) % 6]!;

/** The three hexes around corner k of h. */
function cornerHexes(h: Hex, k: number): [Hex, Hex, Hex] {
  return [h, add(h, dir(k)), add(h, dir(k + 1))];
}

/** Corner k (0–5) of a hex, in canonical form. */
export function vertexOf(h: Hex, k: number): Vertex {
  const c = ((k % 6) + 6) % 6;
  // Corners 2 and 4 are corner 0 of the hexes in directions 3 and 4; corners 3 and 5 are corner 1 of directions 4 and 5.
  switch (c) {
    case 0:
    case 1:
      return { q: h.q, r: h.r, corner: c };
    case 2:
      return { ...add(h, dir(3)), corner: 0 };
    case 3:
      return { ...add(h, dir(4)), corner: 1 };
    case 4:
      return { ...add(h, dir(4)), corner: 0 };
    default:
      return { ...add(h, dir(5)), corner: 1 };
  }
}

export const hexVertices = (h: Hex): Vertex[] => [0, 1, 2, 3, 4, 5].map((k) => vertexOf(h, k));

export const vertexHexes = (v: Vertex): [Hex, Hex, Hex] => cornerHexes(hex(v.q, v.r), v.corner);

export const vertexKey = (v: Vertex): string => `${v.q},${v.r},${v.corner}`;

export const vertexEquals = (a: Vertex, b: Vertex): boolean => a.q === b.q && a.r === b.r && a.corner === b.corner;

/** Position of a vertex in axial coordinates (the centroid of its three hexes). */
export function vertexPoint(v: Vertex): { q: number; r: number } {
  const [a, b, c] = vertexHexes(v);
  return { q: (a.q + b.q + c.q) / 3, r: (a.r + b.r + c.r) / 3 };
}

/** The three vertices joined to v by a hexside. */
export function vertexNeighbours(v: Vertex): Vertex[] {
  const [a, b, c] = vertexHexes(v);
  const pairs: [Hex, Hex, Hex][] = [
    [a, b, c],
    [b, c, a],
    [c, a, b],
  ];
  // Each hexside through v lies between two of its hexes; its far end is the other corner those two share.
  return pairs.map(([x, y, away]) => commonCorners(x, y).find((w) => !vertexHexes(w).some((h) => equals(h, away)))!);
}

/** The two vertices shared by adjacent hexes x and y (the ends of their hexside). */
function commonCorners(x: Hex, y: Hex): Vertex[] {
  const k = DIRECTIONS.findIndex((d) => equals(add(x, d), y));
  return [vertexOf(x, k - 1), vertexOf(x, k)];
}

/** The hexside between h and its neighbour in direction k (0–5), in canonical form. */
export function hexsideOf(h: Hex, k: number): Hexside {
  const c = ((k % 6) + 6) % 6;
  if (c < 3) return { q: h.q, r: h.r, side: c as 0 | 1 | 2 };
  return { ...add(h, dir(c)), side: (c - 3) as 0 | 1 | 2 };
}

/** The hexside between two adjacent hexes, or null if they are not adjacent. */
export function hexsideBetween(a: Hex, b: Hex): Hexside | null {
  const k = DIRECTIONS.findIndex((d) => equals(add(a, d), b));
  return k < 0 ? null : hexsideOf(a, k);
}

export const hexsideHexes = (s: Hexside): [Hex, Hex] => [hex(s.q, s.r), add(hex(s.q, s.r), dir(s.side))];

export const hexsideKey = (s: Hexside): string => `${s.q},${s.r},${s.side}`;

/** The two vertices at the ends of a hexside. */
export const hexsideVertices = (s: Hexside): [Vertex, Vertex] => {
  const [a, b] = hexsideHexes(s);
  return commonCorners(a, b) as [Vertex, Vertex];
};

export const hexHexsides = (h: Hex): Hexside[] => [0, 1, 2, 3, 4, 5].map((k) => hexsideOf(h, k));
