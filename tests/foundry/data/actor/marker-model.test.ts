import { describe, expect, it } from "vitest";
import { MARKER_TYPES } from "../../../../src/foundry/config";
import { MarkerModel } from "../../../../src/foundry/data/actor/marker-model";
import { fieldKinds, readSchema } from "../../support/schema";

describe("MarkerModel", () => {
  const schema = readSchema(MarkerModel);

  it("implements the Actor type marker", () => {
    expect(MarkerModel.metadata.type).toBe("marker");
    expect(MarkerModel.LOCALIZATION_PREFIXES).toEqual(["HEX_TACTICS.Actor.marker"]);
  });

  it("holds the marker type, the rule that defines it and a description", () => {
    expect(fieldKinds(schema)).toEqual({ markerType: "StringField", rule: "StringField", description: "HTMLField" });
    expect(schema.markerType.options).toMatchObject({ choices: MARKER_TYPES });
  });

  it("IA1 3.0 D knows every marker the Marker Removal Phase names", () => {
    expect(Object.keys(MARKER_TYPES)).toEqual(
      expect.arrayContaining(["moved-fired", "opportunity-fire", "drumfire", "smoke", "disrupted"]),
    );
  });
});
