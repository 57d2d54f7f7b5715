import type { z } from "zod";
import type { BarrageJson } from "../state";
import type { HexMap } from "../../../map/hex-map";
import type { RpScenarioBarrage } from "../data/schemas/scenario";
import { labelAt } from "./hex-areas";
import type { ScenarioIssues } from "./issues";

type BarrageInput = z.input<typeof BarrageJson>;

/**
 * RP 7.4: a scenario's creeping barrage on `map` (printed rows from 1 and column letters → 0-based lines), striking its
 * row or column across the span given (the whole map when none), advancing one line a turn (rows are numbered from
 * the north edge, columns lettered from the west).
 */
export function barrageOf(map: HexMap, b: z.output<typeof RpScenarioBarrage>, path: readonly PropertyKey[], issues: ScenarioIssues): BarrageInput | null {
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
  return { side: b.side, line: rowWise ? "row" : "column", at, span, step: b.advancing === "north" || b.advancing === "west" ? -1 : 1, from: b.from, advancesLeft: b.advances ?? null, struck: false };
}
