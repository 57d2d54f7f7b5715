import type { HexMap } from "../../../map";
import { banks, riverAt } from "../../series/state/river-banks";
import type { IaLeader, IaUnit } from "../state";

/** IA1 5.83: the bank of a major river hex a piece is on, as the index of its run of bank hexes; null when unknown. */
function bankOf(map: HexMap, hex: number, p: IaUnit | IaLeader): number | null {
  if (p.riverBank == null) return null;
  const i = banks(map, hex).findIndex((run) => run.includes(p.riverBank!));
  return i < 0 ? null : i;
}

/** Whether two pieces in a major river hex are known to be on opposite banks (5.83); a piece whose bank is unknown is not. */
function opposite(map: HexMap, hex: number, a: IaUnit | IaLeader, b: IaUnit | IaLeader): boolean {
  const x = bankOf(map, hex, a);
  const y = bankOf(map, hex, b);
  return x !== null && y !== null && x !== y;
}

/** IA1 5.83: in a major river hex, every unit of one side is on the opposite bank from every enemy unit. */
export function allAcrossRiver(map: HexMap, hex: number, ours: readonly IaUnit[], theirs: readonly IaUnit[]): boolean {
  if (riverAt(map, hex) !== "major-river" || !ours.length || !theirs.length) return false;
  return ours.every((u) => theirs.every((e) => opposite(map, hex, u, e)));
}

/** IA1 5.83: a unit in a major river hex on the opposite bank from all enemy units there takes no part in Cold Steel. */
export function acrossFromAll(map: HexMap, hex: number, u: IaUnit, enemies: readonly IaUnit[]): boolean {
  return riverAt(map, hex) === "major-river" && enemies.length > 0 && enemies.every((e) => opposite(map, hex, u, e));
}
