import { expect } from "vitest";
import type { DecisionRequest } from "../../../../../src/engine/core/decision";
import type { HexMap } from "../../../../../src/engine/map";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiContext } from "../../../../../src/engine/rules/ci/context";
import { applyCiEvent } from "../../../../../src/engine/rules/ci/events/apply";
import type { CiEvent } from "../../../../../src/engine/rules/ci/events/schema";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciRunner, offsetOf, US, type BlockSpec, type BattleSpec } from "../support/fixture";

/** A US company B CHQ activation in progress, the CHQ in 0000, with `blocks` beside it. */
export function activeBattle(map: HexMap, blocks: Readonly<Record<string, BlockSpec>>, more: Omit<BattleSpec, "blocks"> = {}): CiBattle {
  const { extra, ...rest } = more;
  return ciBattle(map, {
    ...rest,
    blocks: { chq: { kind: "us-chq", at: "0000", company: "B", orientation: "face-up" }, ...blocks },
    extra: { ...extra, activation: { side: US, company: "B", hq: "chq", stage: "commands", ...(extra?.activation ?? {}) } },
  });
}

/** How a side names its block in a command: its handle while hidden, else its id. */
export const nameOf = (b: CiBattle, id: string): string => b.blocks[id]!.handle ?? id;

/** A fire command of `id` (named as its side names it) at a hex label or a block id. */
export function fireAt(map: HexMap, b: CiBattle, id: string, target: { hex: string } | { block: string }): CiCommand {
  const t = "hex" in target ? { hex: map.indexOfOffset(...offsetOf(target.hex)) } : target;
  return { type: "fire", side: b.blocks[id]!.side, unit: nameOf(b, id), target: t };
}

/**
 * Runs a command to its end, answering each decision by `choose` (default: the request's default); returns the result,
 * the decisions asked in order and the answers given.
 */
export function runAll(map: HexMap, b: CiBattle, command: CiCommand, dice: number[], choose: (r: DecisionRequest, n: number) => unknown = (r) => r.default) {
  const { run } = ciRunner(map);
  const answers: Record<string, unknown> = {};
  const asked: DecisionRequest[] = [];
  for (;;) {
    const r = run(b, command, dice, answers);
    if (r.status !== "decision") {
      if (r.status !== "done") throw new Error(JSON.stringify(r).slice(0, 600));
      return { state: r.state, events: r.record.events, asked, answers };
    }
    asked.push(r.request);
    answers[r.request.id] = choose(r.request, asked.length);
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

/** A context on a copy of `b` outside any command, for the procedures other rules call (its events in `events`). */
export function contextOn(map: HexMap, b: CiBattle): CiContext & { events: CiEvent[] } {
  const state = structuredClone(b);
  const events: CiEvent[] = [];
  return {
    state,
    map,
    events,
    emit: (e) => {
      applyCiEvent(state, e);
      events.push(e);
    },
    roll: () => {
      throw new Error("no dice outside a command here");
    },
    decide: (r) => r.default,
    reveal: () => undefined,
    answers: {},
  };
}

export const typesOf = (events: readonly CiEvent[]): string[] => events.map((e) => e.type);
