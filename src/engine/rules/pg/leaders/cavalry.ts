import { refuseUnless } from "../../../core/refusal";
import type { PgContext } from "../commands/context";
import { say } from "../text";

const RULE = "PG 6.9";

/**
 * PG 6.9: before the first initiative roll, in a scenario with cavalry units, a side designates which of its leaders
 * are cavalry leaders (movement allowance 6; the only ones to order a charge, 15.31); the rest are regular. Public: the
 * counters show it. A side may designate again until play begins; the last designation stands. Kommissars and train or
 * vessel leaders are no leaders of that kind (6.6, 15.2).
 */
export function designateCavalryLeaders(ctx: PgContext, side: string, leaders: readonly string[]): void {
  const b = ctx.state;
  refuseUnless(b.turn === 1 && b.phase === "initiative" && b.initiative === null, RULE, say("cavalry-leaders.before-play"));
  refuseUnless([...b.units.values()].some((u) => u.kind === "cavalry"), RULE, say("cavalry-leaders.no-cavalry"));
  const s = b.sides.find((x) => x.id === side)!;
  leaders.forEach((id, i) => {
    const l = b.leaders.get(id);
    refuseUnless(l !== undefined && l.side === side, RULE, say("cavalry-leaders.not-your-leader", { id, side: s.name }));
    refuseUnless(l.kind === "regular" || l.kind === "cavalry", RULE, say("cavalry-leaders.not-regular", { piece: l.name }));
    refuseUnless(leaders.indexOf(id) === i, RULE, say("cavalry-leaders.twice", { piece: l.name }));
  });
  ctx.emit({ type: "cavalry-leaders-designated", side, leaders: [...leaders], rule: RULE });
}
