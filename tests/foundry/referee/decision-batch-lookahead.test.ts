/**
 * The referee's look ahead for decisions asked together (src/foundry/referee/decision-batch.ts `batchFrom`), on a
 * made-up ruleset: a command asking `a1`, `a2` (key "a"), a die, `a3` (key "a"), then `b1` (key "b") and `c1` (no key).
 */
import { describe, expect, it } from "vitest";
import type { DecisionRequest } from "../../../src/engine/core/decision";
import type { EngineCommand, EngineEvent, Ruleset } from "../../../src/engine/core/ruleset";
import { batchAnswers, batchFrom, MOST_DECISIONS_TOGETHER } from "../../../src/foundry/referee/decision-batch";
import type { TableGame, TablePieces } from "../../../src/foundry/referee/ports";

const ask = (id: string, side = "x"): DecisionRequest => ({ id, kind: id.slice(0, 1), side, prompt: { code: "t", params: {}, text: id }, options: ["p", "q"], default: "p" });

const ruleset: Ruleset<null, EngineCommand, EngineEvent> = {
  id: "toy",
  apply: () => undefined,
  draft: (s) => s,
  execute(ctx, command) {
    // A command of "many" asks 150 decisions of one key in a row.
    if (command.type === "many") for (let i = 1; i <= 150; i++) ctx.decide(ask(`m${i}`));
    ctx.decide(ask("a1"));
    // a2 is the other side's when the command says so.
    ctx.decide(ask("a2", command.type === "sides" ? "y" : "x"));
    ctx.roll(1, 6, "a die");
    ctx.decide(ask("a3"));
    ctx.decide(ask("b1"));
    ctx.decide(ask("c1"));
  },
};

const game = { id: "g", ruleset, sides: ["x", "y"], state: null, pending: null } as unknown as TableGame<null, EngineCommand, EngineEvent>;
const pieces = {
  batch: (_game: unknown, r: DecisionRequest) => (r.kind === "c" ? null : r.kind),
  answer: (_game: unknown, r: DecisionRequest, json: unknown) => (r.options.includes(json) ? { answer: json } : null),
} as unknown as TablePieces<null, EngineCommand, EngineEvent>;
const ids = (batch: readonly DecisionRequest[]) => batch.map((r) => r.id);
const CMD = { type: "go", side: "x" };

describe("the look ahead for decisions asked together", () => {
  it("gathers the decisions asked in a row with the first one's key, stopping where dice are still to be rolled", () => {
    expect(ids(batchFrom(game, pieces, CMD, {}, [], ask("a1")))).toEqual(["a1", "a2"]);
  });

  it("with the die on the tape, stops at another key; a decision of no key is alone", () => {
    expect(ids(batchFrom(game, pieces, CMD, { a1: "q", a2: "q" }, [4], ask("a3")))).toEqual(["a3"]);
    expect(ids(batchFrom(game, pieces, CMD, { a1: "q", a2: "q", a3: "p", b1: "p" }, [4], ask("c1")))).toEqual(["c1"]);
  });

  it("stops at a decision of the same key for another side", () => {
    expect(ids(batchFrom(game, pieces, { type: "sides", side: "x" }, {}, [], ask("a1")))).toEqual(["a1"]);
  });

  it("asks at most MOST_DECISIONS_TOGETHER in one dialog: the rest come after", () => {
    const batch = batchFrom(game, pieces, { type: "many", side: "x" }, {}, [], ask("m1"));
    expect(batch).toHaveLength(MOST_DECISIONS_TOGETHER);
    expect(batch.at(-1)!.id).toBe(`m${MOST_DECISIONS_TOGETHER}`);
  });

  it("reads each answer back: a missing one, or one not an option, is its decision's default", () => {
    const batch = [ask("a1"), ask("a2")];
    expect(batchAnswers(game, pieces, batch, { answers: { a1: "q", a2: "z" } })).toEqual({ a1: "q", a2: "p" });
    expect(batchAnswers(game, pieces, batch, { answers: { a2: "q" } })).toEqual({ a1: "p", a2: "q" });
    expect(batchAnswers(game, pieces, batch, null)).toEqual({ a1: "p", a2: "p" });
  });
});
