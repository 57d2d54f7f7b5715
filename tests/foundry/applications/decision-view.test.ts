import { describe, expect, it } from "vitest";
import { answerAt, decisionView, plainLabels, secondsLeft } from "../../../src/foundry/applications/dialogs/decision-view";
import { localizeAll } from "../../../src/foundry/i18n";
import { closeAfter, type DecisionJson } from "../../../src/foundry/referee/decision-prompt";
import { enI18n } from "../../support/i18n";

const labels = { ...plainLabels, piece: (id: string) => ({ r1: "3rd Coy", r2: "4th Coy", rmg: "MG Det." })[id] ?? id };
const lossAllocation: DecisionJson = {
  id: "loss:2X:combat:1",
  kind: "loss-allocation",
  side: "R",
  prompt: { code: "fire.loss-combat-unit", params: { result: "2X", loss: 1, steps: 2 }, text: "(the engine's English)" },
  options: ["r1", "r2"],
  default: "r2",
  rule: "IA1 7.61",
};

describe("decision dialog", () => {
  it("IA1 7.61 a loss allocation: each unit by name, the default marked, the rule and the time left", () => {
    const view = localizeAll(decisionView(lossAllocation, labels, 25), enI18n);
    expect(view.options).toEqual([
      { index: 0, label: "3rd Coy", isDefault: false, title: "3rd Coy" },
      { index: 1, label: "4th Coy", isDefault: true, title: "4th Coy (default)" },
    ]);
    expect(view).toMatchObject({ prompt: "2X: which combat unit takes step loss 1 of 2?", rule: "IA1 7.61", countdown: "25 s left, then the default applies" });
  });

  it("IA1 13.1 opportunity fire: pass, or a group of firers", () => {
    const request: DecisionJson = { ...lossAllocation, id: "opportunity-fire:x", kind: "opportunity-fire", options: ["pass", ["rmg"], ["rmg", "r1"]], default: "pass", rule: "IA1 13.1" };
    expect(localizeAll(decisionView(request, labels, 5), enI18n).options.map((o) => o.title)).toEqual(["Pass (default)", "MG Det.", "MG Det. + 3rd Coy"]);
  });

  it("a hex, yes/no and no leader read in words", () => {
    const request: DecisionJson = { ...lossAllocation, options: [{ hex: [5, 4] }, true, false, null], default: true };
    expect(localizeAll(decisionView(request, labels, 5), enI18n).options.map((o) => o.title)).toEqual(["Hex [5, 4]", "Yes (default)", "No", "None"]);
  });

  it("the prompt shows through the engine text code, its English where the language has no key", () => {
    const unknown = { ...lossAllocation, prompt: { code: "no.such.code", params: {}, text: "Choose a unit" } };
    expect(localizeAll(decisionView(unknown, labels, 5), enI18n).prompt).toBe("Choose a unit");
  });

  it("a button answers with its option; anything else is no answer, and the referee's default applies", () => {
    expect(answerAt(lossAllocation, "0")).toEqual({ answer: "r1" });
    expect(answerAt(lossAllocation, 1)).toEqual({ answer: "r2" });
    expect(answerAt(lossAllocation, "2")).toBeNull();
    expect(answerAt(lossAllocation, null)).toBeNull();
  });

  it("counts down in whole seconds and closes before the referee stops waiting", () => {
    expect(secondsLeft(10_000, 8_500)).toBe(2);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(closeAfter(30_000)).toBe(29_000);
    expect(closeAfter(5_000)).toBe(4_500);
  });
});
