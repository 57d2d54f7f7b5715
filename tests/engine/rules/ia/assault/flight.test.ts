import { describe, expect, it } from "vitest";
import { distance } from "../../../../../src/engine/hex";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { inf } from "../../../../fixtures/ia-battle";
import { gun } from "../fire/support";
import { at, done, inAssault, map, ofType, run } from "./support";

const T = at(0, 1);
const recover = (piece: string): IaCommand => ({ type: "recover", side: "G", piece });
const AROUND = [at(1, 1), at(1, 0), at(0, 0), at(-1, 1), at(-1, 2), at(0, 2)];

describe("IA1 12.25 demoralized pieces in an assault hex", () => {
  it("IA1 12.25, 12.23 one that fails to recover leaves the hex by one hex only, and may be harassed", () => {
    const b = inAssault([inf("gd", "G", T, { status: "demoralized" }), inf("r1", "R", T)], [], { gd: {} });
    // 6 + 5 fails the recovery; the harassing die (4) does nothing.
    const r = run(b, recover("gd"), [6, 5, 4]);
    const s = done(r);
    const hex = s.units.get("gd")!.hex!;
    expect(distance(map.hexAt(hex), map.hexAt(T))).toBe(1);
    expect(ofType(r, "piece-moved").filter((e) => e.piece === "gd")).toHaveLength(1);
    expect(ofType(r, "assault-hex-left")).toEqual([{ type: "assault-hex-left", hex: T, pieces: ["gd"], rule: "IA1 12.25" }]);
    expect(ofType(r, "fire-resolved")).toMatchObject([{ side: "R", rule: "IA1 12.23", results: [{ piece: "gd" }] }]);
  });

  it("IA1 12.25 with enemy combat units in every adjacent hex, it is eliminated", () => {
    const ring = AROUND.map((h, i) => inf(`r${i + 2}`, "R", h));
    const b = inAssault([inf("gd", "G", T, { status: "demoralized" }), inf("r1", "R", T), ...ring], [], { gd: {} });
    const r = run(b, recover("gd"), [6, 5]);
    expect(done(r).units.has("gd")).toBe(false);
    expect(ofType(r, "eliminated")).toEqual([{ type: "eliminated", piece: "gd", rule: "IA1 12.25" }]);
  });

  it("IA1 12.25, 14.34 demoralized artillery in an assault hex that fails to recover is eliminated", () => {
    const b = inAssault([gun("gg", "G", T, { status: "demoralized" }), inf("r1", "R", T)], [], { gg: {} });
    const r = run(b, recover("gg"), [6, 5]);
    expect(done(r).units.has("gg")).toBe(false);
  });
});
