/**
 * The artillery chat cards (docs/foundry.md: cards show only what every side may see): the plan written without its
 * contents, planned fire on the Bombardment Table, drumfire placed, entered and removed, Open Sights fire with its
 * friendly fire die and ammunition check.
 */
import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { iaCards } from "../../../../src/foundry/rulesets/ia/cards";
import type { Card } from "../../../../src/foundry/referee/ports";
import { enI18n } from "../../../support/i18n";
import { at } from "../../../engine/rules/ia/artillery/support";
import { artilleryMap, openSightsFire, passWhile, plannedFireBattle, publicStep, T, twoTurnsAtT, type PublicStep } from "../../../support/ia-artillery-samples";

const cardsOf = (s: PublicStep): Card[] => iaCards(s.before, s.events, s.rolls, artilleryMap);
const text = (c: Card | undefined) => (localizeAll(c?.data, enI18n) as { lines: { text: string; rule: string }[] }).lines.map((l) => [l.text, l.rule]);
const lines = (cards: readonly Card[]) => cards.filter((c) => c.kind === "artillery").flatMap(text);

describe("artillery cards", () => {
  const written = publicStep(plannedFireBattle(), twoTurnsAtT());

  it("IA1 9.1 the plan written is a line saying so, never its missions", () => {
    const cards = cardsOf(written);
    expect(cards.map((c) => c.kind)).toEqual(["artillery"]);
    expect(text(cards[0])).toEqual([["R has written its Artillery Plan", "IA1 9.1"]]);
    expect(JSON.stringify(cards)).not.toMatch(/planned-fire|R-oba|"turns"/);
  });

  it("IA1 9.3, 9.7, 9.71 planned fire is a bombardment card; fired again next turn it places Drumfire markers, entered they attack, marker removal lifts them", () => {
    // Turn 1: R wins the initiative 5–1; 14 + 6 = 20 on the fixture's 12 column, roll 4: X.
    const one = publicStep(written.state, { type: "roll-initiative", side: "R" }, [5, 1, 2, 2]);
    const fire = cardsOf(one).find((c) => c.kind === "bombardment");
    expect(localizeAll(fire?.data, enI18n)).toMatchObject({ side: "R", at: "[10, 10]", firers: ["R-oba-1", "R-oba-2"], strength: 20, column: 12, roll: 4, rule: "IA1 9.3", results: [{ piece: "g1", result: "X" }] });
    const passed = passWhile(one.state, (b) => b.phase === "action").at(-1)!.state;
    const two = publicStep(passed, { type: "roll-initiative", side: "R" }, [5, 1, 6, 6]);
    // g1 eliminated on turn 1, the hex is empty: no roll (9.3), but the markers go down.
    expect(lines(cardsOf(two))).toEqual([
      ["Fire of R-oba-1, R-oba-2 at [10, 10]: no effect", "IA1 9.3"],
      ["Drumfire marker in [10, 10] (R-oba-1)", "IA1 9.7"],
      ["Drumfire marker in [10, 10] (R-oba-2)", "IA1 9.7"],
    ]);
    let s = passWhile(two.state, (b) => b.impulses!.active === "R").at(-1)?.state ?? two.state;
    s = publicStep(s, { type: "activate", side: "G", root: { piece: "g2" }, pieces: { g2: "move" } }).state;
    s = publicStep(s, { type: "move", side: "G", piece: "g2", to: at(10, 11) }).state;
    const entered = publicStep(s, { type: "move", side: "G", piece: "g2", to: T }, [6, 6]);
    expect(localizeAll(cardsOf(entered).find((c) => c.kind === "bombardment")?.data, enI18n)).toMatchObject({ firers: ["R-oba-1", "R-oba-2"], at: "[10, 10]", rule: "IA1 9.71" });
    const ended = publicStep(entered.state, { type: "end-activation", side: "G" });
    const removal = passWhile(ended.state, (b) => b.phase === "action").flatMap(cardsOf);
    expect(lines(removal)).toEqual([["Drumfire marker removed from [10, 10]", "IA1 9.7"]]);
  });

  it("IA1 10.3, 9.83, 11.2 Open Sights fire is a bombardment card, then the friendly fire die and the ammunition check are lines", () => {
    const cards = cardsOf(openSightsFire());
    expect(cards.map((c) => [c.kind, (c.data as { rule?: string }).rule ?? null])).toEqual([
      ["bombardment", "IA1 10.3"],
      ["artillery", null],
      ["bombardment", "IA1 9.83"],
      ["artillery", null],
    ]);
    expect(lines(cards)).toEqual([
      ["Friendly fire on [10, 11], next to [10, 10]: die 1, hit", "IA1 9.83"],
      ["g77: ammunition check 11 against 7, ammunition depleted (D)", "IA1 11.2"],
    ]);
    expect((cards[2]!.data as { column: number }).column).toBe(30);
  });

  it("IA1 16.11, 11.2, 9.72 smoke placed or not, elimination by ammunition depletion, a marker lifted when its gun is assaulted", () => {
    const roll = (...dice: number[]) => ({ dice, sides: 6, total: dice.reduce((a, d) => a + d, 0), purpose: "test" });
    const before = { ...plannedFireBattle(), drumfire: [{ at: T, side: "R", gun: "R-oba-1", onboard: false }] };
    const cards = iaCards(before, [
      { type: "smoke-fired", side: "R", gun: "R-oba-2", at: T, roll: roll(4, 4), placed: true, rule: "IA1 16.11" },
      { type: "smoke-fired", side: "R", gun: "R-oba-2", at: T, roll: roll(5, 4), placed: false, rule: "IA1 16.11" },
      { type: "ammunition-checked", side: "G", unit: "g1", roll: roll(6, 6), depletion: 9, result: "eliminated", rule: "IA1 11.2" },
      { type: "drumfire-removed", guns: ["R-oba-1"], rule: "IA1 9.72" },
    ], [], artilleryMap);
    expect(lines(cards)).toEqual([
      ["R-oba-2 fires smoke at [10, 10]: 8, smoke placed", "IA1 16.11"],
      ["R-oba-2 fires smoke at [10, 10]: 9, no smoke", "IA1 16.11"],
      ["g1: ammunition check 12 against 9, eliminated by ammunition depletion (EAD)", "IA1 11.2"],
      ["Drumfire marker removed from [10, 10]", "IA1 9.72"],
    ]);
  });
});
