import { describe, expect, it } from "vitest";
import { RpUnitModel } from "../../../../src/foundry/rulesets/rp/actors/unit-model";
import { RP_MELEE_MARKS, RP_UNIT_TYPE_LABELS } from "../../../../src/foundry/rulesets/rp/choices";
import { RP_DEMO } from "../../../../src/engine/rules/rp/data/demo";
import { rpUnitActor } from "../../../../src/foundry/rulesets/rp/counters-to-actors";
import { rpUnitSheetContext } from "../../../../src/foundry/rulesets/rp/sheets/sheet-context";
import { translations } from "../../../support/lang";
import { fieldKinds, fieldPaths, readSchema } from "../../support/schema";

const cell = (value: string) => ({ value, provenance: { source: "StringField", rule: "StringField", note: "StringField" } });
const number = cell("NumberField");
const face = { firepower: number, range: number, melee: number, meleeMark: cell("StringField"), cohesion: number, movement: number, antiTank: number };

describe("RpUnitModel", () => {
  const schema = readSchema(RpUnitModel);

  it("implements the Actor type rp-unit, its labels under HEX_TACTICS.RP", () => {
    expect(RpUnitModel.metadata.type).toBe("rp-unit");
    expect(RpUnitModel.LOCALIZATION_PREFIXES).toEqual(["HEX_TACTICS.RP.Actor.unit"]);
  });

  it("RP 3.11, 3.2: a counter's types and its two faces, formed and dispersed, each with firepower, range, melee, cohesion, movement and anti-tank", () => {
    expect(fieldKinds(schema)).toEqual({ counterId: "StringField", nationality: "StringField", types: "ArrayField", howitzer: "BooleanField", faces: { formed: face, dispersed: face } });
    // RP 6.54: a unit without an anti-tank value prints none; RP 6.677 a melee value underlined or boxed.
    const formed = schema.faces.fields!.formed!.fields!;
    expect(formed.antiTank!.fields!.value!.options).toMatchObject({ nullable: true });
    expect(formed.meleeMark!.fields!.value!.options).toMatchObject({ choices: RP_MELEE_MARKS, initial: "none" });
    expect(Object.keys(RP_UNIT_TYPE_LABELS)).toContain("machine-gun");
  });

  it("lang/en.json names the type and labels every field (a cell's value and provenance are labelled as every cell's)", () => {
    expect(translations.has("TYPES.Actor.rp-unit")).toBe(true);
    expect(translations.has("HEX_TACTICS.Sheet.rp-unit")).toBe(true);
    const paths = fieldPaths(schema).filter((path) => !/(^|\.)(value|provenance)(\.|$)/.test(path));
    expect(paths.filter((path) => !translations.has(`HEX_TACTICS.RP.Actor.unit.FIELDS.${path}.label`))).toEqual([]);
  });
});

describe("rp-unit actors and their sheet", () => {
  const [id, kind] = Object.entries(RP_DEMO.counters.counters)[0]!;

  it("RP 3.11: a counter kind's values become the actor's cells, each with its provenance, in the model's fields", () => {
    const { system } = rpUnitActor(id, kind);
    const shape = (v: unknown): unknown => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) : null);
    expect(shape(system)).toEqual(shape(fieldKinds(readSchema(RpUnitModel))));
    expect(system.counterId).toBe(id);
    expect(system.faces.dispersed.cohesion.value).toBe(kind.faces.dispersed.cohesion);
    expect(system.faces.formed.antiTank.value).toBe(kind.faces.formed.antiTank ?? null);
    expect(system.faces.formed.firepower.provenance.source).toBe((kind.values["formed.firepower"] ?? kind.provenance).source);
  });

  it("RP 3.2: the sheet marks the face the unit's token shows, and its statuses", () => {
    const { system } = rpUnitActor(id, kind);
    const context = rpUnitSheetContext({ name: kind.name, img: "", type: "rp-unit", system }, { canEdit: false, piece: { statuses: ["ht-spent"], face: "dispersed" } });
    expect(context.faces.map((f) => [f.key, f.current])).toEqual([
      ["formed", false],
      ["dispersed", true],
    ]);
    expect(context.piece).toMatchObject({ status: "HEX_TACTICS.RP.Card.Face.dispersed", statuses: [{ id: "ht-spent", label: "HEX_TACTICS.Status.spent" }] });
    expect(rpUnitSheetContext({ name: kind.name, img: "", type: "rp-unit", system }, { canEdit: false }).piece).toBeNull();
  });
});
