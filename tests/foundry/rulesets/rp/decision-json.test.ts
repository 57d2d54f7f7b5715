import { describe, expect, it } from "vitest";
import type { DecisionRequest } from "../../../../src/engine/core/decision";
import { rpTablePieces } from "../../../../src/foundry/rulesets/rp/table-pieces";
import { decisionView, plainLabels, answerAt } from "../../../../src/foundry/applications/dialogs/decision-view";
import type { DecisionJson } from "../../../../src/foundry/referee/decision-prompt";
import { BRITISH, couplets, GERMAN, offsetOf, rpBattle, rpMap, tableGame } from "./support";
import { enI18n } from "../../../support/i18n";

const map = rpMap();
const b = rpBattle(map, {
  units: { mg: { side: BRITISH, at: "P18", name: "Vickers" }, tank: { side: BRITISH, at: "P19", name: "Mk IV", types: ["tank"] }, g1: { side: GERMAN, at: "N18", name: "1/Inf" } },
  extra: couplets(GERMAN),
});
const game = tableGame(map, b);
const hex = (label: string) => map.indexOfOffset(...offsetOf(label));
const text = { code: "rp.test", params: {}, text: "a prompt" };

/** The words the neutral decision dialog shows for each option, pieces named by the decision's `names`. */
function shown(request: DecisionRequest) {
  const json = rpTablePieces.decision(game, request) as DecisionJson & { names: Record<string, string> };
  const view = decisionView(json, { ...plainLabels, piece: (id) => json.names[id] ?? id }, 30);
  return { json, words: view.options.map((o) => ("text" in o.label && o.label.i18n === null ? o.label.text : o.label.i18n)), defaults: view.options.map((o) => o.isDefault) };
}

describe("RP decisions at the table", () => {
  it("RP 6.7: a reaction prompt offers pass (the default) and each shot in words, and the answer reads back as the engine's option", () => {
    const shot = { unit: "mg", kind: "area" as const };
    const at = { unit: "tank", kind: "anti-tank" as const, target: "g1" };
    const request: DecisionRequest = { id: "rp-reaction:1", kind: "rp-reaction", side: BRITISH, prompt: text, options: ["pass", shot, at], default: "pass", rule: "RP 6.7" };
    const { json, words, defaults } = shown(request);
    expect(words).toEqual(["HEX_TACTICS.Dialog.Decision.pass", "Vickers (area)", "Mk IV → 1/Inf (anti-tank)"]);
    expect(defaults).toEqual([true, false, false]);
    // The dialog sends back the option it was given; the referee reads it as the engine's.
    expect(rpTablePieces.answer(game, request, answerAt(json, 1)!.answer)).toEqual({ answer: shot });
    expect(rpTablePieces.answer(game, request, "pass")).toEqual({ answer: "pass" });
    expect(rpTablePieces.answer(game, request, { unit: "mg", kind: "area" })).toBeNull();
  });

  it("RP 6.674: a melee target by the enemy unit's name; RP 6.74 a firefight's shots together", () => {
    const melee: DecisionRequest = { id: "rp-melee:g1", kind: "rp-melee-target", side: GERMAN, prompt: text, options: ["mg", "tank"], default: "mg" };
    expect(shown(melee).words).toEqual(["Vickers", "Mk IV"]);
    const firefight: DecisionRequest = { id: "rp-firefight:1", kind: "rp-firefight", side: BRITISH, prompt: text, options: ["pass", [{ unit: "mg", kind: "area" }, { unit: "tank", kind: "area" }]], default: "pass" };
    expect(shown(firefight).words).toEqual(["HEX_TACTICS.Dialog.Decision.pass", "Vickers (area) + Mk IV (area)"]);
  });

  it("RP 7.13, 10.22: a hex option is a hex the dialog labels; 'not now' stays none", () => {
    const placement: DecisionRequest = { id: "rp-placement:g1", kind: "rp-placement", side: GERMAN, prompt: text, options: [hex("N18"), null], default: null };
    const { json, words, defaults } = shown(placement);
    expect(json.options).toEqual([{ hex: offsetOf("N18") }, null]);
    expect(words).toEqual(["HEX_TACTICS.Dialog.Decision.hex", "HEX_TACTICS.Dialog.Decision.none"]);
    expect(defaults).toEqual([false, true]);
    expect(rpTablePieces.answer(game, placement, { hex: offsetOf("N18") })).toEqual({ answer: hex("N18") });
  });

  it("RP 6.41, 7.243: a shovel's use names its hexside by printed labels; a spine its bearing", () => {
    const shovel: DecisionRequest = {
      id: "rp-shovel:g1",
      kind: "rp-shovel",
      side: GERMAN,
      prompt: text,
      options: [{ use: "scrape" }, { use: "bomb-stop", hexside: [hex("N18"), hex("N19")] }],
      default: { use: "scrape" },
    };
    expect(shown(shovel).words).toEqual(["scrape", "bomb-stop N18|N19"]);
    expect(rpTablePieces.answer(game, shovel, "rp:1")).toEqual({ answer: { use: "bomb-stop", hexside: [hex("N18"), hex("N19")] } });
    const spine: DecisionRequest = { id: "rp-spine:1", kind: "rp-spine", side: BRITISH, prompt: text, options: [0, 60], default: 0 };
    expect(shown(spine).words).toEqual(["0°", "60°"]);
  });

  it("RP 3.8: a rally is yes or no, each in words lang/en.json gives", async () => {
    const { rpTableRuleset } = await import("../../../../src/foundry/rulesets/rp/table-ruleset");
    const words = rpTableRuleset.decisionWords?.["rp-rally"];
    expect([words?.yes, words?.no].map((key) => (key ? enI18n.localize(key) : key))).toEqual(["Try to rally", "Stay dispersed"]);
    const rally: DecisionRequest = { id: "rp-rally:g1", kind: "rp-rally", side: GERMAN, prompt: text, options: [true, false], default: false };
    expect(shown(rally).json.options).toEqual([true, false]);
  });
});
