/**
 * Red Poppies markers as the public documents show them (referee/ports.ts `Projection.markers`): each on a hex, or on a
 * vertex for the artillery (RP 6.1 cross hairs, RP 7.24 fires for effect). RP 7.3's pre-registered vertices are never
 * among them. A hexside's marker (RP 8.342 breach, RP 8.33 bomb stop) stands on the first hex of its pair: the table
 * places markers on hexes and vertices only.
 */
import type { Vertex as HexVertex } from "../../../engine/hex/vertex";
import { encodeOnMap, Vertex, type HexMap } from "../../../engine/map";
import type { Barrage, RpBattle } from "../../../engine/rules/rp/state";
import type { TableHex, TableTarget } from "../../referee/layer-json";

/** The marker kinds the projection places (their `marker` actors' kinds). */
export const RP_MARKER_KINDS = ["scrape", "smoke", "gas", "ffe", "cross-hair", "breach", "bomb-stop", "trench", "blockhouse", "hallowed", "barrage"] as const;
export type RpMarkerKind = (typeof RP_MARKER_KINDS)[number];

const offset = (map: HexMap, hex: number): TableHex => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

/** RP 7.4: the hexes a creeping barrage stands on now: its row's columns (or its column's rows) across its span. */
export function barrageHexes(map: HexMap, b: Barrage): number[] {
  const [from, to] = b.span[0] <= b.span[1] ? b.span : [b.span[1], b.span[0]];
  const hexes: number[] = [];
  for (let i = from; i <= to; i++) {
    const [col, row] = b.line === "row" ? [i, b.at] : [b.at, i];
    if (col < map.columns && row < map.rows) hexes.push(map.indexOfOffset(col, row));
  }
  return hexes;
}

/** Every public marker of the battle, by kind then place, as the battle lists them. */
export function rpBoardMarks(b: RpBattle, map: HexMap): ({ kind: RpMarkerKind } & TableTarget)[] {
  const m = b.markers;
  const onHex = (kind: RpMarkerKind) => (hex: number) => ({ kind, hex: offset(map, hex) });
  const onVertex = (kind: RpMarkerKind, v: HexVertex) => ({ kind, vertex: encodeOnMap(map, Vertex, v) as [number, number, number] });
  const groups = Object.values(b.oma);
  return [
    ...m.scrapes.map((s) => onHex("scrape")(s.hex)),
    ...m.smoke.map(onHex("smoke")),
    ...m.gas.map(onHex("gas")),
    ...m.trenches.map(onHex("trench")),
    ...m.blockhouses.map(onHex("blockhouse")),
    ...m.breaches.map(([a]) => onHex("breach")(a)),
    ...m.bombStops.map(([a]) => onHex("bomb-stop")(a)),
    ...(m.hallowed ? [onHex("hallowed")(m.hallowed.hex)] : []),
    ...b.barrages.flatMap((x) => barrageHexes(map, x).map(onHex("barrage"))),
    // RP 6.1: a cross hair stands on its vertex until the group fires or is cancelled; RP 7.247 an FFE until administration.
    ...groups.flatMap((g) => (g.crossHair ? [onVertex("cross-hair", g.crossHair.vertex)] : [])),
    ...groups.flatMap((g) => (g.ffe ? [onVertex("ffe", g.ffe.vertex)] : [])),
  ];
}
