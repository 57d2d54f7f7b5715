import { distance } from "../../../hex";
import type { HexMap } from "../../../map";
import type { IaBattle, IaLeader } from "../state";
import { canActivateOthers, leads, leadsLeader } from "./leads";
import type { ActivationRoot } from "../commands/schema";

/**
 * Every unit and leader the root may activate this segment, with the leader of its own type who activates it
 * (null when none does: IA1 3.11, such units may not move closer, 5.5). Leaders reach their hex and the six
 * adjacent hexes in good order, their own hex when disrupted (3.12), and lower-ranking leaders of their type
 * there, who reach on in turn (3.2).
 */
export function activationScope(b: IaBattle, map: HexMap, side: string, root: ActivationRoot): Map<string, string | null> {
  const scope = new Map<string, string | null>();
  const leaders = Object.values(b.leaders).filter((l) => l.side === side && l.hex !== null);
  const units = Object.values(b.units).filter((u) => u.side === side && u.hex !== null && u.carriedBy === null);
  const near = (l: IaLeader, hex: number) =>
    l.status === "good" ? distance(map.hexAt(l.hex!), map.hexAt(hex)) <= 1 : l.status === "disrupted" && hex === l.hex;
  const expand = (l: IaLeader) => {
    if (!canActivateOthers(l)) return;
    for (const u of units) if (near(l, u.hex!) && leads(l, u) && !scope.get(u.id)) scope.set(u.id, l.id);
    for (const sub of leaders)
      if (!scope.has(sub.id) && near(l, sub.hex!) && leadsLeader(l, sub)) {
        scope.set(sub.id, l.id);
        expand(sub);
      }
  };
  if ("piece" in root) {
    const l = b.leaders[root.piece];
    if (l) {
      scope.set(l.id, null);
      expand(l);
    } else if (b.units[root.piece]) scope.set(root.piece, null);
  } else if ("leader" in root) {
    const l = b.leaders[root.leader];
    if (l) {
      scope.set(l.id, null);
      expand(l);
    }
  } else {
    // IA1 3.11, 5.52: the whole stack activates; its leaders direct their own type there and beyond.
    for (const u of units) if (u.hex === root.stack) scope.set(u.id, null);
    const stacked = leaders.filter((l) => l.hex === root.stack);
    for (const l of stacked) scope.set(l.id, null);
    for (const l of stacked) expand(l);
  }
  return scope;
}
