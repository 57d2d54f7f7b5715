import { describe, expect, it } from "vitest";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { at, done, inAssault, move, ofType, run } from "./support";

const T = at(0, 1);
const OUT = at(0, 0);

/** Two G companies and a G leader in the assault hex T with a Russian company, all G pieces activated to move. */
const leaving = () =>
  inAssault([inf("g1", "G", T), inf("g2", "G", T), inf("r1", "R", T), inf("rx", "R", T, { status: "demoralized" })], [leader("capt", "G", T)], { g1: { ledBy: "capt" }, g2: { ledBy: "capt" }, capt: {} });

describe("IA1 12.22, 12.23 leaving an assault hex", () => {
  it("IA1 12.22 a unit leaving an assault hex moves a single hex", () => {
    const r = run(leaving(), move("g1", OUT));
    const s = done(r);
    expect(ofType(r, "movement-stopped")).toEqual([{ type: "movement-stopped", pieces: ["g1"], rule: "IA1 12.22" }]);
    expect(run(s, move("g1", at(0, -1))).result).toMatchObject({ status: "refused", rule: "IA1 3.13" });
    // Friendly units stay in the hex: no harassing fire.
    expect(r.asked.some((q) => q.kind === "harassing-fire")).toBe(false);
  });

  it("IA1 12.23 when the last combat unit leaves, every piece that left this segment may be harassed as a group on the Assault Table", () => {
    const s1 = done(run(leaving(), move("capt", OUT)));
    const s2 = done(run(s1, move("g1", OUT)));
    // 3 → "1" on the fixture: one step from g1 or g2 (both good order: the owner's choice), then M2 for all three.
    const r = run(s2, move("g2", at(1, 0)), [3, 1, 1, 1, 1, 1, 1, 6, 6]);
    const s = done(r);
    expect(r.asked.find((q) => q.kind === "harassing-fire")).toMatchObject({ id: "harassing-fire:10,21", side: "R", options: [true, false], default: true, rule: "IA1 12.23" });
    const [f] = ofType(r, "fire-resolved");
    // Only undemoralized units fire (12.23): r1 alone, 5 on the 3 column.
    expect(f).toMatchObject({ side: "R", firers: ["r1"], strength: 5, column: 3, table: "assault", rule: "IA1 12.23" });
    expect(f!.results.map((x) => x.piece)).toEqual(["g1", "g2", "capt"]);
    expect(s.units.get("g1")!.steps + s.units.get("g2")!.steps).toBe(3);
    expect(ofType(r, "morale-checked").map((e) => e.piece).sort()).toEqual(["capt", "g1", "g2"]);
  });

  it("IA1 12.23 the enemy may decline harassing fire", () => {
    const s1 = done(run(leaving(), move("g1", OUT)));
    const r = run(s1, move("g2", OUT), [], { "harassing-fire:10,21": false });
    done(r);
    expect(ofType(r, "fire-resolved")).toEqual([]);
  });

  it("IA1 12.23, 13.11 a unit harassing fire eliminates as it leaves ends its move there: no opportunity fire at it", () => {
    const b = inAssault([inf("g1", "G", T, { steps: 1 }), inf("r1", "R", T)], [], { g1: {} });
    // 3 → "1" on the fixture: g1's last step.
    const r = run(b, move("g1", OUT), [3]);
    const s = done(r);
    expect(ofType(r, "fire-resolved")).toMatchObject([{ side: "R", rule: "IA1 12.23", results: [{ piece: "g1" }] }]);
    expect(s.units.get("g1")).toBeUndefined();
    expect(r.asked.filter((q) => q.kind !== "harassing-fire")).toEqual([]);
  });

  it("IA1 6.71, 12.23 a lone leader leaving is not harassed", () => {
    const b = inAssault([inf("r1", "R", T)], [leader("capt", "G", T)], { capt: {} });
    const r = run(b, move("capt", OUT));
    done(r);
    expect(r.asked.filter((q) => q.kind === "harassing-fire")).toEqual([]);
    expect(ofType(r, "fire-resolved")).toEqual([]);
  });
});
