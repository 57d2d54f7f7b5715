import { describe, expect, it } from "vitest";
import { bookJson, readBook } from "../../../../../src/foundry/rulesets/ia/sector-command/book";
import type { BattleSector } from "../../../../../src/foundry/rulesets/series/sector-command/battle-sectors";
import { factorRefusal, readAssignments, sameAssignments } from "../../../../../src/foundry/rulesets/series/sector-command/factors";

const sectors: BattleSector[] = [
  { name: "North", hexes: [[0, 0], [1, 0]] },
  { name: "South", hexes: [[0, 5], [1, 5]] },
];
const assignments = [
  { factor: "f6", sector: "North" },
  { factor: "f12", sector: "South" },
];

describe("off-board artillery factors by sector (IA1 17.52)", () => {
  it("IA1 17.52 a factor fires only at hexes of the sector it is assigned to, whoever plots it; No Fire is nothing", () => {
    expect(factorRefusal(sectors, null, assignments, [{ factor: "f6", hexes: [[1, 0], [0, 5]] }])).toEqual({ kind: "outside", factor: "f6", sector: "North" });
    expect(factorRefusal(sectors, null, assignments, [{ factor: "f6", hexes: [[4, 4]] }])).toEqual({ kind: "outside", factor: "f6", sector: "North" });
    expect(factorRefusal(sectors, null, assignments, [{ factor: "f6", hexes: [[0, 0]] }, { factor: "f12", hexes: [[1, 5]] }])).toBeNull();
    expect(factorRefusal(sectors, "South", assignments, [{ factor: "f6", hexes: [] }])).toBeNull();
  });

  it("IA1 17.52 a sector commander plots fire only for his sector's factors; unassigned factors and sectors not drawn hold nobody", () => {
    expect(factorRefusal(sectors, "South", assignments, [{ factor: "f6", hexes: [[0, 5]] }])).toEqual({ kind: "not-yours", factor: "f6", other: "North" });
    expect(factorRefusal(sectors, "North", assignments, [{ factor: "f6", hexes: [[0, 0]] }])).toBeNull();
    expect(factorRefusal(sectors, "South", assignments, [{ factor: "f7", hexes: [[0, 0]] }])).toBeNull();
    expect(factorRefusal(sectors, "East", assignments, [{ factor: "f6", hexes: [[0, 0]] }])).toBeNull();
    expect(factorRefusal(sectors, "South", [{ factor: "f6", sector: "East" }], [{ factor: "f6", hexes: [[0, 5]] }])).toBeNull();
  });

  it("assignments read from JSON: a list of factors, each once, with a sector; the same set in another order is the same", () => {
    expect(readAssignments([{ factor: "f6", sector: " North " }])).toEqual([{ factor: "f6", sector: "North" }]);
    for (const bad of [null, "f6", [{ factor: "f6" }], [{ factor: "f6", sector: "North", turn: 1 }], [{ factor: "", sector: "North" }], [...assignments, { factor: "f6", sector: "South" }]])
      expect(readAssignments(bad)).toBeNull();
    expect(sameAssignments(assignments, [...assignments].reverse())).toBe(true);
    expect(sameAssignments(assignments, [assignments[0]!])).toBe(false);
    expect(sameAssignments(assignments, [assignments[0]!, { factor: "f12", sector: "North" }])).toBe(false);
  });

  it("the stored book reads back what was written; a side's entry that cannot be read is left out", () => {
    const book = new Map([
      ["russian", { orders: { turn: 2, orders: [{ piece: "r1", sector: "North" }] }, factors: assignments }],
      ["german", { orders: null, factors: [] }],
    ]);
    expect(readBook(JSON.parse(JSON.stringify(bookJson(book))))).toEqual(book);
    expect(readBook(undefined)).toEqual(new Map());
    const logged = console.error;
    console.error = () => {};
    try {
      expect([...readBook({ russian: { turn: "two", orders: [], factors: [] }, german: { turn: null, orders: [], factors: [] } }).keys()]).toEqual(["german"]);
    } finally {
      console.error = logged;
    }
  });
});
