import { describe, expect, it } from "vitest";
import {
  leaderSheetContext,
  markerSheetContext,
  selectOptions,
  unitSheetContext,
} from "../../../../src/foundry/applications/sheets/sheet-context";
import { isLangKey } from "../../../support/lang";
import { sampleLeader, sampleMarker, sampleUnit } from "../../../support/sample-actors";

/** Every string in a context that looks like a lang key. */
function langKeys(value: unknown): string[] {
  if (typeof value === "string") return /^(HEX_TACTICS|TYPES)\./.test(value) ? [value] : [];
  if (value && typeof value === "object") return Object.values(value).flatMap(langKeys);
  return [];
}

describe("sheet contexts", () => {
  it("select options mark the current value", () => {
    expect(selectOptions({ a: "A", b: "B" }, "b")).toEqual([
      { value: "a", label: "A", selected: false },
      { value: "b", label: "B", selected: true },
    ]);
  });

  it("the unit sheet shows its size, status and state flags", () => {
    const context = unitSheetContext(sampleUnit);
    expect(context).toMatchObject({ name: sampleUnit.name, typeLabel: "TYPES.Actor.unit", system: sampleUnit.system });
    expect(context.sizeOptions.find((o) => o.selected)?.value).toBe("company");
    expect(context.statusOptions.find((o) => o.selected)?.value).toBe("disrupted");
    expect(context.stateFlags).toEqual([
      { name: "system.movedFired", label: "HEX_TACTICS.Actor.unit.FIELDS.movedFired.label", checked: true },
      { name: "system.spotted", label: "HEX_TACTICS.Actor.unit.FIELDS.spotted.label", checked: false },
      { name: "system.hidden", label: "HEX_TACTICS.Actor.unit.FIELDS.hidden.label", checked: false },
    ]);
  });

  it("the leader sheet shows his type and status", () => {
    const context = leaderSheetContext(sampleLeader);
    expect(context.leaderTypeOptions.find((o) => o.selected)?.value).toBe("infantry");
    expect(context.statusOptions.find((o) => o.selected)?.value).toBe("good");
  });

  it("the marker sheet shows its type", () => {
    expect(markerSheetContext(sampleMarker).markerTypeOptions.find((o) => o.selected)?.value).toBe("spotted");
  });

  it("every label a context carries is in lang/en.json", () => {
    const contexts = [unitSheetContext(sampleUnit), leaderSheetContext(sampleLeader), markerSheetContext(sampleMarker)];
    const keys = contexts.flatMap(langKeys);
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !isLangKey(key))).toEqual([]);
  });
});
