import { describe, expect, it } from "vitest";
import { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import ciTecJson from "../../../../../src/engine/rules/ci/data/ci-tec.json";
import { CI_TEC } from "../../../../../src/engine/rules/ci/data/tec";
import { HEX_FEATURES, HEX_TERRAIN, HEXSIDE_FEATURES, HEXSIDE_TERRAIN } from "../../../../../src/engine/rules/ci/map/terrain";

const CITATION = /^CI (\d+\.x [A-Z][\w ./-]*|6\.7 Double Defense)$/;

/** Every provenance in the chart. */
function provenances(value: unknown): { source: string; rule?: string }[] {
  if (typeof value !== "object" || value === null) return [];
  if ("provenance" in value) return [(value as { provenance: { source: string; rule?: string } }).provenance];
  return Object.values(value).flatMap(provenances);
}

describe("Combat Infantry's Terrain Effects Chart", () => {
  it("CI 3.x Terrain Effects: the chart parses with the shared schema and keys exactly the map vocabulary of ci/map/terrain.ts", () => {
    expect(TerrainEffectsChart.safeParse(ciTecJson).success).toBe(true);
    expect(Object.keys(CI_TEC.terrain).sort()).toEqual([...HEX_TERRAIN, ...HEX_FEATURES].sort());
    expect(Object.keys(CI_TEC.hexsides).sort()).toEqual([...HEXSIDE_TERRAIN, ...HEXSIDE_FEATURES].sort());
  });

  it("CI 3.x Terrain Effects: every value is one the text keeps, with rules provenance and a CI citation", () => {
    const all = provenances(CI_TEC);
    expect(all.length).toBeGreaterThan(0);
    for (const p of all) {
      expect(p.source).toBe("rules");
      expect(p.rule).toMatch(CITATION);
    }
  });

  it("CI 6.x Line of Sight: the TEC Block column — orchard, woods, town, farm, hedge and slope block, nothing else", () => {
    const blocking = (group: Record<string, { los: { value: string } }>) => Object.keys(group).filter((id) => group[id]!.los.value === "blocks").sort();
    expect(blocking(CI_TEC.terrain)).toEqual(["farm", "orchard", "town", "woods"]);
    expect(blocking(CI_TEC.hexsides)).toEqual(["hedge", "ht-orchard", "ht-town", "ht-woods", "slope"]);
  });

  it("CI 8.x Movement Points: a hex costs 0 (MPs are paid per hexside); only the legible X (sea, hedge) is a hexside cost", () => {
    for (const [id, t] of Object.entries(CI_TEC.terrain)) {
      expect(t.moveCost.value).toBe(id === "sea" ? "prohibited" : 0);
      if (id !== "sea") expect(t.moveCost.provenance).toEqual({ source: "rules", rule: "CI 8.x Movement Points", note: "MPs are paid per hexside crossed" });
    }
    const costed = Object.entries(CI_TEC.hexsides).filter(([, h]) => h.moveCost !== undefined);
    expect(costed.map(([id, h]) => [id, h.moveCost!.value]).sort()).toEqual([["hedge", "prohibited"], ["ht-sea", "prohibited"]]);
  });
});
