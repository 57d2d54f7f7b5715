import type { FireTable } from "../../series/data/schemas/fire-table";
import { isClosedTop } from "../units/classify";
import type { PgBattle, PgLeader, PgUnit } from "../state";
import { reaches, type PgLossTable } from "./reach";

/**
 * PG 7.41, 7.61, 7.63: the morale check (M 0, M1 1, M2 2; null for none) result `result` calls for in piece `p` once its
 * step losses are applied (the caller skips the eliminated). A result that does not reach it calls for none (7.25,
 * 7.41). On the fire tables a closed-top AFV whose result is an X, 2X or 3X takes no loss and checks M (7.61); every
 * other survivor of such a result checks its M2 (7.61; open-top AFVs and APCs too, ruling A10). On the Assault table
 * every survivor checks, AFVs too (7.25, 7.63). A transport's cargo checks with its transport's roll (ruling A9).
 */
export function moraleLevel(b: PgBattle, p: PgUnit | PgLeader, table: FireTable, lossTable: PgLossTable, result: string): number | null {
  const r = table.results[result];
  if (!r || r.morale === null || !reaches(b, p, r, lossTable)) return null;
  const closedTop = lossTable === "fire" && r.steps > 0 && "maxSteps" in p && isClosedTop(p);
  return closedTop ? 0 : r.morale;
}
