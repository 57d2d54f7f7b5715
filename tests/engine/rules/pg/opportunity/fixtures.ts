import { ScriptedDice } from "../../../../../src/engine/core/dice";
import type { Answers } from "../../../../../src/engine/core/decision";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { atTable } from "../at-command/fixtures";
import { directTableOf } from "../fire-command/fixtures";
import { map, tec } from "../movement-command/fixtures";

export { activate, at, battle, leader, move, unit } from "../movement-command/fixtures";

/** PG's ruleset on the movement fixtures' map with test tables: every Direct Fire Table cell "-" (no effect), the AT fixtures' table. */
const tables = pg3Charts.fireTables.tables.map((t) => (t.kind === "direct" ? directTableOf("-") : t));
export const ruleset = pgRuleset(map, tec, { ...pg3Charts, atTable, fireTables: { ...pg3Charts.fireTables, tables } });

/** Runs `command` on `b` with the given dice and answers. */
export const run = (b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) => runCommand(ruleset, b, command, new ScriptedDice(dice), answers);

/** The state and events after `command`, which must be done. */
export function play(b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) {
  const r = run(b, command, dice, answers);
  if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r)}`);
  return { state: r.state, events: r.record.events };
}

/** The options of the opportunity fire decision `command` asks first (none when it is done without asking). */
export function optionsAsked(b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}): readonly unknown[] {
  const r = run(b, command, dice, answers);
  if (r.status === "done") return [];
  if (r.status !== "decision" || r.request.kind !== "opportunity-fire") throw new Error(JSON.stringify(r));
  return r.request.options;
}

/** The id of the `n`th opportunity fire decision at `mover` in hex [col, row]. */
export const window = (mover: string, col: number, row: number, n = 1) => `opportunity-fire:${mover}@${col},${row}:${n}`;

/** The Germans move `piece` to `to`. */
export const germanMove = (piece: string, to: number): PgCommand => ({ type: "move", side: "german", piece, to });
