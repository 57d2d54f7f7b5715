import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showDecision } from "../../../src/foundry/applications/dialogs/decision-dialog";
import type { DecisionJson } from "../../../src/foundry/referee/decision-prompt";
import { stubDialogs, type Shown } from "./dialog-stub";

const decision: DecisionJson = {
  id: "loss:2X:combat:1",
  kind: "loss-allocation",
  side: "R",
  prompt: { code: "fire.loss-combat-unit", params: { result: "2X", loss: 1, steps: 2 }, text: "" },
  options: ["r1", "r2"],
  default: "r1",
  rule: "IA1 7.61",
};

describe("decision dialog on the deciding user's client", () => {
  let shown: Shown[];
  beforeEach(() => {
    vi.useFakeTimers();
    shown = stubDialogs((data: { prompt: string }) => `<p>${data.prompt}</p>`, { r1: "3rd Coy", r2: "4th Coy" });
  });
  afterEach(() => vi.useRealTimers());

  it("IA1 7.61 shows the prompt, one button per unit by the names the battle's Combat gives, the default marked; a click answers", async () => {
    const answer = showDecision(decision, { battle: "b1", timeoutMs: 30_000 });
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    const [dialog] = shown;
    expect(dialog!.config.content).toBe("<p>2X: which combat unit takes step loss 1 of 2?</p>");
    expect(dialog!.config.rejectClose).toBe(false);
    expect(dialog!.config.buttons.map((b) => [b.label, b.default])).toEqual([["3rd Coy (default)", true], ["4th Coy", false]]);
    dialog!.answer(dialog!.config.buttons[1]!.callback!());
    await expect(answer).resolves.toEqual({ answer: "r2" });
  });

  it("closes itself a second before the referee stops waiting: no answer, and the referee applies the default", async () => {
    const answer = showDecision(decision, { battle: "b1", timeoutMs: 10_000 });
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(8_000);
    expect(shown[0]!.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown[0]!.closed).toBe(true);
    await expect(answer).resolves.toBeNull();
  });
});
