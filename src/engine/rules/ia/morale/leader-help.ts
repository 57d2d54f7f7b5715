import { distance } from "../../../hex";
import type { HexMap } from "../../../map";
import { leaderTypeOf, leads, leadsLeader } from "../activation/leads";
import type { IaContext } from "../commands/context";
import { leadersOfSideIn, type IaLeader, type IaUnit } from "../state";
import { say } from "../text";
import { isLeader } from "./morale-values";

/** IA1 6.63: a good-order leader reaches his hex and the adjacent ones, a disrupted leader his own hex, a demoralized leader no one. */
function reaches(map: HexMap, l: IaLeader, hex: number): boolean {
  if (l.hex === null) return false;
  if (l.status === "good") return distance(map.hexAt(l.hex), map.hexAt(hex)) <= 1;
  return l.status === "disrupted" && l.hex === hex;
}

/**
 * Whether `l` may add his morale modifier to `p`'s morale: units of his type (IA1 6.1, 6.61), any infantry leader
 * for a transport (5.64), lower-ranking leaders of his type and never himself (6.64), within his reach (6.63).
 * MOVED/FIRED does not matter for morale checks (6.61); for recovery the caller's activation does (6.3, 6.62).
 */
export function canAssist(map: HexMap, l: IaLeader, p: IaUnit | IaLeader): boolean {
  return p.hex !== null && reaches(map, l, p.hex) && helpsItsType(l, p);
}

/**
 * The type part of 6.61/6.64/5.64: his own type, lower-ranking leaders of it, any infantry leader for a transport (any
 * cavalry leader for a horse-artillery wagon, IA2 6.11); never himself.
 */
export function helpsItsType(l: IaLeader, p: IaUnit | IaLeader): boolean {
  if (l.id === p.id || l.side !== p.side) return false;
  if (isLeader(p)) return leadsLeader(l, p);
  return p.kind === "TRANSPORT" ? l.leaderType === leaderTypeOf(p) : leads(l, p);
}

/**
 * IA1 6.61: only one leader's modifier counts. When several leaders could add one, the owner picks
 * (default: the largest modifier, then the most senior). Leaders with no modifier add nothing and are not offered.
 */
export function chooseHelper(ctx: IaContext, p: IaUnit | IaLeader, cause: string): IaLeader | null {
  // 6.63: only his side's leaders in his hex or next to it can reach him.
  const helpers = (p.hex === null ? [] : leadersOfSideIn(ctx.state, ctx.map.around(p.hex), p.side))
    .filter((l) => l.moraleBonus > 0 && canAssist(ctx.map, l, p))
    .sort((a, b) => b.moraleBonus - a.moraleBonus || b.rank - a.rank);
  if (helpers.length <= 1) return helpers[0] ?? null;
  const id = ctx.decide({
    id: `morale-leader:${cause}:${p.id}`,
    kind: "morale-leader",
    side: p.side,
    prompt: say("morale.choose-leader", { piece: p.name, cause }),
    options: helpers.map((l) => l.id),
    default: helpers[0]!.id,
    rule: "IA1 6.61",
  });
  return ctx.state.leaders.get(id)!;
}
