import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { otherSide } from "../state/battle";
import { inForce } from "./options";

/**
 * 17.4: once both players have taken three full action segments this turn, the player who took each later segment
 * (from the initiative player's fourth) rolls three dice at its end, one more on a night turn: the game's threshold or
 * more (IA1 15, PG 16) ends the turn at once. Returns whether it did.
 */
export function fogOfWarEndsTurn<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string): boolean {
  const b = ctx.state;
  if (!inForce(b, "fog-of-war")) return false;
  const own = b.segments?.[side] ?? 0;
  const other = b.segments?.[otherSide(b, side)] ?? 0;
  if (own < 4 || other < 3) return false;
  const roll = ctx.roll(3, 6, `fog-of-war:${side}`);
  const total = roll.total + (b.visibility.night ? 1 : 0);
  const ended = total >= ctx.rules.optional.fogOfWarEnds;
  ctx.emit({ type: "fog-of-war-rolled", side, roll, total, ended, rule: ctx.rules.cite("17.4") });
  return ended;
}
