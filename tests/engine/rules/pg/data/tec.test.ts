import { describe, expect, it } from "vitest";
import { pg3Charts, pg3Assault, pg3Bombardment, pg3DirectFire } from "../../../../../src/engine/rules/pg/data";
import { MovementClass } from "../../../../../src/engine/rules/pg/data/schemas/counters";

const tec = pg3Charts.tec;
const t = tec.terrain;
const ids = (pick: (x: (typeof t)[string]) => boolean) => Object.keys(t).filter((id) => pick(t[id]!)).sort();

describe("PG terrain effects", () => {
  it("PG 8.2 woods, hill, field and town are limiting terrain; PG 16.12 so is smoke", () => {
    expect(ids((x) => x.limiting.value)).toEqual(["field", "hill", "smoke", "town", "woods"]);
  });
  it("PG 8.31 limiting terrain blocks LOS; nothing else does", () => {
    expect(ids((x) => x.los.value === "blocks")).toEqual(ids((x) => x.limiting.value));
  });
  it("PG 8.21 units in limiting terrain are spotted within three hexes; PG 8.1 elsewhere at the full range", () => {
    for (const [id, x] of Object.entries(t)) expect(x.concealRange.value, id).toBe(x.limiting.value ? 3 : null);
  });
  it("PG 8.42 a town counts 20 m higher for LOS and for spotting from it; no other terrain does", () => {
    expect(ids((x) => x.losHeight.value !== 0)).toEqual(["smoke", "town"]);
    expect([t.town!.losHeight.value, t.town!.spotterBonus?.value]).toEqual([1, 1]);
  });
  it("PG 5.71, 5.72 motorized units may not enter a minor or major river hex; foot and mechanized pay the river cost", () => {
    for (const river of ["minor-river", "major-river"]) {
      expect(t[river]!.moveCosts?.motorized?.value, river).toBe("prohibited");
      expect(t[river]!.moveCost.value, river).not.toBe("prohibited");
    }
  });
  it("PG 12.41 a town gives −2 to the attacker's assault fire only; PG 5.75 a major river −2 to the attacker", () => {
    expect(t.town!.combat.find((m) => m.fire === "assault")).toMatchObject({ shift: -2, appliesTo: "attacker" });
    expect(t["major-river"]!.combat.find((m) => m.fire === "assault")).toMatchObject({ shift: -2, appliesTo: "attacker" });
  });
  it("the TEC's movement classes and fire kinds are those of the counters and fire tables", () => {
    const costs = [...Object.values(t), ...Object.values(tec.hexsides)].flatMap((x) => Object.keys(x.moveCosts ?? {}));
    for (const c of costs) expect(MovementClass.options).toContain(c);
    const kinds = [pg3DirectFire, pg3Bombardment, pg3Assault].map((x) => x.kind);
    for (const x of Object.values(t)) for (const m of x.combat) expect(kinds).toContain(m.fire);
  });
});
