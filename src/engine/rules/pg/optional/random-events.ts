import type { InitiativeRoll } from "../../series/context";
import { inForce } from "../../series/optional/options";
import type { PgContext } from "../commands/context";
import type { PgBattle } from "../state";

/** The id of the die table a battle's Random Events Table goes by among its die tables (PG 17.5; none is shipped). */
export const RANDOM_EVENTS_TABLE = "random-events";

/** PG 17.5 (optional rule): both players rolled "the same unmodified number on their initiative die roll". */
export const randomEventOwed = (b: PgBattle, rolls: readonly InitiativeRoll[]): boolean => inForce(b, "random-events") && rolls[0]!.roll.total === rolls[1]!.roll.total;

/**
 * PG 17.5: "Players roll again to see who wins initiative, and then each player rolls another die to determine the
 * random event for the turn": the total is read on the battle's Random Events Table (none ships: the scenario book's).
 * One a turn: matching dice on the new roll owe none.
 */
export function randomEvent(ctx: PgContext): void {
  const dice = ctx.state.sides.map((s) => ({ side: s.id, roll: ctx.roll(1, 6, `random-event:${s.id}`) }));
  const total = dice.reduce((sum, d) => sum + d.roll.total, 0);
  const table = ctx.charts.dieTables.tables.find((t) => t.id === RANDOM_EVENTS_TABLE);
  const row = table?.rows.find((r) => r.rolls[0] <= total && total <= r.rolls[1]);
  ctx.emit({ type: "random-event", rolls: dice, total, event: row ? { label: row.label, result: row.result.value } : null, rule: "PG 17.5" });
}
