import { describe, expect, it } from "vitest";
import { atModifiers, type AtModifierSituation } from "../../../../../src/engine/rules/pg/at/modifiers";
import { table } from "./fixtures";

const none: AtModifierSituation = { distance: 3, crossfire: false, hiddenVsStrategicMover: false };
const ids = (s: AtModifierSituation) => atModifiers(table, s).map((m) => m.id);

describe("PG 11.1 AT die modifiers", () => {
  it("PG 11.12 crossfire +2 on and off, with its rule", () => {
    expect(atModifiers(table, { ...none, crossfire: true })).toEqual([
      { id: "crossfire", label: "Crossfire", die: 2, rule: "11.12", provenance: { source: "rules", rule: "11.12" } },
    ]);
    expect(atModifiers(table, none)).toEqual([]);
  });
  it("PG 17.3 a hidden firer against a strategic mover +2 (optional rule)", () => {
    expect(atModifiers(table, { ...none, hiddenVsStrategicMover: true }).map((m) => [m.id, m.die, m.rule])).toEqual([["hidden-firer-strategic-move", 2, "17.3"]]);
  });
  it("PG 12.52 the table's range modifier applies at one hex, keeping its provenance (here a test figure)", () => {
    const [pointBlank] = atModifiers(table, { ...none, distance: 1 });
    expect(pointBlank).toMatchObject({ id: "point-blank", die: 3, provenance: { source: "playtest" } });
    expect(ids({ ...none, distance: 2 })).toEqual([]);
  });
  it("PG 12.52 AT fire inside an assault hex takes no die modifier", () => {
    expect(atModifiers(table, { distance: 0, crossfire: true, hiddenVsStrategicMover: true })).toEqual([]);
    expect(ids({ distance: 1, crossfire: true, hiddenVsStrategicMover: true })).toEqual(["crossfire", "point-blank", "hidden-firer-strategic-move"]);
  });
  it("PG 11.1 a table modifier the engine has no condition for never applies", () => {
    expect(ids({ distance: 1, crossfire: true, hiddenVsStrategicMover: true })).not.toContain("unknown-to-the-engine");
  });
});
