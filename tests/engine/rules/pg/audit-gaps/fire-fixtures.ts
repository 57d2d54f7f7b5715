import { ScriptedDice } from "../../../../../src/engine/core/dice";
import type { Answers } from "../../../../../src/engine/core/decision";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { atTable } from "../at-command/fixtures";
import { directTableOf } from "../fire-command/fixtures";
import { map, tec } from "../movement-command/fixtures";

/** The opportunity fixtures' ruleset with every Direct Fire Table cell `result` (a test's own table). */
export function rulesetOf(result: string) {
  const tables = pg3Charts.fireTables.tables.map((t) => (t.kind === "direct" ? directTableOf(result) : t));
  return pgRuleset(map, tec, { ...pg3Charts, atTable, fireTables: { ...pg3Charts.fireTables, tables } });
}

/** Runs `command` on `b` under the table of `result`, with the given dice and answers. */
export const runWith = (result: string, b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) => runCommand(rulesetOf(result), b, command, new ScriptedDice(dice), answers);

/** The state and events after `command`, which must be done. */
export function playWith(result: string, b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) {
  const r = runWith(result, b, command, dice, answers);
  if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r)}`);
  return { state: r.state, events: r.record.events };
}
