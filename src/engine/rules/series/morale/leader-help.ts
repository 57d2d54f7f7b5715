import { distance } from "../../../hex";
import type { HexMap } from "../../../map";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { leadersOfSideIn } from "../state/occupancy";
import type { SeriesLeader } from "../state/pieces";

/** 6.53: a good-order leader reaches his hex and the adjacent ones, a disrupted leader his own hex, a demoralized leader no one. */
function reaches(map: HexMap, l: SeriesLeader, hex: number): boolean {
  if (l.hex === null) return false;
  if (l.status === "good") return distance(map.hexAt(l.hex), map.hexAt(hex)) <= 1;
  return l.status === "disrupted" && l.hex === hex;
}

/**
 * 6.51, 6.53, 6.54: whether `l` may add his morale modifier to `p`'s morale: within his reach (6.53), to a piece the game
 * lets him help (`morale.mayAssist`). MOVED/FIRED does not matter for morale checks (6.2, 6.51); for recovery the
 * caller's activation does (6.52).
 */
export function canAssist<B extends ReducedBattle>(ctx: Pick<SeriesContext<B>, "map" | "rules">, l: LeaderOf<B>, p: UnitOf<B> | LeaderOf<B>): boolean {
  return p.hex !== null && reaches(ctx.map, l, p.hex) && ctx.rules.morale.mayAssist(l, p);
}

/**
 * 6.52: only one leader's modifier counts. When several leaders could add one, the owner picks (default: the largest
 * modifier, then the most senior). Leaders with no modifier add nothing and are not offered.
 */
export function chooseHelper<B extends ReducedBattle>(ctx: SeriesContext<B>, p: UnitOf<B> | LeaderOf<B>, cause: string): LeaderOf<B> | null {
  // 6.53: only his side's leaders in his hex or next to it can reach him.
  const helpers = (p.hex === null ? [] : (leadersOfSideIn(ctx.state, ctx.map.around(p.hex), p.side) as LeaderOf<B>[]))
    .filter((l) => l.moraleBonus > 0 && canAssist(ctx, l, p))
    .sort((a, b) => b.moraleBonus - a.moraleBonus || b.rank - a.rank);
  if (helpers.length <= 1) return helpers[0] ?? null;
  const id = ctx.decide({
    id: `morale-leader:${cause}:${p.id}`,
    kind: "morale-leader",
    side: p.side,
    prompt: ctx.rules.say("morale.choose-leader", { piece: p.name, cause }),
    options: helpers.map((l) => l.id),
    default: helpers[0]!.id,
    rule: ctx.rules.cite("6.51"),
  });
  return ctx.state.leaders.get(id) as LeaderOf<B>;
}
