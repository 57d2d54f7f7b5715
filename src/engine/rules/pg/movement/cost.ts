import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";
import { entryCost, type EntryCost } from "../../series/movement/cost";
import type { PgBattle, PgLeader, PgUnit } from "../state";
import { pgMoveClass } from "./classes";
import { riverCost } from "./rivers";
import { withWrecks } from "./wrecks";

/**
 * PG 5.0–5.2, 5.7–5.73, 16.3: what entering `to` from `from` (null: from off the board, 16.51) costs `piece`: the TEC's
 * cost for its movement class (5.1), the river rules' where they decide (rivers.ts), plus the wrecks there for a
 * vehicle (wrecks.ts); or why it may not.
 */
export function pgEntryCost(b: PgBattle, map: HexMap, tec: TerrainEffectsChart, piece: PgUnit | PgLeader, from: number | null, to: number): EntryCost {
  const cls = pgMoveClass(piece);
  const cost = riverCost(b, map, tec, piece, cls, from, to) ?? entryCost(map, tec, from, to, cls);
  return "movementClass" in piece ? withWrecks(b, piece, to, cost) : cost;
}
