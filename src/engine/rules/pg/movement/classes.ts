import type { PgLeader, PgUnit } from "../state";
import { movementClass, type PgMovementClass } from "../units/classify";

/**
 * PG 5.1: the movement class whose terrain costs a piece pays when it moves itself. Leaders move on foot (5.0, 6.3); so
 * do wagons and sledges, animal-drawn (issue 18 ruling N8: motorized is "not horses"); a towed weapon with an allowance
 * of 1 on its limbered side moves on its own by Foot when limbered (5.1). A towed unit that is towed moves with its
 * transport, which pays.
 */
export function pgMoveClass(p: PgUnit | PgLeader): PgMovementClass {
  if (!("movementClass" in p) || p.transport === "wagon" || p.transport === "sledge") return "foot";
  return movementClass(p, p.limbered);
}
