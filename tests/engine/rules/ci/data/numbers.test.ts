import { describe, expect, it } from "vitest";
import { CI_NUMBERS, lostFields, UNIT_FIELDS } from "../../../../../src/engine/rules/ci/data/numbers";
import { CI_ROSTER } from "../../../../../src/engine/rules/ci/data/roster";

const CITATION = /^CI (\d+\.x [A-Z][\w ./-]*|6\.7 Double Defense)$/;

/** Plan §3: the RP values shipped as "probable, confirm". */
const PLAN_RP = {
  hqReplacementStepLoss: 1,
  attachmentCompanies: 2,
  assaultMoraleStrength: 1,
  defenderNoRetreatRound: 1,
  attackerNoMoraleRound: 3,
  solitaireRallySteps: 1,
  "defense.clear": 1,
  "defense.beach": 1,
  "defense.cemetery": 1,
  "unit.us-sniper.F": 7,
  "unit.ger-sniper.F": 7,
  "unit.panther.mp": 10,
  "unit.ger-mortar-80.maxStrength": 3,
  "unit.us-squad.maxStrength": 4,
  "unit.ger-squad.maxStrength": 3,
};

describe("the lost-numbers catalogue", () => {
  it("CI 2.x Unit Types: every entry cites a CI rule in citation form and says what it counts", () => {
    for (const [id, n] of Object.entries(CI_NUMBERS)) {
      expect(n.rule, id).toMatch(CITATION);
      expect(n.meaning.length, id).toBeGreaterThan(5);
      expect(["rule", "terrain", "hexside", "unit"], id).toContain(n.scope);
    }
  });

  it("CI 2.x Unit Types: no UR number has a default (a guess is only a hint); the RP defaults are exactly the plan's", () => {
    const rp = Object.fromEntries(Object.entries(CI_NUMBERS).filter(([, n]) => n.status === "RP").map(([id, n]) => [id, n.default]));
    expect(rp).toEqual(PLAN_RP);
    for (const [id, n] of Object.entries(CI_NUMBERS)) if (n.status === "UR") expect(n.default, id).toBeUndefined();
    expect(CI_NUMBERS.nightMovePercent).toMatchObject({ status: "UR", guess: 50 });
  });

  it("CI 2.x Unit Data: unit.<kind>.<field> is listed for exactly the fields each kind's rules read that its label lacks", () => {
    const unitIds = Object.keys(CI_NUMBERS).filter((id) => id.startsWith("unit."));
    const expected = Object.entries(CI_ROSTER.kinds).flatMap(([kind, k]) => lostFields(k).map((f) => `unit.${kind}.${f}`));
    expect(unitIds.sort()).toEqual(expected.sort());
    expect(UNIT_FIELDS).toEqual(["maxStrength", "F", "range", "mp", "morale", "ac", "strikeDice", "strikeF2"]);
    expect(CI_NUMBERS["unit.ger-minefield.maxStrength"]).toBeDefined();
    expect(Object.keys(CI_NUMBERS).filter((id) => id.startsWith("unit.ger-minefield."))).toEqual(["unit.ger-minefield.maxStrength"]);
    expect(CI_NUMBERS["unit.panther.F"]).toBeUndefined();
    expect(CI_NUMBERS["unit.us-artillery.strikeDice"]?.rule).toBe("CI 2.x Artillery Support");
    expect(CI_NUMBERS["unit.ger-air.strikeF2"]?.rule).toBe("CI 2.x Air Support");
  });

  it("CI 3.x Terrain Effects: the legible terrain numbers are not settings (hedge 0/0, clear and town stacking, sea X)", () => {
    for (const id of ["fireLimit.hedge", "assaultLimit.hedge", "mp.hedge", "stack.clear", "stack.town", "stack.tunnel", "mp.ht-sea", "assaultLimit.ht-sea", "defense.woods", "defense.town"])
      expect(CI_NUMBERS[id], id).toBeUndefined();
  });

  it("CI 2.x Unit Data: the roster holds only label values the text keeps, each cited (HQ 1 step, Panther F7 range 7, off-map F7)", () => {
    const values: string[] = [];
    for (const [kind, k] of Object.entries(CI_ROSTER.kinds))
      for (const [field, cell] of Object.entries(k.label)) {
        expect(cell!.provenance.source).toBe("rules");
        expect(cell!.provenance.source === "rules" && cell!.provenance.rule).toMatch(CITATION);
        values.push(`${kind}.${field}=${cell!.value}`);
      }
    expect(values.sort()).toEqual(
      ["ger-air.strikeF=7", "ger-artillery.strikeF=7", "ger-chq.maxStrength=1", "ger-phq.maxStrength=1", "panther.F=7", "panther.range=7", "us-air.strikeF=7", "us-artillery.strikeF=7", "us-chq.maxStrength=1", "us-phq.maxStrength=1"].sort(),
    );
  });
});
