import type { InitiativeRoll } from "../../series/context";
import { inForce } from "../../series/optional/options";
import type { PgContext } from "../commands/context";

/** The id of the die table a battle's Random Events Table goes by among its die tables (PG 17.5; none is shipped). */
export const RANDOM_EVENTS_TABLE = "random-events";

/**
 * PG 17.5 (optional rule): when both players roll the same unmodified number on their initiative die, each rolls another
 * die and the total is read on the Random Events Table; then they roll again for initiative. One random event a turn
 * (the table gives "the random event for the turn"). Returns whether one was rolled.
 */
export function randomEvent(ctx: PgContext, rolls: readonly InitiativeRoll[], taken: boolean): boolean {
  if (taken || !inForce(ctx.state, "random-events") || rolls[0]!.roll.total !== rolls[1]!.roll.total) return false;
  const dice = ctx.state.sides.map((s) => ({ side: s.id, roll: ctx.roll(1, 6, `random-event:${s.id}`) }));
  const total = dice.reduce((sum, d) => sum + d.roll.total, 0);
  const table = ctx.charts.dieTables.tables.find((t) => t.id === RANDOM_EVENTS_TABLE);
  const row = table?.rows.find((r) => r.rolls[0] <= total && total <= r.rolls[1]);
  ctx.emit({ type: "random-event", rolls: dice, total, event: row ? { label: row.label, result: row.result.value } : null, rule: "PG 17.5" });
  return true;
}
