import { describe, expect, it } from "vitest";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import rpTecJson from "../../../../../src/engine/rules/rp/data/rp-tec.json";

/** Every provenance object in the chart. */
function provenances(node: unknown): { source: string }[] {
  if (Array.isArray(node)) return node.flatMap(provenances);
  if (node === null || typeof node !== "object") return [];
  const own = "provenance" in node ? [(node as { provenance: { source: string } }).provenance] : [];
  return [...own, ...Object.values(node).flatMap(provenances)];
}

describe("RP terrain effects chart (map vocabulary, RP 8.0)", () => {
  it("RP 8.0: holds exactly the map's terrain and hexside ids", () => {
    expect(Object.keys(RP_TEC.terrain).sort()).toEqual(
      ["blockhouse", "crater", "lake", "light-woods", "open", "quarry", "trench", "village", "wheat", "woods"].sort(),
    );
    expect(Object.keys(RP_TEC.hexsides).sort()).toEqual(["bridge", "interior-woods", "lake", "road", "stream", "trench", "wire"].sort());
  });

  it("RP 8.0: every value is stated by the rules text (rules provenance)", () => {
    const all = provenances(rpTecJson);
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((p) => p.source !== "rules")).toEqual([]);
  });

  it("RP 6.62: entering any hex costs one movement point", () => {
    for (const [id, t] of Object.entries(RP_TEC.terrain)) expect([id, t.moveCost.value]).toEqual([id, 1]);
  });

  it("RP 8.7: a lake (blue) hexside cannot be crossed", () => {
    expect(RP_TEC.hexsides.lake!.moveCost?.value).toBe("prohibited");
  });

  it("RP 4.41, 8.9, 4.82: villages and green-dot woods block, light woods and wheat conceal, the rest is clear", () => {
    const los = Object.fromEntries(Object.entries(RP_TEC.terrain).map(([id, t]) => [id, t.los.value]));
    expect(los).toEqual({
      open: "clear", village: "blocks", woods: "blocks", "light-woods": "light", wheat: "light",
      crater: "clear", trench: "clear", blockhouse: "clear", quarry: "clear", lake: "clear",
    });
  });
});
