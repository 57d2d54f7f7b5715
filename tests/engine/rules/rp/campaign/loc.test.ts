import { describe, expect, it } from "vitest";
import { lineOfCommunication, locBlocked } from "../../../../../src/engine/rules/rp/campaign/loc";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import { rpMap, type UnitSpec } from "../support/fixture";
import { BRITISH, campaignBattle, GERMAN, row } from "./campaign-fixture";

/** A one-column strip A1–A8: a line of communication must run straight up it to the German edge (A1). */
const strip = rpMap({ columns: 1, rows: 8 });
/** Three columns A–C, eight rows: the German edge is row 1, the British row 8. */
const field = rpMap({ columns: 3, rows: 8 });

/** Whether a German unit in `from` traces a line of communication among `units`. */
const germanLoc = (map: typeof strip, units: Record<string, UnitSpec>, from: string) => {
  const b = campaignBattle(map, { units, edges: [row(map.columns, 1), row(map.columns, 8)] });
  return lineOfCommunication(b, map, GERMAN)(rpHexAt(map, from));
};

describe("RP 11.42 lines of communication", () => {
  it("RP 11.42: a unit with an open path of any length to its board edge traces its line", () => {
    expect(germanLoc(strip, { g: { side: GERMAN, at: "A7" } }, "A7")).toBe(true);
  });
  it("RP 11.42: a unit in a board-edge hex has its line of communication, even with an enemy beside it", () => {
    expect(germanLoc(strip, { g: { side: GERMAN, at: "A1" }, b: { side: BRITISH, at: "A2" } }, "A1")).toBe(true);
  });
  it("RP 11.42: the line cannot enter a hex with an enemy unit even if friendly units are there too", () => {
    expect(germanLoc(strip, { g: { side: GERMAN, at: "A6" }, g2: { side: GERMAN, at: "A4" }, b: { side: BRITISH, at: "A4" } }, "A6")).toBe(false);
    expect(germanLoc(strip, { g: { side: GERMAN, at: "A6" }, g2: { side: GERMAN, at: "A4" } }, "A6")).toBe(true);
  });
  it("RP 11.42: units co-located with the enemy trace their line out of their own hex", () => {
    expect(germanLoc(strip, { g: { side: GERMAN, at: "A4" }, b: { side: BRITISH, at: "A4" } }, "A4")).toBe(true);
  });
  it("RP 11.42: units co-located with the enemy exert no beaten zone", () => {
    const units: Record<string, UnitSpec> = { g: { side: GERMAN, at: "A4" }, b: { side: BRITISH, at: "A4" } };
    const b = campaignBattle(strip, { units, edges: [row(1, 1), row(1, 8)] });
    expect([...locBlocked(b, strip, GERMAN)]).toEqual([rpHexAt(strip, "A4")]);
    expect([...locBlocked({ ...b, units: { b: b.units.b! } }, strip, GERMAN)].sort()).toEqual(["A3", "A4", "A5"].map((l) => rpHexAt(strip, l)).sort());
  });
  it("RP 11.42: a unit in a beaten zone traces its line out of it", () => {
    expect(germanLoc(strip, { g: { side: GERMAN, at: "A3" }, b: { side: BRITISH, at: "A4" } }, "A3")).toBe(true);
  });
  it("RP 11.42: the line cannot enter a beaten zone, even one a friendly unit occupies", () => {
    expect(germanLoc(strip, { g: { side: GERMAN, at: "A6" }, b: { side: BRITISH, at: "A3" }, g2: { side: GERMAN, at: "A4" } }, "A6")).toBe(false);
  });
  it("RP 11.42: a path of any shape goes round a beaten zone where it can", () => {
    // A British unit alone in A3 beats A2, A4 and B-column hexes beside it; column C stays open.
    const open = { g: { side: GERMAN, at: "B6" }, b: { side: BRITISH, at: "A3" } } as const;
    expect(germanLoc(field, open, "B6")).toBe(true);
    // A second one in C3 closes row 3 and its neighbours from edge to edge.
    expect(germanLoc(field, { ...open, b2: { side: BRITISH, at: "C3" } }, "B6")).toBe(false);
  });
  it("RP 11.42: a side's own units beat no zone against its own line", () => {
    expect(germanLoc(strip, { g: { side: GERMAN, at: "A6" }, g2: { side: GERMAN, at: "A3" } }, "A6")).toBe(true);
  });
});
