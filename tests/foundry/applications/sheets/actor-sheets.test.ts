import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LeaderSheet, MarkerSheet, UnitSheet } from "../../../../src/foundry/applications/sheets/_module";
import { sampleLeader, sampleMarker, sampleUnit } from "../../../support/sample-actors";

const root = join(import.meta.dirname, "../../../..");

describe.each([
  ["unit", UnitSheet, sampleUnit],
  ["leader", LeaderSheet, sampleLeader],
  ["marker", MarkerSheet, sampleMarker],
] as const)("the %s sheet", (type, Sheet, actor) => {
  it("is for its actor type and carries its CSS classes", () => {
    expect(Sheet.actorType).toBe(type);
    expect(Sheet.DEFAULT_OPTIONS).toEqual({ classes: [type] });
  });

  it("renders a header and its type's body from templates that ship with the system", () => {
    expect(Object.keys(Sheet.PARTS)).toEqual(["header", "body"]);
    expect(Sheet.PARTS.body.template).toBe(`systems/hex-tactics/templates/actor/${type}-body.hbs`);
    for (const { template } of Object.values(Sheet.PARTS)) {
      expect(existsSync(join(root, template.replace("systems/hex-tactics/", "")))).toBe(true);
    }
  });

  it("adds its view model to Foundry's context", async () => {
    const sheet = new Sheet();
    sheet.actor = actor;
    expect(await sheet._prepareContext({})).toMatchObject({ editable: true, name: actor.name, system: actor.system });
  });
});
