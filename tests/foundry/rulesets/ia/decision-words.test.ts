import { describe, expect, it } from "vitest";
import type { DecisionRequest } from "../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../src/engine/core/dice";
import { runAnswering } from "../../../../src/engine/core/engine";
import { decisionView, plainLabels } from "../../../../src/foundry/applications/dialogs/decision-view";
import { localizeAll } from "../../../../src/foundry/i18n";
import type { DecisionJson } from "../../../../src/foundry/referee/decision-prompt";
import { iaTableRuleset } from "../../../../src/foundry/rulesets/ia/table-ruleset";
import { enI18n } from "../../../support/i18n";
import { play, sampleRules } from "../../../support/ia-table-samples";
import { sampleFirstFireChoice } from "../../../support/ia-assault-samples";

const words = iaTableRuleset({} as never).decisionWords ?? {};
const labels = { ...plainLabels, piece: (id: string) => ({ r1: "3rd Coy", r2: "4th Coy" })[id] ?? id, yesNo: (kind: string) => words[kind] ?? null };
const asJson = (r: DecisionRequest): DecisionJson => JSON.parse(JSON.stringify(r)) as DecisionJson;

/** The decisions the engine asks while running the last command (each answered by its default). */
function asked(): DecisionRequest[] {
  const { battle, commands } = sampleFirstFireChoice();
  const ready = play(battle, commands[0]!).after;
  return [...runAnswering(sampleRules, ready, commands[1]!, new ScriptedDice([3, 4, 2, 2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]), {}).asked];
}

describe("IA decision prompts in words", () => {
  it("IA1 12.33 First Fire: the dug-in units alone first, or every defender with the attacker", () => {
    const request = asked().find((q) => q.kind === "first-fire")!;
    const view = localizeAll(decisionView(asJson(request), labels, 9), enI18n);
    expect(view.prompt).toBe("fire first with 3rd Coy alone (yes), or with every defending unit at the same time as the attacker (no)?");
    expect(view.options.map((o) => o.title)).toEqual(["First Fire with the dug-in units alone (default)", "Every defending unit fires with the attacker"]);
    expect(view.rule).toBe("IA1 12.33");
  });

  it("IA1 12.23 harassing fire: fire, or let them go", () => {
    const request: DecisionJson = { id: "harassing-fire:5,10", kind: "harassing-fire", side: "R", prompt: { code: "assault.harassing-fire", params: { pieces: "1./IR 45" }, text: "" }, options: [true, false], default: true, rule: "IA1 12.23" };
    const view = localizeAll(decisionView(request, labels, 9), enI18n);
    expect(view.options.map((o) => o.title)).toEqual(["Harassing fire (default)", "Let them go"]);
    expect(view.prompt).toBe("harassing fire at 1./IR 45, leaving the assault hex?");
  });

  it("a yes/no decision of a kind without words still reads Yes and No", () => {
    const request: DecisionJson = { id: "x", kind: "other", side: "R", prompt: { code: "x", params: {}, text: "?" }, options: [true, false], default: false };
    expect(localizeAll(decisionView(request, labels, 9), enI18n).options.map((o) => o.title)).toEqual(["Yes", "No (default)"]);
  });
});
