import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { draftOf } from "../../../../../src/engine/core/draft";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { Ruleset } from "../../../../../src/engine/core/ruleset";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { applyPgEvent, type PgEvent } from "../../../../../src/engine/rules/pg/events";
import { minefieldEntry, type MinefieldEntry } from "../../../../../src/engine/rules/pg/minefields/enter";
import { PG_RULES } from "../../../../../src/engine/rules/pg/rules";
import type { PgBattle, PgMinefield } from "../../../../../src/engine/rules/pg/state/battle";
import type { PgLeader, PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { at, battle, map } from "../state/fixtures";

export { at, battle, leader, map, side, unit } from "../state/fixtures";

/** The hex the tests' minefields lie in. */
export const MINED = at(6, 6);

/** A minefield of `owner` (the Germans unless said) in `hex` (MINED unless said), face-down unless `revealed`. */
export const mine = (id: string, strength: 0 | 1 | 2 | 3, over: Partial<PgMinefield> = {}): PgMinefield => ({ id, owner: "german", hex: MINED, strength, revealed: false, ...over });

/** A battle in a Soviet action segment (turn 2) holding `units`, `leaders` and `minefields`. */
export function inSegment(units: readonly PgUnit[], minefields: readonly PgMinefield[], leaders: readonly PgLeader[] = [], over: Partial<PgBattle> = {}): PgBattle {
  return battle(units, leaders, {
    turn: 2,
    phase: "action",
    initiative: { winner: "soviet", segments: 1, rolls: [] },
    impulses: { sides: ["soviet", "german"], active: "soviet", lead: 1, lastPass: null, over: false },
    activation: { side: "soviet", pieces: {}, current: null, done: [] },
    minefields: [...minefields],
    ...over,
  });
}

/** `a` loaded on transport `t` (PG 5.6), both in `t`'s hex. */
export function loaded(t: PgUnit, a: PgUnit): [PgUnit, PgUnit] {
  return [
    { ...t, carrying: a.id },
    { ...a, hex: t.hex, carriedBy: t.id },
  ];
}

/** A command whose handler is the movement's call on entering a hex: `movers` have entered `hex`. */
interface Entering {
  readonly type: "enter";
  readonly side: string;
  readonly movers: readonly string[];
  readonly hex: number;
}

let returned: MinefieldEntry | null = null;

/** The engine running `minefieldEntry` in a PG command context (map, TEC, charts and rules as PG's ruleset gives them). */
const entryRuleset: Ruleset<PgBattle, Entering, PgEvent> = {
  id: "pg-minefield-entry-test",
  apply: applyPgEvent,
  draft: draftOf,
  execute(outer, c) {
    returned = minefieldEntry({ ...outer, map, tec: pg3Charts.tec, charts: pg3Charts, rules: PG_RULES }, c.movers, c.hex);
  },
};

/** `movers` (standing in `hex` already, as after their move) enter it with `dice` to roll, every one of which must be used. */
export function enter(b: PgBattle, movers: readonly string[], dice: readonly number[] = [], hex = MINED) {
  const r = runCommand(entryRuleset, b, { type: "enter", side: "soviet", movers, hex }, new ScriptedDice(dice));
  if (r.status !== "done") throw new Error(`entering: ${JSON.stringify(r)}`);
  const used = r.record.rolls.reduce((n, roll) => n + roll.dice.length, 0);
  if (used !== dice.length) throw new Error(`${dice.length} dice given, ${used} rolled`);
  return { state: r.state, events: r.record.events, rolls: r.record.rolls, revealed: r.record.revealed, ...returned! };
}

/** The events of `types` among `events`. */
export const only = <T extends PgEvent["type"]>(events: readonly PgEvent[], ...types: T[]) => events.filter((e): e is Extract<PgEvent, { type: T }> => (types as string[]).includes(e.type));
