import type { RpContext } from "../context";
import { endBattle } from "../sequence/victory";
import { chooseEdgeEntries } from "./edge-entry";
import { beginScenario } from "./steps";

/** RP 11.03: the day is over: the next one begins (RP 11.1), or the campaign ends and its victory is judged (RP 10.1). */
export function endDay(ctx: RpContext): void {
  const c = ctx.state.campaign!;
  if (c.day >= c.days) {
    ctx.emit({ type: "campaign-segment-began", segment: "over", rule: "RP 11.03" });
    endBattle(ctx);
    return;
  }
  const next = new Date(`${ctx.state.scenario.date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  ctx.emit({ type: "campaign-day-began", day: c.day + 1, date: next.toISOString().slice(0, 10), rule: "RP 11.03" });
  chooseEdgeEntries(ctx);
  // RP 11.12: with nothing to place, the attack scenario begins at once.
  if (!ctx.state.campaign!.toPlace.length) beginScenario(ctx, "attack");
}
