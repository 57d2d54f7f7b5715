import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import type { HexMap } from "../../../map";
import { leads } from "../activation/leads";
import type { IaLeader, IaUnit } from "../state";
import { say } from "../text";

/**
 * IA1 7.32, 6.51: units in one hex always combine their direct fire. Units in several hexes combine only under
 * one activated, good-order leader of their type with a combat modifier: his hex plus that many adjacent hexes.
 */
export function checkCombining(map: HexMap, firers: readonly IaUnit[], leaders: readonly IaLeader[]): void {
  const hexes = [...new Set(firers.map((u) => u.hex!))];
  if (hexes.length === 1) return;
  const combines = (l: IaLeader): boolean => {
    if (l.status !== "good" || l.combat < 1 || !firers.every((u) => leads(l, u))) return false;
    const away = hexes.filter((h) => h !== l.hex);
    return away.length <= l.combat && away.every((h) => distance(map.hexAt(h), map.hexAt(l.hex!)) === 1);
  };
  refuseUnless(
    leaders.some(combines),
    "IA1 6.51",
    say("combine.no-leader", { count: hexes.length }),
  );
}
