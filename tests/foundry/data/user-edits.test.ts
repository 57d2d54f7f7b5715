import { describe, expect, it } from "vitest";
import { UnitModel } from "../../../src/foundry/rulesets/ia/actors/unit-model";
import { markUserEdits } from "../../../src/foundry/data/user-edits";

const USER = { source: "user", rule: "", note: "" };

describe("an edited printed value is the user's", () => {
  it("every cell written without a provenance gets source user, however deep", () => {
    const changes = { steps: { value: 1 }, faces: { full: { directFire: { strength: { value: 6 } }, movement: { value: 5 } } } };
    markUserEdits(changes);
    expect(changes).toEqual({
      steps: { value: 1, provenance: USER },
      faces: { full: { directFire: { strength: { value: 6, provenance: USER } }, movement: { value: 5, provenance: USER } } },
    });
  });

  it("a writer that gives the provenance (an import, a migration) keeps it", () => {
    const changes = { steps: { value: 2, provenance: { source: "rules", rule: "IA1 7.6", note: "" } } };
    markUserEdits(changes);
    expect(changes.steps.provenance).toEqual({ source: "rules", rule: "IA1 7.6", note: "" });
  });

  it("the models mark them before an update is saved", async () => {
    const changes = { system: { faces: { reduced: { movement: { value: 3 } } } } };
    await (new (UnitModel as any)() as { _preUpdate(c: unknown, o: unknown, u: unknown): Promise<unknown> })._preUpdate(changes, {}, {});
    expect(changes.system.faces.reduced.movement).toEqual({ value: 3, provenance: USER });
  });
});
