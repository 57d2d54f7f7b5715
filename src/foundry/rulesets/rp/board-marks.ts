/**
 * Red Poppies markers as the public documents show them (referee/ports.ts `Projection.markers`): each on a hex, on a
 * vertex for the artillery (RP 6.1 cross hairs, RP 7.24 fires for effect), or on a hexside, turned along it (RP 8.342
 * a breach in the wire, RP 8.33 a bomb stop in the trench). RP 7.3's pre-registered vertices are never among them.
 */
import type { Vertex as HexVertex } from "../../../engine/hex/vertex";
import { encodeOnMap, Vertex, type HexMap } from "../../../engine/map";
import { barrageHexes } from "../../../engine/rules/rp/oma/barrage";
import type { RpBattle } from "../../../engine/rules/rp/state";
import type { TableHex, TableHexside, TableTarget } from "../../referee/layer-json";

/** The marker kinds the projection places (their `marker` actors' kinds). */
export const RP_MARKER_KINDS = ["scrape", "smoke", "gas", "ffe", "cross-hair", "breach", "bomb-stop", "trench", "blockhouse", "hallowed", "barrage"] as const;
export type RpMarkerKind = (typeof RP_MARKER_KINDS)[number];

const offset = (map: HexMap, hex: number): TableHex => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

/** Every public marker of the battle, by kind then place, as the battle lists them. */
export function rpBoardMarks(b: RpBattle, map: HexMap): ({ kind: RpMarkerKind } & TableTarget)[] {
  const m = b.markers;
  const onHex = (kind: RpMarkerKind) => (hex: number) => ({ kind, hex: offset(map, hex) });
  const onVertex = (kind: RpMarkerKind, v: HexVertex) => ({ kind, vertex: encodeOnMap(map, Vertex, v) as [number, number, number] });
  const onHexside = (kind: RpMarkerKind) => ([a, z]: readonly [number, number]) => ({ kind, hexside: [offset(map, a), offset(map, z)] as TableHexside });
  const groups = Object.values(b.oma);
  return [
    ...m.scrapes.map((s) => onHex("scrape")(s.hex)),
    ...m.smoke.map(onHex("smoke")),
    ...m.gas.map(onHex("gas")),
    ...m.trenches.map(onHex("trench")),
    ...m.blockhouses.map(onHex("blockhouse")),
    ...m.breaches.map(onHexside("breach")),
    ...m.bombStops.map(onHexside("bomb-stop")),
    ...(m.hallowed ? [onHex("hallowed")(m.hallowed.hex)] : []),
    ...b.barrages.flatMap((x) => barrageHexes(map, x).map(onHex("barrage"))),
    // RP 6.1: a cross hair stands on its vertex until the group fires or is cancelled; RP 7.247 an FFE until administration.
    ...groups.flatMap((g) => (g.crossHair ? [onVertex("cross-hair", g.crossHair.vertex)] : [])),
    ...groups.flatMap((g) => (g.ffe ? [onVertex("ffe", g.ffe.vertex)] : [])),
  ];
}
