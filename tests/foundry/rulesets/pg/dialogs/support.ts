/**
 * PG dialog test battles on the PG state tests' 20 × 14 map (tests/engine/rules/pg/state/fixtures.ts, test counters
 * standing for no printed ones): the engine's ruleset to judge what a dialog builds, and a side's view as its client
 * reads it back from the referee's `view` reply.
 */
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { PgCommandSchema } from "../../../../../src/engine/rules/pg/commands/schema";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgRuleset } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { pgSideView } from "../../../../../src/engine/rules/pg/view/side-view";
import { PgSideViewJson } from "../../../../../src/foundry/rulesets/pg/wire";
import type { PgDialogInput } from "../../../../../src/foundry/rulesets/pg/dialogs/activate-view";
import { map } from "../../../../engine/rules/pg/state/fixtures";

export { at, battle, leader, map, side, unit } from "../../../../engine/rules/pg/state/fixtures";

export const ruleset = pgRuleset(map, pg3Charts.tec);

/** `side`'s view of `b` as its client has it (through the view's JSON, as the referee sends it). */
export function viewOf(b: PgBattle, side: string): PgDialogInput {
  const json = JSON.parse(JSON.stringify(encodeOnMap(map, PgSideViewJson, pgSideView(b, side))));
  return { battle: decodeOnMap(map, PgSideViewJson, json, "view").battle, map, side };
}

/** What the referee does with a dialog's command (JSON, hexes [column, row]) for `side` on the true battle: its status and rule. */
export function judged(b: PgBattle, side: string, json: Record<string, unknown> | null) {
  if (json === null) throw new Error("no command");
  const command = decodeOnMap(map, PgCommandSchema, { ...json, side }, "command");
  const r = runCommand(ruleset, b, command, new ScriptedDice([]));
  return r.status === "refused" ? { status: r.status, rule: r.rule, code: r.code } : { status: r.status };
}

/** The state after `json` for `side`, which must be done (no dice). */
export function played(b: PgBattle, side: string, json: Record<string, unknown>): PgBattle {
  const command = decodeOnMap(map, PgCommandSchema, { ...json, side }, "command");
  const r = runCommand(ruleset, b, command, new ScriptedDice([]));
  if (r.status !== "done") throw new Error(`${json.type}: ${JSON.stringify(r)}`);
  return r.state;
}
