/** Off-map artillery test helpers: groups, vertices by their three hexes, and the OMA hooks run as the engine runs a command. */
import type { Answers } from "../../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { Vertex } from "../../../../../src/engine/hex/vertex";
import type { HexMap } from "../../../../../src/engine/map";
import type { RpContext } from "../../../../../src/engine/rules/rp/context";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { vertexOfHexes } from "../../../../../src/engine/rules/rp/oma/geometry";
import { rpRuleset } from "../../../../../src/engine/rules/rp/ruleset";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import type { OmaGroup } from "../../../../../src/engine/rules/rp/state/oma";
import { rpRunner } from "../support/fixture";

/** A group as the battle JSON gives it (fixture firepower +3). */
export const group = (side: string, mode: OmaGroup["mode"], extra: Record<string, unknown> = {}) => ({ side, name: `${side} ${mode}`, firepower: 3, mode, ...extra });

/** The runner, plus `vertex("N18", "O19", "N19")` and `hook(b, fn)`: `fn` run with a command's context (dice scripted). */
export function omaRunner(map: HexMap) {
  const runner = rpRunner(map);
  const vertex = (a: string, b: string, c: string): Vertex => vertexOfHexes(map.hexAt(runner.at(a)), map.hexAt(runner.at(b)), map.hexAt(runner.at(c)))!;
  const ruleset = rpRuleset(map);
  const hooked = (fn: (ctx: RpContext) => void) => ({ ...ruleset, execute: (ctx: Parameters<typeof ruleset.execute>[0]) => fn({ ...ctx, map }) });
  const hookRun = (b: RpBattle, fn: (ctx: RpContext) => void, dice: number[] = [], answers: Answers = {}) =>
    runCommand(hooked(fn), b, { type: "pass", side: b.sides[0].id }, new ScriptedDice(dice), answers);
  function hook(b: RpBattle, fn: (ctx: RpContext) => void, dice: number[] = [], answers: Answers = {}): { state: RpBattle; events: readonly RpEvent[] } {
    const r = hookRun(b, fn, dice, answers);
    if (r.status !== "done") throw new Error(`hook: ${JSON.stringify(r).slice(0, 600)}`);
    return { state: r.state, events: r.record.events };
  }
  return { ...runner, vertex, hook, hookRun };
}

/** The same battle with `side` to command again (half 1 of a couplet, no command open). */
export const commandAgain = (b: RpBattle, side: string): RpBattle => ({ ...b, activation: null, couplets: { initiative: side, total: 3, left: 3, half: 1 } });

/** The events of these types, in order. */
export const only = (events: readonly RpEvent[], ...types: RpEvent["type"][]) => events.filter((e) => types.includes(e.type));
