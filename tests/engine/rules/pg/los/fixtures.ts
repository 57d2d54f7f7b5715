import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgDaylight, pgSight, type PgSightRulings } from "../../../../../src/engine/rules/pg/los";
import type { Visibility } from "../../../../../src/engine/rules/series/los";
import { testMap, type Cell } from "../../../../fixtures/maps";

export const pgTec = pg3Charts.tec;

export type At = [col: number, row: number];

/**
 * Line of sight and spotting on a small PG map (PG's TEC): positions are [column, row] (flat-topped, odd columns
 * shoved down); the listed cells carry terrain and a level (20 m each), every other hex is clear at 0 m.
 */
export function pgSetup(cells: Cell[], visibility: Visibility = pgDaylight(), rulings?: PgSightRulings) {
  const map = testMap(pgTec, cells);
  const sight = pgSight(map, pgTec, visibility, rulings);
  const at = (c: number, r: number) => map.indexOfOffset(c, r);
  const los = (a: At, b: At) => sight.los.explain(at(...a), at(...b));
  const spot = (a: At, b: At, t: { hidden?: boolean; spottedMarker?: boolean } = {}) => sight.explain({ hex: at(...a) }, { hex: at(...b), ...t });
  return { map, sight, at, los, spot };
}
