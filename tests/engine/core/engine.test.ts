import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../src/engine/core/dice";
import { runAnswering, runCommand } from "../../../src/engine/core/engine";
import { refuseUnless } from "../../../src/engine/core/refusal";
import type { Ruleset } from "../../../src/engine/core/ruleset";

type S = { total: number };
type C = { type: "roll-and-choose"; side: string };
type E = { type: "added"; value: number };

/** A toy ruleset: roll a die, then the other side chooses to add 1 or 10 to it. */
const toy: Ruleset<S, C, E> = {
  id: "toy",
  apply: (s, e) => void (s.total += e.value),
  draft: (s) => ({ ...s }),
  execute(ctx, c) {
    refuseUnless(ctx.state.total < 100, "toy 1", { code: "toy.full", params: { total: ctx.state.total }, text: "the total is full" });
    const r = ctx.roll(1, 6, "toy");
    ctx.emit({ type: "added", value: r.total });
    const extra = ctx.decide({ id: "extra", kind: "extra", side: c.side === "A" ? "B" : "A", prompt: { code: "toy.add", params: {}, text: "add?" }, options: [1, 10], default: 1 });
    ctx.emit({ type: "added", value: extra });
  },
};

describe("running commands (core)", () => {
  it("a pending decision leaves the state untouched; resuming with the tape replays the dice already shown", () => {
    const s = { total: 0 };
    const r = runCommand(toy, s, { type: "roll-and-choose", side: "A" }, new ScriptedDice([4]));
    expect(r).toMatchObject({ status: "decision", preview: [{ type: "added", value: 4 }], resume: { tape: [4] } });
    expect(s).toEqual({ total: 0 });
    if (r.status !== "decision") return;
    const done = runCommand(toy, s, r.resume.command, new ScriptedDice([]), { extra: 10 }, r.resume.tape);
    expect(done).toMatchObject({ status: "done", state: { total: 14 }, record: { dice: [4], deciders: ["B"] } });
  });
  it("runAnswering answers by the policy (the defaults unless told otherwise) and reports what was asked", () => {
    const { result, asked } = runAnswering(toy, { total: 0 }, { type: "roll-and-choose", side: "A" }, new ScriptedDice([2]));
    expect(result).toMatchObject({ status: "done", state: { total: 3 } });
    expect(asked.map((q) => q.id)).toEqual(["extra"]);
    const stopped = runAnswering(toy, { total: 0 }, { type: "roll-and-choose", side: "A" }, new ScriptedDice([2]), {}, () => null);
    expect(stopped.result.status).toBe("decision");
  });
  it("a refusal names its rule and changes nothing", () => {
    const s = { total: 100 };
    expect(runCommand(toy, s, { type: "roll-and-choose", side: "A" }, new ScriptedDice([]))).toEqual({ status: "refused", rule: "toy 1", reason: "the total is full", code: "toy.full", params: { total: 100 } });
    expect(s).toEqual({ total: 100 });
  });
});
