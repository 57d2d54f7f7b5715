import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../src/engine/core/dice";
import { runCommand } from "../../../src/engine/core/engine";
import { refuseUnless } from "../../../src/engine/core/refusal";
import { markFallbacks } from "../../../src/engine/core/rule-fallback";
import type { Ruleset } from "../../../src/engine/core/ruleset";
import type { TraceEntry } from "../../../src/engine/core/trace";

type S = { edition: "new" | "old"; total: number };
type C = { type: "go"; side: string; refuse?: string };
type E = { type: "added"; value: number; rule: string; trace: readonly TraceEntry[] };

/** A toy ruleset whose "new" edition has no text for its chapter 9: those rules are played by the "old" edition's. */
const toy: Ruleset<S, C, E> = {
  id: "toy",
  apply: (s, e) => void (s.total += e.value),
  draft: (s) => ({ ...s }),
  ruleFallback: (s) => (s.edition === "new" ? (rule) => (rule.startsWith("9.") ? "old" : undefined) : null),
  execute(ctx, c) {
    refuseUnless(c.refuse === undefined, c.refuse ?? "", { code: "toy.no", params: {}, text: "no" });
    const trace = [
      { id: "base", label: "base", value: 2, rule: "3.1" },
      { id: "shift", label: "shift", value: 1, rule: "9.2" },
    ];
    ctx.emit({ type: "added", value: 3, rule: "9.1", trace });
    ctx.decide({ id: "pick", kind: "pick", side: "B", prompt: { code: "toy.pick", params: {}, text: "pick" }, options: [1], default: 1, rule: "9.4" });
  },
};

describe("rules played by another edition (core/rule-fallback)", () => {
  it("the engine marks the event, each trace entry and the decision citing a fallen-back rule, and only those", () => {
    const r = runCommand(toy, { edition: "new", total: 0 }, { type: "go", side: "A" }, new ScriptedDice([]));
    expect(r).toMatchObject({
      status: "decision",
      request: { id: "pick", rule: "9.4", fallback: "old" },
      preview: [{ rule: "9.1", fallback: "old", trace: [{ id: "base", rule: "3.1" }, { id: "shift", rule: "9.2", fallback: "old" }] }],
    });
    expect(r.status === "decision" && "fallback" in r.preview[0]!.trace[0]!).toBe(false);
  });
  it("a refusal citing a fallen-back rule carries it; one citing the edition's own rule does not", () => {
    expect(runCommand(toy, { edition: "new", total: 0 }, { type: "go", side: "A", refuse: "9.5" }, new ScriptedDice([]))).toMatchObject({ status: "refused", rule: "9.5", fallback: "old" });
    expect(runCommand(toy, { edition: "new", total: 0 }, { type: "go", side: "A", refuse: "3.5" }, new ScriptedDice([]))).not.toHaveProperty("fallback");
  });
  it("the edition that has the text marks nothing", () => {
    const r = runCommand(toy, { edition: "old", total: 0 }, { type: "go", side: "A" }, new ScriptedDice([]), { pick: 1 });
    expect(r.status).toBe("done");
    expect(JSON.stringify(r)).not.toContain("fallback");
  });
  it("markFallbacks copies only what it marks and leaves the value given as it was", () => {
    const untouched = { id: "a", rule: "3.1", roll: { dice: [1, 2] } };
    const value = { rule: "9.1", parts: [untouched, { rule: "9.2" }] };
    const marked = markFallbacks(value, (rule) => (rule.startsWith("9.") ? "old" : undefined));
    expect(marked).toEqual({ rule: "9.1", fallback: "old", parts: [untouched, { rule: "9.2", fallback: "old" }] });
    expect(marked.parts[0]).toBe(untouched);
    expect(value).toEqual({ rule: "9.1", parts: [untouched, { rule: "9.2" }] });
    const none = { rule: "3.1", parts: [untouched] };
    expect(markFallbacks(none, () => undefined)).toBe(none);
  });
});
