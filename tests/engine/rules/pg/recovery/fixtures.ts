import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import type { Answers } from "../../../../../src/engine/core/decision";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import type { PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { testMap } from "../../../../fixtures/maps";
import { counters as stateCounters } from "../state/fixtures";
import { battle as leaderBattle, leader, unit } from "../leaders/fixtures";
import { pgUnitFromCounter } from "../../../../../src/engine/rules/pg/state/pieces";

export { leader, unit };

/** The leader fixtures' 20 × 14 clear map with a town hex at [12, 8]. */
export const map = testMap(pg3Charts.tec, [[5, 5, ["minor-river"]], [12, 8, ["town"]]], [20, 14]);
export const at = (col: number, row: number) => map.indexOfOffset(col, row);
const ruleset = pgRuleset(map, pg3Charts.tec);

/** The state fixtures' 45 mm AT gun (movement 0, PG 14.34) for `side`. */
export const atGun = (id: string, side: string, hex: number): PgUnit => pgUnitFromCounter(id, side, "soviet-at-gun", stateCounters["soviet-at-gun"]!, { hex });

/** A battle in the Soviets' action segment. */
export const battle = (units: readonly PgUnit[], leaders: Parameters<typeof leaderBattle>[1] = [], over: Partial<PgBattle> = {}) => leaderBattle(units, leaders, over);

/** The Soviets activate `pieces` to move from `root`. */
export const activate = (pieces: readonly string[], root: { piece: string } | { leader: string }): PgCommand => ({ type: "activate", side: "soviet", root, pieces: Object.fromEntries(pieces.map((p) => [p, "move"])) });
export const recover = (piece: string): PgCommand => ({ type: "recover", side: "soviet", piece });

/** Runs `commands` in turn, each answered by `answers` or its default, the last with `dice`: the last result. */
export function play(b: PgBattle, commands: readonly PgCommand[], dice: number[] = [], answers: Answers = {}) {
  let state = b;
  for (const [i, c] of commands.entries()) {
    const { result } = runAnswering(ruleset, state, c, new ScriptedDice(i === commands.length - 1 ? dice : []), answers);
    if (i === commands.length - 1) return result;
    if (result.status !== "done") throw new Error(`${c.type}: ${JSON.stringify(result)}`);
    state = result.state;
  }
  throw new Error("no command");
}

/** The events of the last of `commands`, which must be done. */
export function eventsOf(b: PgBattle, commands: readonly PgCommand[], dice: number[] = [], answers: Answers = {}): readonly PgEvent[] {
  const r = play(b, commands, dice, answers);
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r.record.events;
}
