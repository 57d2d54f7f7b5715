import { entrenchmentAt } from "../../series/fieldworks/markers";
import { unitsAt, type IaBattle, type IaLeader, type IaUnit } from "../state";

export { entrenchmentAt } from "../../series/fieldworks/markers";

/** IA1 16.24, 16.34: transports and cavalry (mounted or not) never dig in nor occupy an entrenchment. */
export const canFortify = (u: IaUnit): boolean => u.kind !== "CAV" && u.kind !== "TRANSPORT";

const isUnit = (p: IaUnit | IaLeader): p is IaUnit => "kind" in p;

/**
 * IA1 16.31, 16.32, 16.34: under the Entrenchment marker of its hex. A unit as the marker bookkeeping placed it; an
 * infantry leader whenever no enemy unit is under it (with his side's units, or alone: docs/rulings.md, Fieldworks).
 */
export function underEntrenchment(b: IaBattle, p: IaUnit | IaLeader): boolean {
  if (isUnit(p)) return p.entrenched;
  return p.leaderType === "infantry" && entrenchmentAt(b, p.hex) && !unitsAt(b, p.hex!).some((u) => u.side !== p.side && u.entrenched);
}

/**
 * IA1 16.2, 16.21, 16.25: under a finished Dug In marker. A unit that dug in itself; an infantry leader while a unit
 * of his side in his hex is (he never digs by himself, nor keeps the marker alone).
 */
export function underDugIn(b: IaBattle, p: IaUnit | IaLeader): boolean {
  if (isUnit(p)) return p.dugIn === true;
  return p.leaderType === "infantry" && p.hex !== null && unitsAt(b, p.hex).some((u) => u.side === p.side && u.dugIn === true);
}
