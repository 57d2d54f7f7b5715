import { expect } from "vitest";
import type { DecisionRequest } from "../../../../../src/engine/core/decision";
import type { HexMap } from "../../../../../src/engine/map";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiContext } from "../../../../../src/engine/rules/ci/context";
import { applyCiEvent } from "../../../../../src/engine/rules/ci/events/apply";
import type { CiEvent } from "../../../../../src/engine/rules/ci/events/schema";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciRunner } from "../support/fixture";

/** How a side names its block in a command: its handle while hidden, else its id. */
export const nameOf = (b: CiBattle, id: string): string => b.blocks[id]!.handle ?? id;

export const typesOf = (events: readonly CiEvent[]): string[] => events.map((e) => e.type);

/** Runs a command to its end, each decision answered by `choose` (else its default); the decisions asked in order. */
export function runAll(map: HexMap, b: CiBattle, command: CiCommand, dice: number[] = [], choose: (r: DecisionRequest) => unknown = (r) => r.default) {
  const { run } = ciRunner(map);
  const answers: Record<string, unknown> = {};
  const asked: DecisionRequest[] = [];
  for (;;) {
    const r = run(b, command, dice, answers);
    if (r.status !== "decision") {
      if (r.status !== "done") throw new Error(JSON.stringify(r).slice(0, 600));
      return { state: r.state, events: r.record.events, asked };
    }
    asked.push(r.request);
    answers[r.request.id] = choose(r.request);
  }
}

/** A refused command: the rule it names, and the battle as it was. */
export function expectRefused(map: HexMap, b: CiBattle, command: CiCommand, rule: string, dice: number[] = []): void {
  const before = JSON.stringify(b);
  const r = ciRunner(map).run(b, command, dice);
  expect(r.status).toBe("refused");
  if (r.status === "refused") expect(r.rule).toBe(rule);
  expect(JSON.stringify(b)).toBe(before);
}

/**
 * A context on a copy of `b` outside any command, for the procedures other rules call (sequence/eliminate.ts): its events
 * in `events`, the decisions asked in `asked`, each answered by `choose` (else its default).
 */
export function contextOn(map: HexMap, b: CiBattle, choose: (r: DecisionRequest) => unknown = (r) => r.default): CiContext & { events: CiEvent[]; asked: DecisionRequest[] } {
  const state = structuredClone(b);
  const events: CiEvent[] = [];
  const asked: DecisionRequest[] = [];
  return {
    state,
    map,
    events,
    asked,
    emit: (e) => {
      applyCiEvent(state, e);
      events.push(e);
    },
    roll: () => {
      throw new Error("no dice here");
    },
    decide: <T,>(r: DecisionRequest<T>): T => {
      asked.push(r);
      const answer = choose(r) as T;
      expect(r.options).toContainEqual(answer);
      return answer;
    },
    reveal: () => undefined,
    answers: {},
  };
}
