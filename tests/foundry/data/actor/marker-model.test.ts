import { describe, expect, it } from "vitest";
import { LATER_MARKER_KINDS, MARKER_KINDS } from "../../../../src/foundry/rulesets/ia/choices";
import { MarkerModel } from "../../../../src/foundry/data/actor/marker-model";
import { fieldKinds, readSchema } from "../../support/schema";
import { pgTableRuleset } from "../../../../src/foundry/rulesets/pg/table-ruleset";
import { rpTableRuleset } from "../../../../src/foundry/rulesets/rp/table-ruleset";
import { ciTableRuleset } from "../../../../src/foundry/rulesets/ci/table-ruleset";

describe("MarkerModel", () => {
  const schema = readSchema(MarkerModel);

  it("implements the Actor type marker", () => {
    expect(MarkerModel.metadata.type).toBe("marker");
    expect(MarkerModel.LOCALIZATION_PREFIXES).toEqual(["HEX_TACTICS.Actor.marker"]);
  });

  it("holds the marker's kind, the rule that defines it and a description", () => {
    expect(fieldKinds(schema)).toEqual({ kind: "StringField", rule: "StringField", description: "HTMLField" });
    // Every game's kinds (IA's first): PG adds its turned-up minefields (PG 16.71), RP its scrapes, gas, cross hairs … (RP 2.1), CI its foxholes (CI 7.x Foxholes).
    const kinds = [...Object.keys(MARKER_KINDS), ...Object.keys(pgTableRuleset.choices.markerKinds!), ...Object.keys(rpTableRuleset.choices.markerKinds!), ...Object.keys(ciTableRuleset.choices.markerKinds!)];
    expect(Object.keys(schema.kind.options.choices as object).sort()).toEqual([...new Set(kinds)].sort());
    expect(schema.kind.options).toMatchObject({ initial: "smoke" });
  });

  it("knows the markers that sit on a hex, with minefields, wrecks and barrages kept for later rules", () => {
    expect(Object.keys(MARKER_KINDS)).toEqual(["smoke", "drumfire", "entrenchment", "wire", "artillery-target", "minefield", "wreck", "barrage"]);
    expect(LATER_MARKER_KINDS).toEqual(["minefield", "wreck", "barrage"]);
  });

  it("IA1 3.0 D: MOVED/FIRED, Opportunity Fire, Disrupted … are no markers: they are status effects", () => {
    for (const state of ["moved-fired", "opportunity-fire", "spotted", "disrupted", "demoralized", "dug-in"]) expect(MARKER_KINDS).not.toHaveProperty(state);
  });
});
