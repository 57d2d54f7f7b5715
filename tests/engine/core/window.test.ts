import { describe, expect, it } from "vitest";
import { answerFor, type Answers } from "../../../src/engine/core/decision";
import { ScriptedDice, roll } from "../../../src/engine/core/dice";
import type { CommandContext } from "../../../src/engine/core/ruleset";
import { openWindow } from "../../../src/engine/core/window";

/** A bare context: decisions answered from `answers`, events collected. */
function context(answers: Answers) {
  const events: { type: string }[] = [];
  const dice = new ScriptedDice([]);
  const ctx: CommandContext<null, { type: string }> = {
    state: null,
    emit: (e) => events.push(e),
    roll: (n, s, p) => roll(dice, n, s, p),
    decide: (r) => answerFor(r, answers),
    reveal: () => {},
    answers,
  };
  return { ctx, events };
}

describe("interrupt windows (ruleset-neutral)", () => {
  const spec = (left: string[], closeAfter = Infinity) => ({
    trigger: "mp-spent" as const,
    id: "reaction:u1@3,4",
    side: "B",
    prompt: { code: "x", params: {}, text: "react?" },
    rule: "RP 7.1",
    responses: () => [...left],
    respond: (r: string, n: number) => {
      left.splice(left.indexOf(r), 1);
      return n < closeAfter;
    },
  });
  it("asks the responding side one response at a time, numbered, until it passes", () => {
    const { ctx } = context({ "reaction:u1@3,4:1": "a", "reaction:u1@3,4:2": "pass" });
    const left = ["a", "b"];
    openWindow(ctx, spec(left));
    expect(left).toEqual(["b"]);
  });
  it("closes when no response is open, or when a response closes it", () => {
    const { ctx } = context({ "reaction:u1@3,4:1": "a", "reaction:u1@3,4:2": "b" });
    const left = ["a", "b"];
    openWindow(ctx, spec(left));
    expect(left).toEqual([]);
    const { ctx: c2 } = context({ "reaction:u1@3,4:1": "a" });
    const rest = ["a", "b"];
    openWindow(c2, spec(rest, 1)); // closed after one response: the second is never asked for
    expect(rest).toEqual(["b"]);
  });
  it("an unanswered window is a decision for the responding side, defaulting to pass", () => {
    const { ctx } = context({});
    expect(() => openWindow(ctx, spec(["a"]))).toThrowError(expect.objectContaining({ request: expect.objectContaining({ kind: "mp-spent", side: "B", options: ["pass", "a"], default: "pass" }) }));
  });
  it("the ruleset names the decisions' kind apart from the trigger (IA1 13.1: opportunity fire when a piece enters a hex)", () => {
    const { ctx } = context({});
    const opportunity = { ...spec(["a"]), trigger: "ia.hex-entered", kind: "opportunity-fire" };
    expect(() => openWindow(ctx, opportunity)).toThrowError(expect.objectContaining({ request: expect.objectContaining({ kind: "opportunity-fire" }) }));
  });
  it("all at once: the side is asked a single time and its response closes the window (Red Poppies' firefights)", () => {
    const { ctx } = context({ "reaction:u1@3,4:1": "a", "reaction:u1@3,4:2": "b" });
    const left = ["a", "b"];
    openWindow(ctx, { ...spec(left), mode: "all-at-once" });
    expect(left).toEqual(["b"]);
  });
});
