import type { CiContext } from "../context";
import { adjacentOnMap, controlOf } from "../movement/control";
import { hexsideKey } from "../state/markers";
import { REGROUPING } from "./constants";
import { type Fight, fixedInPlace, hexName, unitsOf } from "./fight";
import { mayCross, roomIn } from "./retreat";
import { say } from "./text";

/**
 * CI 9.x Regrouping: the winners of an assault (ruling R15) may at once move to adjacent friendly hexes, one by one in
 * their owner's choice (`ci-regroup`, default stay), before the next assault; stacking and the hexsides' assault limits
 * apply (counted over this regroup). Minefields and bunkers never move.
 */
export function regroup(ctx: CiContext, fight: Fight, winner: string): void {
  const through = new Map<string, number>();
  for (const id of unitsOf(ctx.state, fight, winner)) {
    if (fixedInPlace(ctx.state, id)) continue;
    const hexes = adjacentOnMap(ctx.map, fight.hex).filter((n) => controlOf(ctx.state, ctx.map, n) === winner && roomIn(ctx, winner, n) && mayCross(ctx, id, fight.hex, n, through));
    if (!hexes.length) continue;
    const prompt = say("ci.assault.regroup", { block: id, hex: hexName(ctx, fight.hex) });
    const to = ctx.decide<number | null>({ id: `ci-regroup:${fight.seq}:${id}`, kind: "ci-regroup", side: winner, prompt, options: [null, ...hexes], default: null, rule: REGROUPING });
    if (to === null) continue;
    through.set(hexsideKey(fight.hex, to), (through.get(hexsideKey(fight.hex, to)) ?? 0) + 1);
    ctx.emit({ type: "regrouped", block: id, from: fight.hex, to, rule: REGROUPING });
  }
}
