import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { dataIssues } from "../support/data-issues";
import { pgSetUp } from "./malformed-corpus-pg";

const INFANTRY = {
  type: "german-infantry", kind: "infantry", code: "INF", nationality: "german", movementClass: "foot",
  steps: 2, maxSteps: 2, full: { direct: { strength: 5, range: 3 }, bombardment: null, at: null, movement: 4 }, reduced: { direct: { strength: 2, range: 3 }, bombardment: null, at: null, movement: 4 },
};
const TANK = {
  type: "soviet-tank", kind: "tank", code: "TK", nationality: "soviet", movementClass: "mechanized", armor: 2,
  steps: 2, maxSteps: 2, full: { direct: { strength: 4, range: 4 }, bombardment: null, at: { strength: 5, range: 5 }, movement: 6 }, reduced: { direct: { strength: 2, range: 4 }, bombardment: null, at: { strength: 3, range: 5 }, movement: 6 },
};

/** A PG battle at initiative: German infantry, two Soviet tanks; the Soviets gave their one tank leader to `afv`. */
const request = (afv: string, more: object = {}) => ({
  map: { id: "m", name: "m", layout: "odd-q", columns: 16, rows: 12, defaultTerrain: "clear", hexes: [{ at: [6, 6], terrain: ["woods"] }] },
  battle: {
    ruleset: "panzer-grenadier",
    edition: "PG3",
    lastTurn: 6,
    year: 1942,
    sides: [
      { id: "german", name: "Germans", initiative: 3, morale: { full: 8, reduced: 7 } },
      { id: "soviet", name: "Soviets", initiative: 2, morale: { full: 7, reduced: 6 }, tankLeaders: 1 },
    ],
    units: {
      g1: { id: "g1", side: "german", name: "1st Platoon", ...INFANTRY, hex: [2, 2] },
      s1: { id: "s1", side: "soviet", name: "T-34 A", ...TANK, hex: [10, 8] },
      s2: { id: "s2", side: "soviet", name: "T-34 B", ...TANK, hex: [11, 8] },
    },
    tankLeaders: { soviet: [afv] },
  },
  commands: [{ command: { type: "roll-initiative", side: "german" } }, { command: { type: "pass", side: "german" } }],
  dice: [6, 1],
  ...more,
});

describe("the oracle plays Panzer Grenadier (issue 18)", () => {
  it("PG 3.0 A, 3.0 B a PG battle is read by PG's schemas and played: initiative (half the difference, rounded up), then a pass", () => {
    const r = runOracle(request("s1"));
    expect(r.results.map((x) => x.status)).toEqual(["done", "done"]);
    expect(r.results[0]).toMatchObject({ events: [{ type: "initiative-rolled" }, { type: "initiative-won", winner: "german", segments: 3 }, { type: "phase-began", phase: "action" }] });
  });
  it("PG 6.8 answered as the Germans, the response is the same whichever tank carries the Soviet tank leader", () => {
    const as = (afv: string) => JSON.stringify(runOracle(request(afv, { as: "german" })));
    expect(as("s1")).toBe(as("s2"));
    expect(as("s1")).not.toContain("tankLeaders\":{\"soviet");
  });
  it("a PG battle's bad field is refused with its JSON path", () => {
    const bad = request("s1");
    (bad.battle.units.g1 as Record<string, unknown>).kind = "zeppelin";
    expect(dataIssues(() => runOracle(bad))[0]!.path).toBe("$.battle.units.g1.kind");
  });
  it("PG 8.0, 5.0, 5.4 the oracle answers sight, line of sight and a move preview on a PG battle, as one side", () => {
    const r = runOracle(
      request("s1", {
        as: "soviet",
        queries: [{ sight: { side: "soviet" } }, { los: { from: [10, 8], to: [2, 2] } }, { preview: { piece: "s1", path: [[9, 8], [8, 7]] } }],
      }),
    ) as { answers: Record<string, unknown>[] };
    const [sight, los, preview] = r.answers.map((q) => Object.values(q)[0]) as [{ spotted: string[] }, { range: number; clear: boolean }, { steps: unknown[]; refused: { rule: string } | null }];
    expect(sight.spotted).toEqual(["g1"]);
    expect(los).toMatchObject({ range: 10, clear: true });
    // Not activated (the Germans won initiative and passed; no Soviet segment under way): refused by 3.13, naming PG's rule.
    expect(preview).toMatchObject({ steps: [], refused: { rule: "PG 3.13" } });
  });
});

describe("PG 16.7 what the oracle tells one side of the other's minefields", () => {
  it("PG 16.7 answered as the Germans, the Soviets' placement gives the same response whatever their minefields' strengths, dummies included", () => {
    const as = (strengths: readonly [number, number]) => {
      const r = pgSetUp() as any;
      r.battle.minefields.forEach((m: { strength: number }, i: number) => (m.strength = strengths[i]!));
      return JSON.stringify(runOracle({ ...r, as: "german" }));
    };
    expect(as([2, 0])).toBe(as([3, 1]));
    expect(as([2, 0])).toBe(as([0, 0]));
  });
});
