/**
 * Combat Infantry's block label actor (src/foundry/rulesets/ci/actors/, sheets/): CI 2.x Unit Types, Unit Data — the
 * kind's class, rank, triangles and label values, a lost one blank (the battle's numbers give it) and shown as lost on
 * the sheet; on the board, the sheet shows the block's steps from its token.
 */
import { describe, expect, it } from "vitest";
import { CI_ROSTER } from "../../../../src/engine/rules/ci/data/roster";
import { CiBlockModel } from "../../../../src/foundry/rulesets/ci/actors/block-model";
import { ciBlockSystem } from "../../../../src/foundry/rulesets/ci/counters-to-actors";
import { ciBlockSheetContext } from "../../../../src/foundry/rulesets/ci/sheets/sheet-context";
import { translations } from "../../../support/lang";
import { fieldKinds, fieldPaths, readSchema } from "../../support/schema";

describe("CiBlockModel", () => {
  const schema = readSchema(CiBlockModel);

  it("CI 2.x Unit Types: implements the Actor type ci-block; lang/en.json names it and labels every field", () => {
    expect(CiBlockModel.metadata.type).toBe("ci-block");
    expect(translations.has("TYPES.Actor.ci-block")).toBe(true);
    const paths = fieldPaths(schema).filter((path) => !/(^|\.)(value|provenance)(\.|$)/.test(path));
    expect(paths.filter((path) => !translations.has(`HEX_TACTICS.CI.Actor.block.FIELDS.${path}.label`))).toEqual([]);
  });

  it("CI 2.x Unit Data: a kind's system has the model's fields; a printed value keeps its rule, a lost one is null", () => {
    const shape = (v: unknown): unknown => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) : null);
    const panther = ciBlockSystem("panther", CI_ROSTER.kinds.panther!);
    expect(shape(panther)).toEqual(shape(fieldKinds(schema)));
    expect([panther.label.F.value, panther.label.F.provenance.source, panther.label.F.provenance.rule]).toEqual([7, "rules", expect.stringMatching(/^CI /)]);
    expect(panther.label.ac.value).toBeNull();
    expect([panther.class, panther.rank, panther.nationality]).toEqual(["tank", "", "german"]);
  });

  it("CI 2.x Unit Data: the sheet shows the fields its class's rules read, a lost one as 'lost', and on the board its steps", () => {
    const system = ciBlockSystem("us-squad", CI_ROSTER.kinds["us-squad"]!);
    const view = ciBlockSheetContext({ name: "US Rifle Squad", img: "", type: "ci-block", system }, { canEdit: false, piece: { statuses: [], steps: { value: 3, max: 4 } } });
    expect(view.values.map((v) => v.key)).toEqual(["maxStrength", "F", "range", "mp", "morale"]);
    expect(view.values[1]!.cell).toMatchObject({ value: null, word: "HEX_TACTICS.CI.Sheet.lostShort" });
    expect(view.piece).toEqual({ status: "", statuses: [], steps: { value: 3, max: 4 } });
    expect(view.classLabel).toBe("HEX_TACTICS.CI.Class.squad");
  });
});
