import { loadMap, type HexMap } from "../../../../../src/engine/map";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import type { RpSightConditions } from "../../../../../src/engine/rules/rp/los";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";

/** A hex of a test map: its terrain ids (RP TEC), level (the highest in the hex) and whether it is a crest hex. */
export interface Cell {
  readonly terrain?: string[];
  readonly level?: number;
  readonly crest?: boolean;
}

/**
 * A small RP map (odd-q: lettered columns, numbered rows, flat tops, columns B, D, … shoved down half a hex), loaded with
 * RP's TEC; hexes are named as printed ("C05"), every hex not listed is open ground at level 0.
 */
export function rpTestMap(cells: Record<string, Cell> = {}, size: [columns: number, rows: number] = [20, 26]): HexMap {
  const json = { id: "rp-test", name: "RP test", layout: "odd-q", columns: size[0], rows: size[1], defaultTerrain: "open" };
  const blank = loadMap(json, RP_TEC);
  const hexes = Object.entries(cells).map(([label, c]) => {
    const { col, row } = blank.offsetAt(rpHexAt(blank, label));
    return { at: [col, row], terrain: c.terrain ?? ["open"], level: c.level ?? 0, slope: c.crest ?? false };
  });
  return loadMap({ ...json, hexes }, RP_TEC);
}

/** Daylight, dry, in season, no markers, no friendly units in the way. */
export const DAY: RpSightConditions = { night: false, precipitation: false, wheat: true, concealing: () => false };

/** Conditions with smoke or a barrage in the named hexes. */
export function withMarkers(map: HexMap, labels: string[], base: RpSightConditions = DAY): RpSightConditions {
  const marked = new Set(labels.map((l) => rpHexAt(map, l)));
  return { ...base, concealing: (hex) => marked.has(hex) };
}
