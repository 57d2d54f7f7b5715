import { describe, expect, it } from "vitest";
import { PROVENANCE_SOURCES } from "../../../../../src/foundry/config";
import { UnitModel } from "../../../../../src/foundry/rulesets/ia/actors/unit-model";
import { LED_BY, UNIT_CATEGORIES, UNIT_SIZES } from "../../../../../src/foundry/rulesets/ia/choices";
import { fieldKinds, readSchema } from "../../../support/schema";

const cell = { value: "NumberField", provenance: { source: "StringField", rule: "StringField", note: "StringField" } };
const fire = { strength: cell, range: cell };
const face = { directFire: fire, bombardmentFire: fire, movement: cell, morale: cell };

describe("UnitModel", () => {
  const schema = readSchema(UnitModel);
  const faces = schema.faces.fields!;

  it("implements the Actor type unit", () => {
    expect(UnitModel.metadata.type).toBe("unit");
    expect(UnitModel.LOCALIZATION_PREFIXES).toEqual(["HEX_TACTICS.Actor.unit"]);
  });

  it("holds the counter schema's UnitType: printed values only, every face, each value a cell with its provenance", () => {
    expect(fieldKinds(schema)).toEqual({
      counterId: "StringField",
      code: "StringField",
      nationality: "StringField",
      category: "StringField",
      size: "StringField",
      subtype: "StringField",
      ledBy: "StringField",
      specialSpotting: "BooleanField",
      steps: cell,
      faces: { full: face, reduced: face, limbered: face, dismounted: face, dismountedReduced: face },
    });
  });

  it("uses the counter schema's categories and sizes (no squadron: IA1 2.4 counts a squadron as a company)", () => {
    expect(schema.category.options).toMatchObject({ choices: UNIT_CATEGORIES, initial: "infantry" });
    expect(Object.keys(UNIT_CATEGORIES)).toEqual(["infantry", "cavalry", "machine-gun", "artillery", "mortar", "transport"]);
    expect(schema.size.options).toMatchObject({ choices: UNIT_SIZES, initial: "company" });
    expect(Object.keys(UNIT_SIZES)).toEqual(["section", "detachment", "platoon", "company", "battery", "battalion"]);
    expect(schema.ledBy.options).toMatchObject({ choices: LED_BY, initial: "", blank: true });
  });

  it("IA1 7.6 a new unit is a two-step company; counters have one to four steps", () => {
    expect(schema.steps.fields!.value.options).toMatchObject({ integer: true, min: 1, max: 4, initial: 2, nullable: false });
  });

  it("a value typed in is the user's; provenance is rules, playtest or user", () => {
    expect(schema.steps.fields!.provenance.fields!.source.options).toMatchObject({ choices: PROVENANCE_SOURCES, initial: "user" });
  });

  it("the full face is always there; the others are null when the counter lacks them", () => {
    expect(faces.full.options.nullable).toBeUndefined();
    for (const key of ["reduced", "limbered", "dismounted", "dismountedReduced"]) {
      expect(faces[key]!.options).toMatchObject({ nullable: true, initial: null });
    }
  });

  it("IA1 7.3 fire values are null when a face has none; null range is unlimited, null movement is T (IA1 5.61)", () => {
    const full = faces.full.fields!;
    expect(full.directFire.options).toMatchObject({ nullable: true, initial: null });
    expect(full.bombardmentFire.options).toMatchObject({ nullable: true, initial: null });
    expect(full.directFire.fields!.strength.fields!.value.options).toMatchObject({ integer: true, min: 0, nullable: false });
    expect(full.directFire.fields!.range.fields!.value.options).toMatchObject({ integer: true, min: 0, nullable: true });
    expect(full.movement.fields!.value.options).toMatchObject({ integer: true, min: 0, nullable: true });
    expect(full.morale.options).toMatchObject({ nullable: true, initial: null });
  });

  it("has no game state an owner could edit (IA1 7.46, 8.52, 14.2, 16.5 are the battle's)", () => {
    for (const state of ["status", "movedFired", "spotted", "hidden", "fire", "movement", "morale"]) expect(schema).not.toHaveProperty(state);
  });
});
