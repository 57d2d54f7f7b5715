import { describe, expect, it } from "vitest";
import { applyPgEvent } from "../../../../../src/engine/rules/pg/events";
import { at, battle, unit } from "../state/fixtures";

describe("PG 16.42 entrenchments", () => {
  it("PG 16.41, 16.42 infantry entering an entrenchment's hex occupies it; an AFV or a transport gains nothing from it", () => {
    const from = at(4, 3);
    const hex = at(4, 4);
    const b = battle([unit("g1", "german", "german-infantry", { hex: from }), unit("t1", "german", "german-tank", { hex: from }), unit("k1", "german", "german-truck", { hex: from })], [], { entrenchments: [hex] });
    for (const piece of ["g1", "t1", "k1"]) applyPgEvent(b, { type: "piece-moved", piece, from, to: hex, rule: "PG 5.0" });
    expect(["g1", "t1", "k1"].map((id) => b.units.get(id)!.entrenched)).toEqual([true, false, false]);
  });
});
