/** Running PG commands in tests: `run` as the engine does, `play` one that must be done, `playAll` several in turn. */
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import type { Answers } from "../../../../../src/engine/core/decision";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { Ruleset } from "../../../../../src/engine/core/ruleset";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";

export function runner(ruleset: Ruleset<PgBattle, PgCommand, PgEvent>) {
  /** Runs `command` on `b` with the given dice and answers. */
  const run = (b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) => runCommand(ruleset, b, command, new ScriptedDice(dice), answers);
  /** The state and events after `command`, which must be done. */
  function play(b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}): { state: PgBattle; events: readonly PgEvent[] } {
    const r = run(b, command, dice, answers);
    if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r)}`);
    return { state: r.state, events: r.record.events };
  }
  /** Plays each command in turn from `b` (no dice). */
  const playAll = (b: PgBattle, commands: readonly PgCommand[]): PgBattle => commands.reduce((s, c) => play(s, c).state, b);
  return { run, play, playAll };
}
