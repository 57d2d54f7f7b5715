import type { z } from "zod";
import type { BarrageJson } from "../state";
import type { HexMap } from "../../../map/hex-map";
import type { RpScenarioBarrage } from "../data/schemas/scenario";
import { directionName, isPointy } from "../../../hex/layout";
import { hexesOf, labelAt } from "./hex-areas";
import { barrageStep } from "../state/markers";
import type { ScenarioIssues } from "./issues";

type BarrageInput = z.input<typeof BarrageJson>;

/** The compass names of hexside directions (hex/layout.ts `directionName`). */
const POINTS = { north: "N", northeast: "NE", east: "E", southeast: "SE", south: "S", southwest: "SW", west: "W", northwest: "NW" } as const;

/**
 * RP 7.4: a scenario's creeping barrage on `map` (printed rows from 1 and column letters → 0-based lines), striking its
 * row or column across the span given (the whole map when none), advancing one line a turn (rows are numbered from
 * the north edge, columns lettered from the west); or (RP 7.41) its area, advancing one hex a turn toward the hexside
 * its bearing names on the map's grid.
 */
export function barrageOf(map: HexMap, b: z.output<typeof RpScenarioBarrage>, path: readonly PropertyKey[], issues: ScenarioIssues, setUp: Readonly<Record<string, readonly number[]>> = {}): BarrageInput | null {
  if (b.area) {
    const toward = [0, 1, 2, 3, 4, 5].find((d) => directionName(map.layout, d) === POINTS[b.advancing]);
    if (toward === undefined) return issues.fail([...path, "advancing"], `no hexside of map "${map.id}" faces ${b.advancing} (its hexes are ${isPointy(map.layout) ? "pointy" : "flat"}-topped)`) || null;
    const hexes = hexesOf(map, b.area, [...path, "area"], issues, setUp);
    const json = hexes.map((h): [number, number] => [map.offsetAt(h).col, map.offsetAt(h).row]);
    return { side: b.side, line: "area", hexes: json, toward, at: 0, from: b.from, advancesLeft: b.advances ?? null, struck: false };
  }
  const column = (letters: string, at: readonly PropertyKey[]) => {
    const hex = labelAt(map, `${letters}1`, at, issues);
    return hex === null ? null : map.offsetAt(hex).col;
  };
  const row = (n: number, at: readonly PropertyKey[]) => (n <= map.rows ? n - 1 : issues.fail(at, `row ${n} is off map "${map.id}" (rows 1–${map.rows})`) || null);
  const rowWise = b.row !== undefined;
  const at = rowWise ? row(b.row!, [...path, "row"]) : column(b.column!, [...path, "column"]);
  const across = b.across?.map((x, k) => (typeof x === "string" ? column(x, [...path, "across", k]) : row(x, [...path, "across", k])));
  if (at === null || across?.some((x) => x === null)) return null;
  const span: [number, number] = across ? [Math.min(across[0]!, across[1]!), Math.max(across[0]!, across[1]!)] : [0, (rowWise ? map.columns : map.rows) - 1];
  return { side: b.side, line: rowWise ? "row" : "column", at, span, step: barrageStep(b.advancing), from: b.from, advancesLeft: b.advances ?? null, struck: false };
}
