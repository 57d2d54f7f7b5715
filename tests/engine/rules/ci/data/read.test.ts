import { describe, expect, it } from "vitest";
import { Refusal } from "../../../../../src/engine/core/refusal";
import { CI_ROSTER } from "../../../../../src/engine/rules/ci/data/roster";
import { num, numberOf, numOf, unitValue } from "../../../../../src/engine/rules/ci/numbers/read";

function refusal(f: () => unknown): Refusal {
  try {
    f();
  } catch (e) {
    if (e instanceof Refusal) return e;
    throw e;
  }
  throw new Error("no refusal");
}

describe("numberOf and unitValue", () => {
  it("CI 8.x Movement Points: an unset UR number refuses, naming the rule that needs it, its meaning and id", () => {
    const r = refusal(() => numberOf({}, "mp.river"));
    expect(r.rule).toBe("CI 8.x Movement Points");
    expect(r.why.code).toBe("ci.number-unset");
    expect(r.why.params).toMatchObject({ rule: "CI 8.x Movement Points", id: "mp.river", status: "UR" });
    expect(r.reason).toContain("mp.river");
  });

  it("CI 10.x Night Scenarios: a set number is its value; the guess is never used", () => {
    expect(numberOf({ nightMovePercent: 40 }, "nightMovePercent")).toBe(40);
    expect(refusal(() => numberOf({}, "nightMovePercent")).rule).toBe("CI 10.x Night Scenarios");
  });

  it("CI 9.x Assault Rounds: an RP number is its default unless set", () => {
    expect(numberOf({}, "attackerNoMoraleRound")).toBe(3);
    expect(numberOf({ attackerNoMoraleRound: 2 }, "attackerNoMoraleRound")).toBe(2);
  });

  it("CI 2.x Unit Data: a label value the text keeps comes from the roster; a lost one from the numbers, else refused", () => {
    expect(unitValue(CI_ROSTER, {}, "panther", "F")).toBe(7);
    expect(unitValue(CI_ROSTER, {}, "us-chq", "maxStrength")).toBe(1);
    expect(unitValue(CI_ROSTER, {}, "panther", "mp")).toBe(10);
    expect(unitValue(CI_ROSTER, { "unit.panther.ac": 4 }, "panther", "ac")).toBe(4);
    const r = refusal(() => unitValue(CI_ROSTER, {}, "us-squad", "morale"));
    expect(r.rule).toBe("CI 2.x Morale");
    expect(r.why.params).toMatchObject({ id: "unit.us-squad.morale" });
  });

  it("CI 2.x Unit Data: an id that is no lost number is a programming error, not a refusal", () => {
    expect(() => numberOf({}, "mp.hedge")).toThrow(/not a lost number/);
  });

  it("CI 6.x Wrecks: numOf and num read a battle's numbers (and a command's battle), refusing an unset one", () => {
    const battle = { numbers: { wreckEntryMp: 2 }, roster: CI_ROSTER };
    expect(numOf(battle, "wreckEntryMp")).toBe(2);
    expect(num({ state: battle }, "wreckEntryMp")).toBe(2);
    expect(refusal(() => num({ state: { numbers: {}, roster: CI_ROSTER } }, "wreckEntryMp")).rule).toBe("CI 6.x Wrecks");
  });
});
