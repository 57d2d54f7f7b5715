import { describe, expect, it } from "vitest";
import system from "../../../../system.json";
import { PgLeaderModel, PgUnitModel } from "../../../../src/foundry/rulesets/pg/actors/_module";
import { PG_LEADER_KIND_LABELS, PG_MOVEMENT_CLASS_LABELS, PG_UNIT_KIND_LABELS } from "../../../../src/foundry/rulesets/pg/choices";
import { translations } from "../../../support/lang";
import { fieldKinds, fieldPaths, readSchema } from "../../support/schema";

const cell = (value: string) => ({ value, provenance: { source: "StringField", rule: "StringField", note: "StringField" } });
const number = cell("NumberField");
const fire = { strength: number, range: number };
const face = { directFire: fire, bombardmentFire: fire, antiTankFire: fire, movement: number };
const side = { name: "StringField", rank: cell("StringField"), morale: number, combat: number, moraleModifier: number };

describe("PgUnitModel", () => {
  const schema = readSchema(PgUnitModel);

  it("implements the Actor type pg-unit, its labels under HEX_TACTICS.PG", () => {
    expect(PgUnitModel.metadata.type).toBe("pg-unit");
    expect(PgUnitModel.LOCALIZATION_PREFIXES).toEqual(["HEX_TACTICS.PG.Actor.unit"]);
  });

  it("holds the pg-counters unit type: armor, open top, APC, armored car, movement class, three faces of three fire values", () => {
    expect(fieldKinds(schema)).toEqual({
      counterId: "StringField",
      code: "StringField",
      nationality: "StringField",
      kind: "StringField",
      transport: "StringField",
      armor: number,
      openTop: cell("BooleanField"),
      apc: cell("BooleanField"),
      armoredCar: cell("BooleanField"),
      movementClass: cell("StringField"),
      selfPropelled: "BooleanField",
      guards: "BooleanField",
      steps: number,
      faces: { full: face, reduced: face, limbered: face },
      morale: { full: number, reduced: number },
    });
  });

  it("PG 1.2: armor null is no AFV; PG 7.3, 11.2: AT strengths may be below 0, direct and bombardment ones not; T movement is null", () => {
    const full = schema.faces.fields!.full!.fields!;
    expect(schema.armor.fields!.value!.options).toMatchObject({ nullable: true, min: 0 });
    expect(full.antiTankFire!.fields!.strength!.fields!.value!.options.min).toBeUndefined();
    expect(full.directFire!.fields!.strength!.fields!.value!.options.min).toBe(0);
    expect(full.directFire!.options).toMatchObject({ nullable: true, initial: null });
    expect(full.movement!.fields!.value!.options).toMatchObject({ nullable: true });
    expect(schema.faces.fields!.reduced!.options).toMatchObject({ nullable: true, initial: null });
    expect(schema.kind.options).toMatchObject({ choices: PG_UNIT_KIND_LABELS, initial: "infantry" });
    expect(schema.movementClass.fields!.value!.options).toMatchObject({ choices: PG_MOVEMENT_CLASS_LABELS });
  });
});

describe("PgLeaderModel", () => {
  const schema = readSchema(PgLeaderModel);

  it("implements the Actor type pg-leader: a kind and two sides, each with rank, morale, combat and morale modifier", () => {
    expect(PgLeaderModel.metadata.type).toBe("pg-leader");
    expect(fieldKinds(schema)).toEqual({ counterId: "StringField", nationality: "StringField", kind: "StringField", faces: { front: side, back: side } });
    expect(schema.kind.options).toMatchObject({ choices: PG_LEADER_KIND_LABELS, initial: "regular" });
    expect(Object.keys(PG_LEADER_KIND_LABELS)).toEqual(["regular", "cavalry", "kommissar", "train", "vessel"]);
  });
});

describe.each([
  ["pg-unit", PgUnitModel],
  ["pg-leader", PgLeaderModel],
] as const)("%s", (type, model) => {
  it("system.json: only a GM writes any of its printed values, parent or leaf", () => {
    expect((system.documentTypes.Actor as Record<string, { gmOnlyFields: string[] }>)[type]!.gmOnlyFields).toEqual(fieldPaths(readSchema(model)));
  });

  it("lang/en.json names the type and labels every field (a cell's value and provenance are labelled as every cell's)", () => {
    expect(translations.has(`TYPES.Actor.${type}`)).toBe(true);
    expect(translations.has(`HEX_TACTICS.Sheet.${type}`)).toBe(true);
    const [prefix] = model.LOCALIZATION_PREFIXES;
    const paths = fieldPaths(readSchema(model)).filter((path) => !/(^|\.)(value|provenance)(\.|$)/.test(path));
    expect(paths.filter((path) => !translations.has(`${prefix}.FIELDS.${path}.label`))).toEqual([]);
  });
});
