import { describe, expect, it } from "vitest";
import { startImpulses } from "../../../../src/engine/rules/series/sequence/impulses";
import { isPhrase, type Phrase } from "../../../../src/foundry/i18n";
import { iaCards } from "../../../../src/foundry/rulesets/ia/cards";
import { play, sampleBattle, sampleMap } from "../../../support/ia-table-samples";
import { translations } from "../../../support/lang";

/** The last segment of the last turn: the German passed, the Russian passes; R lost 3 steps and a company. */
function lastPass(victory: boolean) {
  const b = sampleBattle();
  const conditions = { points: [{ side: "G", for: "steps" as const, points: 1 }], winner: { by: "points" as const, side: "G", points: 3 } };
  const ready = { ...b, lastTurn: 1, phase: "action" as const, impulses: { ...startImpulses("G", "R", 1), active: "R", lead: 0, lastPass: "G" }, losses: { R: { steps: 3, units: 1, leaders: 0, exits: [] } }, ...(victory ? { victory: conditions } : {}) };
  return play(ready, { type: "pass", side: "R" }, [2, 3]);
}

const lines = (step: ReturnType<typeof lastPass>) => {
  const seq = iaCards(step.before, step.events, step.rolls, sampleMap).filter((c) => c.kind === "sequence").flatMap((c) => (c.data as { lines: { text: Phrase; rule: string | null }[] }).lines);
  return seq.filter((l) => l.rule === "IA1 3.0" && l.text.i18n?.includes("victory"));
};

describe("IA1 3.0 the result on the table", () => {
  it("IA1 3.0 the end of the last turn puts each side's points and the winner on the sequence card", () => {
    const shown = lines(lastPass(true));
    expect(shown.map((l) => [l.text.i18n, l.text.params])).toEqual([
      ["HEX_TACTICS.Card.Line.victory-side", { side: "German", points: 3, steps: 0, units: 0, leaders: 0, exited: 0 }],
      ["HEX_TACTICS.Card.Line.victory-side", { side: "Russian", points: 0, steps: 3, units: 1, leaders: 0, exited: 0 }],
      ["HEX_TACTICS.Card.Line.victory-winner", { side: "German" }],
    ]);
    expect(shown.every((l) => isPhrase(l.text) && translations.has(l.text.i18n!))).toBe(true);
  });

  it("IA1 3.0 a scenario whose conditions are text only: the players judge them", () => {
    expect(lines(lastPass(false)).at(-1)!.text.i18n).toBe("HEX_TACTICS.Card.Line.victory-text");
    expect(translations.has("HEX_TACTICS.Card.Line.victory-text")).toBe(true);
  });

  it("IA1 11.2 an elimination by ammunition depletion says it does not count for victory", () => {
    const b = sampleBattle();
    const events = [{ type: "eliminated" as const, piece: "gmg", rule: "IA1 11.2", countsForInitiative: false as const, countsForVictory: false as const }];
    const texts = iaCards(b, events, [], sampleMap).flatMap((c) => JSON.stringify(c.data));
    expect(texts.join()).toContain("HEX_TACTICS.Card.Loss.eliminated-ead");
    expect(translations.has("HEX_TACTICS.Card.Loss.eliminated-ead")).toBe(true);
  });
});
