import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { Answers } from "../../../../../src/engine/core/decision";
import { pg3Charts, pg3DirectFire } from "../../../../../src/engine/rules/pg/data";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { map } from "../leaders/fixtures";

export { at, battle, leader, unit } from "../leaders/fixtures";

const fixture = { source: "playtest", note: "a test's own cell" } as const;

/** PG's Direct Fire Table with every cell `result` (the printed cells are missing from the text), its modifiers and limits kept (10.3). */
export function directTableOf(result: string) {
  const rows = Object.fromEntries(Object.entries(pg3DirectFire.rows).map(([roll, cells]) => [roll, cells.map(() => ({ value: result, provenance: fixture }))]));
  return { ...pg3DirectFire, rows };
}

/** PG's ruleset on the leader fixtures' map with a Direct Fire Table of the test's own. */
export function rulesetWith(result: string) {
  const tables = pg3Charts.fireTables.tables.map((t) => (t.kind === "direct" ? directTableOf(result) : t));
  return pgRuleset(map, pg3Charts.tec, { ...pg3Charts, fireTables: { ...pg3Charts.fireTables, tables } });
}

export const run = (ruleset: ReturnType<typeof rulesetWith>, b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) => runCommand(ruleset, b, command, new ScriptedDice(dice), answers);

/** The state after `commands`, each of which must be done. */
export function playAll(ruleset: ReturnType<typeof rulesetWith>, b: PgBattle, commands: readonly PgCommand[]): PgBattle {
  return commands.reduce((s, c) => {
    const r = run(ruleset, s, c);
    if (r.status !== "done") throw new Error(`${c.type}: ${JSON.stringify(r)}`);
    return r.state;
  }, b);
}

/** The Soviets activate `pieces`, each designated to fire (or as given). */
export const activate = (pieces: Record<string, "move" | "fire">, root: { piece: string } | { leader: string } | { stack: number }): PgCommand => ({ type: "activate", side: "soviet", root, pieces });

export const fire = (firers: string[], at: number, leaders?: string[]): PgCommand => ({ type: "direct-fire", side: "soviet", firers, at, ...(leaders ? { leaders } : {}) });
