import type { IaContext } from "../commands/context";
import { abortAttempts } from "./abort";
import { bombard, fireSmoke } from "./bombard";
import { placeDrumfire } from "./drumfire";
import { friendlyFire } from "./friendly-fire";
import { attacksOf, plannedShots } from "./planned-fire";
import { scatterShots } from "./scatter";

/**
 * IA1 3.0 B, 9.3, 9.14, 9.15: the Bombardment Phase of a battle with Artillery Plans. Aborts are tried first, then each
 * side resolves its planned fire, the side that won the initiative first (docs/rulings.md), at the hexes it strikes
 * (18.1, solitaire): smoke (16.11), its attacks (9.2, 9.3), friendly fire next to each hex fired at (9.83), and the
 * Drumfire markers of guns firing at last turn's hex (9.7). Every onboard gun with a Planned Fire mission is then under a MOVED/FIRED marker for the turn, whether it
 * fired or not (9.15). Without plans the phase passes as before.
 */
export function bombardmentPhase(ctx: IaContext): void {
  if (!ctx.state.plans) return;
  const winner = ctx.state.initiative?.winner;
  const sides = ctx.state.sides.map((s) => s.id).sort((a, b) => (a === winner ? -1 : b === winner ? 1 : 0));
  abortAttempts(ctx, sides);
  for (const side of sides) {
    const shots = scatterShots(ctx, side, plannedShots(ctx, side));
    for (const s of shots.filter((s) => s.smoke)) fireSmoke(ctx, side, s);
    const fire = shots.filter((s) => !s.smoke);
    attacksOf(ctx, side, fire).forEach((attack, i) => bombard(ctx, side, attack, `bombardment:${side}:${i}`));
    // IA1 9.83: once per hex fired at, with all the side's fire there.
    for (const at of new Set(fire.map((s) => s.at))) friendlyFire(ctx, side, at, fire.filter((s) => s.at === at), `bombardment:${side}`);
    placeDrumfire(ctx, side, shots);
  }
  const marked: string[] = [];
  for (const side of sides)
    for (const [id, m] of Object.entries(ctx.state.plans[side]?.missions ?? {})) {
      const u = ctx.state.units.get(id);
      if (m.mission === "planned-fire" && u && u.hex !== null && !u.movedFired) marked.push(id);
    }
  if (marked.length) ctx.emit({ type: "moved-fired", pieces: marked, rule: "IA1 9.15" });
}
