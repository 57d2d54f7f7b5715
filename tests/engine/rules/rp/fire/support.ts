/**
 * Fire and melee test support: the example of play's ground (RP 9.0: British trenches in column V, German trenches in
 * column X, craters in W10, W11 and V09) and a runner that answers every decision not scripted with its default.
 */
import type { Answers, DecisionRequest } from "../../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand, type CommandResult } from "../../../../../src/engine/core/engine";
import type { HexMap } from "../../../../../src/engine/map";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import type { RpContext } from "../../../../../src/engine/rules/rp/context";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { rpRuleset } from "../../../../../src/engine/rules/rp/ruleset";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { face, rpMap } from "../support/fixture";

const trench = (extra: readonly string[] = []) => ({ terrain: ["trench", ...extra] });

/** RP 9.0: the example of play's hexes. */
export const eopMap = (): HexMap =>
  rpMap({
    hexes: {
      V09: trench(["crater"]),
      V10: trench(),
      V11: trench(),
      V12: trench(),
      V13: trench(),
      W10: { terrain: ["crater"] },
      W11: { terrain: ["crater"] },
      X09: trench(),
      X10: trench(),
      X11: trench(),
      X12: trench(),
      X13: trench(),
    },
  });

/** Fixture artillery: firepower +3 (EOP), range 6. */
export const ARTILLERY = { formed: face(3, 6, 0, 8, 1), dispersed: face(2, 6, 0, 7, 0) };

type Result = CommandResult<RpBattle, RpCommand, RpEvent>;
type Execute = (ctx: RpContext, c: RpCommand) => void;

/** A finished run, and every decision its last run asked (the scripted answers and the others defaulted). */
export interface Played {
  readonly state: RpBattle;
  readonly events: readonly RpEvent[];
  readonly asked: readonly DecisionRequest[];
}

/** Runs commands, or a procedure of the fire and melee folders as a command would (`hook`), on `map`. */
export function fireRunner(map: HexMap) {
  const ruleset = rpRuleset(map);
  const run = (b: RpBattle, c: RpCommand, dice: number[] = [], answers: Answers = {}) => runCommand(ruleset, b, c, new ScriptedDice(dice), answers);
  /** Runs until done, answering each decision not in `answers` with its default. */
  function answering(b: RpBattle, c: RpCommand, execute: Execute, dice: number[], answers: Answers): Played {
    const given: Record<string, unknown> = { ...answers };
    for (let i = 0; i < 100; i++) {
      const asked: DecisionRequest[] = [];
      const listening = {
        ...ruleset,
        execute: (outer: Parameters<typeof ruleset.execute>[0], command: RpCommand) =>
          execute({ ...outer, map, decide: (r) => (asked.push(r as DecisionRequest), outer.decide(r)) } as RpContext, command),
      };
      const r: Result = runCommand(listening, b, c, new ScriptedDice(dice), given);
      if (r.status === "done") return { state: r.state, events: r.record.events, asked };
      if (r.status !== "decision") throw new Error(JSON.stringify(r).slice(0, 800));
      given[r.request.id] = r.request.default;
    }
    throw new Error("too many decisions");
  }
  const play = (b: RpBattle, c: RpCommand, dice: number[] = [], answers: Answers = {}): Played => answering(b, c, (ctx, command) => ruleset.execute(ctx, command), dice, answers);
  const hook = (b: RpBattle, procedure: (ctx: RpContext) => void, dice: number[] = [], answers: Answers = {}): Played =>
    answering(b, { type: "pass", side: b.sides[0].id }, (ctx) => procedure(ctx), dice, answers);
  return { run, play, hook };
}

/** The cohesion checks a run made, by unit. */
export const checks = (events: readonly RpEvent[]) => events.filter((e): e is Extract<RpEvent, { type: "cohesion-checked" }> => e.type === "cohesion-checked");

/** A check's modifiers that counted, as `id value`. */
export const counted = (e: { trace: readonly { id: string; value: number }[] }): string[] => e.trace.map((t) => `${t.id} ${t.value}`);
