import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf } from "../rules/leadership";
import { leadersAt } from "../state/occupancy";
import { eliminateLeader } from "./morale-check";

/** 6.7: a modified casualty roll at or below this kills the leader. */
const KILLED_AT = 2;

/**
 * `side`'s leaders in the hex, most senior first. The side is always named: 6.7 and 6.71 concern the leaders of the
 * side whose units took the losses, and where both sides' leaders share a hex (an assault) each rolls for its own.
 * `only` limits them to the leaders a fire reached (opportunity fire reaches only the moving ones, 7.64).
 */
function leadersIn<B extends ReducedBattle>(b: B, hex: number, side: string, only?: readonly string[]): LeaderOf<B>[] {
  return (leadersAt(b, hex) as LeaderOf<B>[]).filter((l) => l.side === side && (only === undefined || only.includes(l.id))).sort((x, y) => y.rank - x.rank);
}

/**
 * 6.7: once all step losses and morale checks are done, each of `side`'s leaders in the hex rolls 2d6 less one per step
 * lost there that counts (`stepsLost`: IA1 combat units only; PG every unit); 2 or less and he is eliminated (with
 * 6.72, 6.73). Returns the leaders eliminated.
 */
export function leaderCasualties<B extends ReducedBattle>(ctx: SeriesContext<B>, hex: number, stepsLost: number, side: string, only?: readonly string[]): string[] {
  if (stepsLost <= 0) return [];
  const killed: string[] = [];
  for (const { id } of leadersIn(ctx.state, hex, side, only)) {
    if (!ctx.state.leaders.has(id)) continue; // lost meanwhile to a catastrophic-loss check (6.73)
    const roll = ctx.roll(2, 6, `leader-casualty:${id}`);
    const result = roll.total - stepsLost;
    const eliminated = result <= KILLED_AT;
    const rule = ctx.rules.cite("6.7");
    ctx.emit({ type: "leader-casualty-rolled", leader: id, roll, stepsLost, result, eliminated, rule });
    if (!eliminated) continue;
    eliminateLeader(ctx, id, rule, false);
    killed.push(id);
  }
  return killed;
}

/**
 * 6.71: `side`'s leaders in a hex with none of its units beside them (IA1: combat units) lose one leader per step loss
 * scored on it (X one, 2X two …); IA1 6.71 also the step losses left over in an assault hex whose friendly combat units
 * are all gone. The owner picks which (default: the most junior). Returns the leaders eliminated.
 */
export function loneLeaderLosses<B extends ReducedBattle>(ctx: SeriesContext<B>, hex: number, losses: number, side: string, only?: readonly string[]): string[] {
  const rule = ctx.rules.cite("6.71 (losses)");
  const killed: string[] = [];
  for (let i = 0; i < losses; i++) {
    const here = leadersIn(ctx.state, hex, side, only);
    if (!here.length) break;
    const id =
      here.length === 1
        ? here[0]!.id
        : ctx.decide({
            id: `lone-leader-loss:${ctx.map.offsetAt(hex).col},${ctx.map.offsetAt(hex).row}:${i}`,
            kind: "lone-leader-loss",
            side,
            prompt: ctx.rules.say("leader.lone-loss", { loss: i + 1, steps: losses }),
            options: here.map((l) => l.id),
            default: here[here.length - 1]!.id,
            rule,
          });
    eliminateLeader(ctx, id, rule, false);
    killed.push(id);
  }
  return killed;
}
