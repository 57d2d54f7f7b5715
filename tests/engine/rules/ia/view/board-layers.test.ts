import { describe, expect, it } from "vitest";
import { iaModule } from "../../../../../src/engine/rules/ia/module";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";

const b = battle(
  [side("R", 3), side("G", 2)],
  [inf("r1", "R", 10), inf("r2", "R", 11, { hidden: true }), inf("g1", "G", 20), inf("g2", "G", 21, { hidden: true }), inf("g3", "G", 22, { hex: null })],
  [leader("rc", "R", 10)],
);

describe("what every side and each side alone knows of the board (IA1 16.5)", () => {
  it("every side knows the pieces placed on the board by their ids; a hidden piece is written down, not placed, and one off the board is nowhere", () => {
    expect(iaModule.views.presence!(b)).toEqual([
      { what: "piece", ref: "r1", side: "R", hex: 10 },
      { what: "piece", ref: "g1", side: "G", hex: 20 },
      { what: "piece", ref: "rc", side: "R", hex: 10 },
    ]);
  });

  it("a side's private layer holds its own hidden pieces at their hexes, by name, and none of the enemy's", () => {
    expect(iaModule.views.privateLayer!(b, "G")).toEqual({ pieces: [{ hex: 21, label: { text: b.units.get("g2")!.name }, hidden: true }], markers: [], hexes: [] });
    expect(iaModule.views.privateLayer!(b, "R").pieces.map((p) => p.hex)).toEqual([11]);
  });
});
