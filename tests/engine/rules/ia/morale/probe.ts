import type { Answers, DecisionRequest } from "../../../../../src/engine/core/decision";
import { draftOf } from "../../../../../src/engine/core/draft";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { Ruleset } from "../../../../../src/engine/core/ruleset";
import type { IaContext } from "../../../../../src/engine/rules/ia/commands/context";
import { ia1FireTables, ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaSeriesRules } from "../../../../../src/engine/rules/ia/rules";
import { applyIaEvent, type IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { testMap } from "../../../../fixtures/maps";
import type { HexMap } from "../../../../../src/engine/map";

export const map = testMap(ia1Tec, [], [20, 20]);
export const at = (c: number, r: number, on: HexMap = map) => on.indexOfOffset(c, r);

type Probe = { readonly type: "probe"; readonly side: string };

/**
 * Runs `body` inside a command, as the rules procedures run: on a draft of `state`, with scripted dice and
 * answers by decision id. The outcome is runCommand's, plus what `body` returned.
 */
export function probe<T>(state: IaBattle, dice: readonly number[], body: (ctx: IaContext) => T, answers: Answers = {}, on: HexMap = map) {
  let value: T | undefined;
  const extras = { map: on, tec: ia1Tec, fireTables: ia1FireTables };
  const ruleset: Ruleset<IaBattle, Probe, IaEvent> = {
    id: "probe",
    apply: applyIaEvent,
    draft: draftOf,
    execute(ctx) {
      value = body({ ...ctx, ...extras, rules: iaSeriesRules(ctx.state.edition) });
    },
  };
  const result = runCommand(ruleset, state, { type: "probe", side: state.sides[0].id }, new ScriptedDice(dice), answers);
  return { result, value };
}

/** `probe` that must finish: the new state, its events and what `body` returned. */
export function done<T>(state: IaBattle, dice: readonly number[], body: (ctx: IaContext) => T, answers: Answers = {}, on: HexMap = map) {
  const { result, value } = probe(state, dice, body, answers, on);
  if (result.status !== "done") throw new Error(`expected done, got ${JSON.stringify(result)}`);
  return { state: result.state, events: result.record.events, value: value as T };
}

/** `done`, answering every decision with its default; also returns the requests asked. */
export function settle<T>(state: IaBattle, dice: readonly number[], body: (ctx: IaContext) => T, on: HexMap = map) {
  const answers: Record<string, unknown> = {};
  const asked: DecisionRequest[] = [];
  for (;;) {
    const { result } = probe(state, dice, body, answers, on);
    if (result.status !== "decision") return { ...done(state, dice, body, answers, on), asked };
    asked.push(result.request);
    answers[result.request.id] = result.request.default;
  }
}

/** The events of one type. */
export const ofType = <K extends IaEvent["type"]>(events: readonly IaEvent[], type: K) => events.filter((e): e is Extract<IaEvent, { type: K }> => e.type === type);
