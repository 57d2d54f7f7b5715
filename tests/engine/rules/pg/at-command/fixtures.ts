import { ScriptedDice } from "../../../../../src/engine/core/dice";
import type { Answers } from "../../../../../src/engine/core/decision";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { AtTable } from "../../../../../src/engine/rules/pg/data/schemas/at-table";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { map, tec } from "../movement-command/fixtures";

export { activate, at, battle, leader, map, move, unit } from "../movement-command/fixtures";

const test = { source: "playtest", note: "this test's own table" } as const;

/**
 * An Anti-Tank Fire Table of the test's own: 2d6 + AT − armor + modifiers; below 10 nothing, 10–11 one step ("D"), 12 or
 * more eliminated ("X"); the modifiers as the rules fix them: crossfire +2 (11.12), truck armor −1 (11.11). The 10 is
 * the rules' (1.1); the split of hits is the printed table's, absent from the text.
 */
export const atTable = AtTable.parse({
  ...pg3Charts.atTable,
  id: "test-at-table",
  bands: [
    { result: { value: "-", provenance: test } },
    { min: { value: 10, provenance: test }, result: { value: "D", provenance: test } },
    { min: { value: 12, provenance: test }, result: { value: "X", provenance: test } },
  ],
  results: {
    "-": { label: "No effect", steps: 0, morale: null, provenance: test },
    D: { label: "One step", steps: 1, morale: null, provenance: test },
    X: { label: "Eliminated", steps: 2, morale: null, provenance: test },
  },
  modifiers: pg3Charts.atTable.modifiers.filter((m) => m.id === "crossfire"),
});

export const ruleset = pgRuleset(map, tec, { ...pg3Charts, atTable });

export const run = (b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) => runCommand(ruleset, b, command, new ScriptedDice(dice), answers);

export function play(b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) {
  const r = run(b, command, dice, answers);
  if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r)}`);
  return { state: r.state, events: r.record.events };
}

export const playAll = (b: PgBattle, commands: readonly PgCommand[]): PgBattle => commands.reduce((s, c) => play(s, c).state, b);

/** Soviet units designated to fire (their leader-less activation through the first). */
export const fireWith = (pieces: readonly string[]): PgCommand => ({ type: "activate", side: "soviet", root: { piece: pieces[0]! }, pieces: Object.fromEntries(pieces.map((p) => [p, "fire" as const])) });

export const atFire = (firer: string, target: string, side = "soviet"): PgCommand => ({ type: "at-fire", side, firer, target });
