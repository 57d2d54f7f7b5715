import type { IaContext } from "../commands/context";
import { otherSide } from "../state";
import { inForce } from "./options";

/**
 * IA1 17.4: once both players have taken three full action segments this turn, the player who took each later segment
 * (from the initiative player's fourth) rolls three dice at its end, one more on a night turn: 15 or more ends the turn
 * at once. Returns whether it did.
 */
export function fogOfWarEndsTurn(ctx: IaContext, side: string): boolean {
  const b = ctx.state;
  if (!inForce(b, "fog-of-war")) return false;
  const own = b.segments?.[side] ?? 0;
  const other = b.segments?.[otherSide(b, side)] ?? 0;
  if (own < 4 || other < 3) return false;
  const roll = ctx.roll(3, 6, `fog-of-war:${side}`);
  const total = roll.total + (b.visibility.night ? 1 : 0);
  const ended = total >= 15;
  ctx.emit({ type: "fog-of-war-rolled", side, roll, total, ended, rule: "IA1 17.4" });
  return ended;
}
