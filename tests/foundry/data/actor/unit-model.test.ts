import { describe, expect, it } from "vitest";
import { MORALE_STATUSES, UNIT_SIZES } from "../../../../src/foundry/config";
import { UnitModel } from "../../../../src/foundry/data/actor/unit-model";
import { fieldKinds, readSchema } from "../../support/schema";

describe("UnitModel", () => {
  const schema = readSchema(UnitModel);

  it("implements the Actor type unit", () => {
    expect(UnitModel.metadata.type).toBe("unit");
    expect(UnitModel.LOCALIZATION_PREFIXES).toEqual(["HEX_TACTICS.Actor.unit"]);
  });

  it("holds the counter's printed values and its state", () => {
    expect(fieldKinds(schema)).toEqual({
      nationality: "StringField",
      unitType: "StringField",
      size: "StringField",
      steps: { value: "NumberField", max: "NumberField" },
      fire: { direct: "NumberField", bombardment: "NumberField", range: "NumberField" },
      morale: "NumberField",
      movement: "NumberField",
      status: "StringField",
      movedFired: "BooleanField",
      spotted: "BooleanField",
      hidden: "BooleanField",
    });
  });

  it("IA1 7.6 a new unit is a two-step company", () => {
    expect(schema.size.options).toMatchObject({ choices: UNIT_SIZES, initial: "company" });
    expect(schema.steps.fields?.value.options).toMatchObject({ integer: true, min: 0, initial: 2 });
    expect(schema.steps.fields?.max.options).toMatchObject({ integer: true, min: 1, initial: 2 });
  });

  it("starts in good order (IA1 Defs)", () => {
    expect(schema.status.options).toMatchObject({ choices: MORALE_STATUSES, initial: "good" });
  });

  it("printed values are whole numbers, never negative", () => {
    for (const field of [schema.morale, schema.movement, ...Object.values(schema.fire.fields ?? {})]) {
      expect(field.options).toMatchObject({ integer: true, nullable: false, min: 0 });
    }
  });
});
