import { describe, expect, it } from "vitest";
import system from "../../../../system.json";
import { MarkerModel } from "../../../../src/foundry/data/actor/_module";
import { LeaderModel, UnitModel } from "../../../../src/foundry/rulesets/ia/actors/_module";
import { fieldPaths, readSchema } from "../../support/schema";

/**
 * system.json's `gmOnlyFields` are the models' fields: every path, parents and leaves (docs/foundry-facts.md §6: whether
 * V13 lets a listed parent cover its children is not documented, so both are listed). The models are the one source:
 * when a model changes, this test fails with the list system.json must hold.
 */
describe("system.json gmOnlyFields", () => {
  it.each([
    ["unit", UnitModel],
    ["leader", LeaderModel],
    ["marker", MarkerModel],
  ] as const)("%s: only a GM writes any of its printed values, parent or leaf", (type, model) => {
    expect(system.documentTypes.Actor[type].gmOnlyFields).toEqual(fieldPaths(readSchema(model)));
  });
});
