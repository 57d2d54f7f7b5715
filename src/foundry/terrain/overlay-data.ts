/**
 * What the terrain overlay draws, as plain data: each hex's outline, fill colour, ground level and slope, and each
 * hexside feature as a line (a road runs across the hexside, from centre to centre; water and barriers lie along it;
 * a bridge or ford crosses it). Where hexes lie on the canvas is the `HexGeometry`'s business: Foundry's grid in the
 * game, `hexGeometry` (engine hex layout) in tests.
 */
import type { HexsideFeature, TerrainEffectsChart } from "../../engine/data/schemas/tec";
import { formatLabel, hexCenter, isPointy, offsetToHex, offsetToLabel, type HexLayout } from "../../engine/hex";
import type { HexMap } from "../../engine/map";
import type { At } from "./paint";
import { terrainColour } from "./palette";

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where a map hex lies on the canvas: its centre and its six corners. */
export interface HexGeometry {
  centre(at: At): Point;
  vertices(at: At): readonly Point[];
}

export interface OverlayHex {
  readonly at: At;
  readonly centre: Point;
  readonly vertices: readonly Point[];
  /** Fill colours (0xRRGGBB) of the hex's terrains, first the ground terrain. */
  readonly fills: readonly number[];
  readonly level: number;
  readonly slope: boolean;
}

export interface OverlaySide {
  readonly kind: HexsideFeature["kind"];
  readonly colour: number;
  readonly from: Point;
  readonly to: Point;
}

export interface OverlayData {
  readonly hexes: readonly OverlayHex[];
  readonly sides: readonly OverlaySide[];
}

/**
 * Hexes of circumradius `size` px on `layout`, the top left corner of the map's bounding box at `origin`: Foundry's hex
 * geometry without Foundry.
 */
export function hexGeometry(layout: HexLayout, size: number, origin: Point = { x: 0, y: 0 }): HexGeometry {
  // The first two rows and columns hold the map's leftmost and topmost centres, whichever are shoved.
  const firsts = ([[0, 0], [0, 1], [1, 0]] as const).map(([c, r]) => hexCenter(layout, offsetToHex(layout, c, r)));
  const half = isPointy(layout) ? { x: Math.sqrt(3) / 2, y: 1 } : { x: 1, y: Math.sqrt(3) / 2 };
  const zero = { x: Math.min(...firsts.map((p) => p.x)) - half.x, y: Math.min(...firsts.map((p) => p.y)) - half.y };
  const centre = ([c, r]: At): Point => {
    const p = hexCenter(layout, offsetToHex(layout, c, r));
    return { x: origin.x + (p.x - zero.x) * size, y: origin.y + (p.y - zero.y) * size };
  };
  const start = isPointy(layout) ? -90 : 0;
  return {
    centre,
    vertices: (at) => {
      const c = centre(at);
      return [0, 1, 2, 3, 4, 5].map((k) => {
        const a = ((start + 60 * k) * Math.PI) / 180;
        return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
      });
    },
  };
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const dist2 = (a: Point, b: Point) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

/** The two corners hexes `a` and `b` share: the corners of `a` nearest `b`'s centre. */
function sharedEdge(geometry: HexGeometry, a: At, b: At): [Point, Point] {
  const cb = geometry.centre(b);
  const [p, q] = [...geometry.vertices(a)].sort((u, v) => dist2(u, cb) - dist2(v, cb));
  return [p!, q!];
}

const SIDE_COLOURS: Readonly<Record<HexsideFeature["kind"], number>> = { road: 0x8b5a2b, water: 0x2f6fd6, crossing: 0xe0e0e0, barrier: 0x202020 };

/** The overlay of `map`: every on-map hex, and every hexside feature the TEC knows. */
export function overlayData(map: HexMap, tec: TerrainEffectsChart, geometry: HexGeometry): OverlayData {
  const atOf = (i: number): At => {
    const o = map.offsetAt(i);
    return [o.col, o.row];
  };
  const hexes = [...map.indices()].map((i): OverlayHex => {
    const at = atOf(i);
    const t = map.hexTerrain(i);
    return { at, centre: geometry.centre(at), vertices: geometry.vertices(at), fills: t.terrain.map(terrainColour), level: t.level, slope: t.slope };
  });
  const sides: OverlaySide[] = [];
  for (const s of map.hexsides()) {
    const [a, b] = [atOf(s.a), atOf(s.b)];
    for (const f of s.features) {
      const kind = tec.hexsides[f]?.kind;
      if (!kind) continue;
      const [p, q] = sharedEdge(geometry, a, b);
      const [ca, cb] = [geometry.centre(a), geometry.centre(b)];
      const m = mid(p, q);
      const line: [Point, Point] =
        kind === "road" ? [ca, cb] : kind === "crossing" ? [mid(ca, m), mid(cb, m)] : [p, q];
      sides.push({ kind, colour: SIDE_COLOURS[kind], from: line[0], to: line[1] });
    }
  }
  return { hexes, sides };
}

/** A hex's label as players read it: `45/1209` on a printed board, the map's column and row (from 1) elsewhere. */
export function hexLabel(map: HexMap, [col, row]: At): string {
  const label = offsetToLabel(map.boards, { col, row });
  return formatLabel(label ?? { board: null, column: col + 1, row: row + 1 });
}
