import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { MarkerSheet } from "../../../../src/foundry/applications/sheets/_module";
import { sheetOptions } from "../../../../src/foundry/applications/sheets/sheet-context";
import { pieceSummary } from "../../../../src/foundry/applications/sheets/piece-summary";
import { LeaderSheet, UnitSheet } from "../../../../src/foundry/rulesets/ia/sheets/_module";
import { STATUS } from "../../../../src/foundry/rulesets/ia/statuses";
import { iaTableRuleset } from "../../../../src/foundry/rulesets/ia/table-ruleset";
import { registerTableRuleset } from "../../../../src/foundry/rulesets/table-ruleset";
import { sampleLeader, sampleMarker, sampleUnit } from "../../../support/sample-actors";
import { resetWorld } from "../../setup/foundry-shim";

const root = join(import.meta.dirname, "../../../..");

beforeAll(() => {
  resetWorld();
  // The faces a token may show, as `init` registers them.
  registerTableRuleset(iaTableRuleset({}));
});
const shipped = (path: string) => existsSync(join(root, path.replace("systems/hex-tactics/", "")));

describe.each([
  ["unit", UnitSheet, sampleUnit, "ia/actor"],
  ["leader", LeaderSheet, sampleLeader, "ia/actor"],
  ["marker", MarkerSheet, sampleMarker, "actor"],
] as const)("the %s sheet", (type, Sheet, actor, folder) => {
  it("is for its actor type and carries its CSS classes", () => {
    expect(Sheet.actorType).toBe(type);
    expect(Sheet.DEFAULT_OPTIONS).toEqual({ classes: [type] });
  });

  it("renders a header and its type's body from templates that ship with the system, partials loaded with the body", () => {
    expect(Object.keys(Sheet.PARTS)).toEqual(["header", "body"]);
    expect(Sheet.PARTS.body.template).toBe(`systems/hex-tactics/templates/${folder}/${type}-body.hbs`);
    expect(Sheet.PARTS.body.templates).toEqual(["systems/hex-tactics/templates/actor/cell.hbs", "systems/hex-tactics/templates/actor/piece-state.hbs"]);
    for (const template of [...Object.values(Sheet.PARTS).map((p) => p.template), ...Sheet.PARTS.body.templates]) expect(shipped(template)).toBe(true);
  });

  it("adds its view model to Foundry's context: a GM on an editable sheet may edit", async () => {
    const sheet = new Sheet();
    sheet.actor = actor;
    expect(await sheet._prepareContext({})).toMatchObject({ editable: true, canEdit: true, name: actor.name, system: actor.system });
  });
});

describe("what a sheet is told", () => {
  it("a world actor is a counter, not a piece: no battle state", async () => {
    const sheet = new UnitSheet();
    sheet.actor = sampleUnit;
    expect((await sheet._prepareContext({})).piece).toBeNull();
  });

  it("only a GM writes printed values (system.json gmOnlyFields), and only on an editable sheet", () => {
    expect([sheetOptions({}, true, true).canEdit, sheetOptions({}, true, false).canEdit, sheetOptions({}, false, true).canEdit]).toEqual([true, false, false]);
  });

  it("a token's actor is a piece: its statuses, and the face and steps the referee wrote on the token", () => {
    const tokenActor = { isToken: true, statuses: new Set([STATUS.spotted]), token: { flags: { "hex-tactics": { piece: "ger-inf-1", state: { face: "reduced", steps: { value: 1, max: 2 } } } } } };
    expect(sheetOptions(tokenActor, false, false).piece).toEqual({ statuses: [STATUS.spotted], face: "reduced", steps: { value: 1, max: 2 } });
  });

  it("a piece summary ignores a flag it cannot read", () => {
    expect(pieceSummary({ isToken: true, statuses: [], state: { face: "sideways", steps: { value: -1, max: 2 } } })).toEqual({ statuses: [] });
    expect(pieceSummary({ isToken: true, state: "junk" })).toEqual({ statuses: [] });
    expect(pieceSummary({ isToken: false, statuses: [STATUS.spotted] })).toBeNull();
  });
});
