/**
 * Issue 10: an IA2 battle plays sections 8 and later by the 1st edition, and every card row, line and trace entry that
 * relies on such a rule shows a "1st-edition rule" badge (card-rows `firstEditionBadges`); an IA1 battle's cards never.
 */
import { describe, expect, it } from "vitest";
import { ia2Visibility } from "../../../../src/engine/rules/ia/los";
import { losWords, rulerWords } from "../../../../src/foundry/canvas/canvas-words";
import type { LosReply } from "../../../../src/foundry/canvas/los-tool";
import { decisionView, plainLabels } from "../../../../src/foundry/applications/dialogs/decision-view";
import { localizeAll } from "../../../../src/foundry/i18n";
import { iaCards } from "../../../../src/foundry/rulesets/ia/cards";
import type { Card } from "../../../../src/foundry/referee/ports";
import { enI18n } from "../../../support/i18n";
import { artilleryMap, openSightsBattle, publicStep, T, type PublicStep } from "../../../support/ia-artillery-samples";

const fire = { type: "open-sights-fire", side: "G", firer: "g77", at: T } as const;
const DICE = [6, 6, 1, 6, 6, 6, 6, 5];
const ia1 = (): PublicStep => publicStep(openSightsBattle(), fire, DICE);
const ia2 = (): PublicStep => publicStep({ ...openSightsBattle(), edition: "IA2", visibility: ia2Visibility("day", 1) }, fire, DICE);
const cardsOf = (s: PublicStep): Card[] => iaCards(s.before, s.events, s.rolls, artilleryMap).map((c) => ({ ...c, data: localizeAll(c.data, enI18n) }));
/** Every record of the cards that cites a rule: [rule, badge]. */
const cited = (value: unknown): [string, unknown][] => {
  if (Array.isArray(value)) return value.flatMap(cited);
  if (typeof value !== "object" || value === null) return [];
  const o = value as { rule?: unknown; fallback?: unknown };
  return [...(typeof o.rule === "string" ? [[o.rule, o.fallback] as [string, unknown]] : []), ...Object.values(o).flatMap(cited)];
};

describe("the 1st-edition rule badge on the cards of an IA2 battle", () => {
  it("IA1 10.3, 9.83, 11.2 in an IA2 battle: the bombardment card, its trace entries and the artillery lines carry the badge", () => {
    const cards = cardsOf(ia2());
    const bombardment = cards.find((c) => c.kind === "bombardment")!;
    expect(bombardment.data).toMatchObject({ rule: "IA1 10.3", fallback: "1st-edition rule" });
    const rows = cited(cards);
    expect(rows.length).toBeGreaterThan(4);
    // Every rule of IA1 section 8 on is badged (7.46, 9.3, 9.83, 10.3, 11.2); IA1 4.2 (stacking: IA2 4.2 is in the text) is not.
    expect(rows.filter(([, badge]) => badge === undefined).map(([rule]) => rule)).toEqual(["IA1 4.2"]);
    expect(new Set(rows.filter(([rule]) => rule !== "IA1 4.2").map(([, badge]) => badge))).toEqual(new Set(["1st-edition rule"]));
    const lines = cards.filter((c) => c.kind === "artillery").flatMap((c) => (c.data as { lines: object[] }).lines);
    expect(lines).toContainEqual(expect.objectContaining({ rule: "IA1 11.2", fallback: "1st-edition rule" }));
  });

  it("the same fire in an IA1 battle: no badge anywhere", () => {
    const cards = cardsOf(ia1());
    expect(cards.find((c) => c.kind === "bombardment")?.data).toMatchObject({ rule: "IA1 10.3" });
    expect(cited(cards).length).toBeGreaterThan(4);
    expect(JSON.stringify(cards)).not.toContain("fallback");
  });

  it("the LOS tool's panel: a block by IA1 16.12 smoke in an IA2 battle carries the badge, the IA2 7.1 trace entry not", () => {
    const reply: LosReply = {
      from: [9, 12],
      to: [9, 6],
      range: 6,
      spottingRange: 12,
      trace: [{ label: "daylight", value: 12, rule: "IA2 7.1" }],
      spotted: false,
      reason: "blocked",
      spine: false,
      sides: [{ side: "left", hexes: [], clear: false, blocked: { hex: [9, 9], label: "smoke", rule: "IA2 7.1; IA1 16.12", fallback: "IA1" } }],
    };
    const lines = losWords(reply, enI18n).lines;
    expect(lines.filter((l) => l.endsWith(" 1st-edition rule"))).toEqual([expect.stringContaining("IA2 7.1; IA1 16.12")]);
    expect(lines.find((l) => l.includes("daylight"))).not.toContain("1st-edition rule");
  });

  it("the ruler: a previewed step refused by IA1 5.41 in an IA2 battle is marked; without fallback it is not", () => {
    const why = { code: "assault.entry-no-leader", params: { unit: "g1" }, text: "g1 needs a leader" };
    expect(rulerWords(why, enI18n, "IA1").refused).toMatch(/ 1st-edition rule$/);
    expect(rulerWords(why, enI18n).refused).not.toContain("1st-edition rule");
  });

  it("the decision prompt: a request citing a 1st-edition rule in an IA2 battle shows the badge; one without fallback none", () => {
    const request = { id: "allocate-loss:combat:1", kind: "loss-allocation", side: "R", prompt: { code: "fire.allocate-loss", params: {}, text: "allocate" }, options: ["r1"], default: "r1", rule: "IA1 7.62" };
    expect(localizeAll(decisionView({ ...request, fallback: "IA1" }, plainLabels, 5), enI18n)).toMatchObject({ rule: "IA1 7.62", fallback: "1st-edition rule" });
    expect(decisionView(request, plainLabels, 5).fallback).toBeNull();
  });
});
