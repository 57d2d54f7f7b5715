import { equals, type Hex } from "../../../hex/axial";
import { hexCenter } from "../../../hex/layout";
import { hexsideBetween, hexsideKey, hexsideVertices, vertexEquals, vertexHexes, vertexKey, vertexOf, vertexPoint, type Hexside, type Vertex } from "../../../hex/vertex";
import type { HexMap } from "../../../map/hex-map";
import { RP_LAYOUT } from "../map/labels";

/** A spine (RP 7.243): a hexside leading out of a vertex, the vertex at its other end, and its compass bearing on the map. */
export interface Spine {
  readonly side: Hexside;
  readonly to: Vertex;
  /** Degrees, 0 = north (up on the map), clockwise: 90 east, 270 west. */
  readonly bearing: number;
}

/** A vertex's position on the map, x right and y down. */
const pixel = (v: Vertex) => hexCenter(RP_LAYOUT, vertexPoint(v));

/**
 * The three spines that lead out of a vertex, clockwise by bearing from north, so a table can offer them by direction
 * ("the spine that points due west", RP 7.244). On the flat-topped RP map they point W, NE, SE or E, SW, NW.
 */
export function spineDirections(v: Vertex): [Spine, Spine, Spine] {
  const [a, b, c] = vertexHexes(v);
  const from = pixel(v);
  const spines = ([[a, b], [b, c], [c, a]] as const).map(([x, y]): Spine => {
    const side = hexsideBetween(x, y)!;
    const to = hexsideVertices(side).find((w) => !vertexEquals(w, v))!;
    const p = pixel(to);
    const degrees = Math.round((Math.atan2(p.x - from.x, from.y - p.y) * 180) / Math.PI);
    return { side, to, bearing: (degrees + 360) % 360 };
  });
  return spines.sort((s, t) => s.bearing - t.bearing) as [Spine, Spine, Spine];
}

/**
 * RP 7.243: the spines in error-die order once the shooting player has named the "1-2" spine: the next clockwise is
 * "3-4", the last "5-6".
 */
export function strayOrder(v: Vertex, oneTwo: Hexside): [Spine, Spine, Spine] {
  const spines = spineDirections(v);
  const first = spines.findIndex((s) => hexsideKey(s.side) === hexsideKey(oneTwo));
  if (first < 0) throw new Error(`RP 7.243: hexside ${hexsideKey(oneTwo)} is not a spine of vertex ${vertexKey(v)}`);
  return [0, 1, 2].map((k) => spines[(first + k) % 3]!) as [Spine, Spine, Spine];
}

/** RP 7.243: where a stray FFE lands: the very next vertex along the spine the error die names. */
export function strayVertex(v: Vertex, oneTwo: Hexside, errorDie: number): Vertex {
  if (!Number.isInteger(errorDie) || errorDie < 1 || errorDie > 6) throw new RangeError(`RP 7.243: an error die reads 1–6, not ${errorDie}`);
  return strayOrder(v, oneTwo)[Math.ceil(errorDie / 2) - 1]!.to;
}

/** RP 7.245: the hexes an FFE on a vertex attacks: the three that meet there, those on the map, as map indices. */
export const blastHexes = (map: HexMap, v: Vertex): number[] => vertexHexes(v).filter((h) => map.contains(h)).map((h) => map.indexOf(h));

/** The vertex where three hexes meet, as the rules name one ("the vertex N18, O19, N19", RP 7.244), or null if they do not. */
export function vertexOfHexes(a: Hex, b: Hex, c: Hex): Vertex | null {
  const named = [a, b, c];
  for (let k = 0; k < 6; k++) {
    const v = vertexOf(a, k);
    if (vertexHexes(v).every((h) => named.some((n) => equals(n, h)))) return v;
  }
  return null;
}
