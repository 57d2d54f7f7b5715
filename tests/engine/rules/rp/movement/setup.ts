/** Movement test battles: the Germans acting with some units activated, move commands, and refusals that change nothing. */
import { expect } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import type { HexMap } from "../../../../../src/engine/map";
import type { MoveStep, RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import type { TransportKind } from "../../../../../src/engine/rules/rp/state/battle";
import { couplets, GERMAN, rpBattle, rpRunner, type UnitSpec } from "../support/fixture";

/** A battle in the couplets phase, the Germans acting with `active` activated. */
export function acting(map: HexMap, units: Record<string, UnitSpec>, active: string[], spec: { night?: boolean; extra?: Record<string, unknown>; sides?: [Record<string, unknown>, Record<string, unknown>] } = {}): RpBattle {
  const activation = { side: GERMAN, config: active.length > 1 ? "mass" : "unit", units: active };
  return rpBattle(map, { units, night: spec.night, sides: spec.sides, extra: { ...couplets(GERMAN), activation, ...(spec.extra ?? {}) } });
}

/** One German MP for `units`. */
export const mv = (units: string[], step: MoveStep, transport?: TransportKind): RpCommand => ({ type: "move", side: GERMAN, units, step, ...(transport ? { transport } : {}) });

/** `b` with `unit` waiting off the map to enter on `turn` by `hexes`. */
export function waiting(b: RpBattle, unit: string, turn: number, hexes: number[]): RpBattle {
  const copy = structuredClone(b);
  Object.assign(copy.units[unit]!, { status: "waiting", hex: null, arrives: { turn, how: "enter", hexes } });
  return copy;
}

/** The movement runner on `map`, with `refused`: the command is refused by `rule` and the battle is left as it was. */
export function moveRunner(map: HexMap) {
  const r = rpRunner(map);
  function refused(b: RpBattle, command: RpCommand, rule: string, dice: number[] = [], answers = {}): void {
    const before = structuredClone(b);
    expect(r.run(b, command, dice, answers)).toMatchObject({ status: "refused", rule });
    expect(b).toEqual(before);
  }
  /** Plays the commands in turn (dice and answers per command). */
  function chain(b: RpBattle, commands: readonly (RpCommand | [RpCommand, number[]] | [RpCommand, number[], Record<string, unknown>])[]): RpBattle {
    return commands.reduce((s, c) => (Array.isArray(c) ? r.play(s, c[0], c[1], c[2] ?? {}) : r.play(s, c)).state, b);
  }
  /** Plays a command answering `answers` and every other decision by its default (another lane's windows). */
  function settle(b: RpBattle, command: RpCommand, dice: number[] = [], answers: Record<string, unknown> = {}) {
    const { result } = runAnswering(r.ruleset, b, command, new ScriptedDice(dice), answers);
    if (result.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(result).slice(0, 600)}`);
    return { state: result.state, events: result.record.events };
  }
  return { ...r, refused, chain, settle };
}
