import { describe, expect, it } from "vitest";
import { rpSight, type RpSightConditions } from "../../../../../src/engine/rules/rp/los";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import { DAY, rpTestMap, withMarkers, type Cell } from "./fixtures";

function sight(cells: Record<string, Cell>, from: string, to: string, cond: RpSightConditions = DAY) {
  const map = rpTestMap(cells);
  const s = rpSight(map, rpHexAt(map, from), rpHexAt(map, to), cond);
  return { ...s, blockedAt: s.blockedBy && map.offsetAt(s.blockedBy.hex), at: (l: string) => map.offsetAt(rpHexAt(map, l)) };
}

const NIGHT: RpSightConditions = { ...DAY, night: true };
const RAIN: RpSightConditions = { ...DAY, precipitation: true };
const light = { terrain: ["light-woods"] };
const wheat = { terrain: ["wheat"] };

describe("RP 4.8: concealment", () => {
  it("RP 4.81: a line goes through one hex of light woods (no green dot), which conceals the target", () => {
    expect(sight({ C07: light }, "C05", "C09")).toEqual(expect.objectContaining({ visible: true, concealment: 1 }));
  });

  it("RP 4.82: the second hex of concealment blocks the line", () => {
    const s = sight({ C06: light, C08: wheat }, "C05", "C09");
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toEqual(expect.objectContaining({ reason: "a second hex of concealment", rule: "RP 4.82" }));
    expect(s.blockedAt).toEqual(s.at("C08"));
  });

  it("RP 4.81: concealment in the observer's or the target's hex does not count", () => {
    expect(sight({ C05: light, C06: light, C07: wheat }, "C05", "C07")).toEqual(expect.objectContaining({ visible: true, concealment: 1 }));
  });

  it("RP 4.82: at night every hex conceals, so sight reaches two hexes", () => {
    expect(sight({}, "C05", "C06", NIGHT)).toEqual(expect.objectContaining({ visible: true, concealment: 0 }));
    expect(sight({}, "C05", "C07", NIGHT)).toEqual(expect.objectContaining({ visible: true, concealment: 1 }));
    expect(sight({}, "C05", "C08", NIGHT).visible).toBe(false);
  });

  it("RP 4.8: precipitation conceals every hex, as night does", () => {
    expect(sight({}, "C05", "C07", RAIN).concealment).toBe(1);
    expect(sight({}, "C05", "C08", RAIN).visible).toBe(false);
  });

  it("RP 4.8: smoke and a creeping barrage conceal their whole hex", () => {
    const map = rpTestMap();
    const cond = withMarkers(map, ["C06", "C08"]);
    expect(rpSight(map, rpHexAt(map, "C05"), rpHexAt(map, "C07"), cond)).toEqual({ visible: true, concealment: 1 });
    expect(rpSight(map, rpHexAt(map, "C05"), rpHexAt(map, "C09"), cond).visible).toBe(false);
  });

  it("RP 4.8: smoke, barrage, night and precipitation rise to every level (between different levels too)", () => {
    const cells = { C05: { level: 3, crest: true } };
    const map = rpTestMap(cells);
    const cond = withMarkers(map, ["C06", "C08"]);
    expect(rpSight(map, rpHexAt(map, "C05"), rpHexAt(map, "C09"), cond).visible).toBe(false);
    expect(sight(cells, "C05", "C08", NIGHT).visible).toBe(false);
  });

  it("RP 8.8: wheat conceals only from April through October", () => {
    const cells = { C06: wheat, C07: wheat };
    expect(sight(cells, "C05", "C08").visible).toBe(false);
    expect(sight(cells, "C05", "C08", { ...DAY, wheat: false })).toEqual(expect.objectContaining({ visible: true, concealment: 0 }));
  });

  it("RP 8.8: wheat never affects a line between different levels", () => {
    const cells = { C05: { level: 1, crest: true }, C06: wheat, C07: wheat, C08: wheat };
    expect(sight(cells, "C05", "C09")).toEqual(expect.objectContaining({ visible: true, concealment: 0 }));
  });

  it("RP 8.41 (as for obstacles): light woods and wheat below two units on a plateau do not conceal", () => {
    const cells = { C05: { level: 1 }, C06: light, C07: wheat, C09: { level: 1 } };
    expect(sight(cells, "C05", "C09")).toEqual(expect.objectContaining({ visible: true, concealment: 0 }));
  });

  it("ruling R30: between different levels, light woods conceal only within one level of either unit", () => {
    const high = { C05: { level: 3, crest: true }, C09: { level: 0 } };
    expect(sight({ ...high, C07: { ...light, level: 1 }, C08: light }, "C05", "C09").visible).toBe(false);
    expect(sight({ ...high, C07: { ...light, level: 2 } }, "C05", "C09").concealment).toBe(1);
    const higher = { C05: { level: 4, crest: true } };
    expect(sight({ ...higher, C07: { ...light, level: 2 }, C08: { ...light, level: 2 } }, "C05", "C09").concealment).toBe(0);
  });

  it("ruling R29: along a hexside a line is concealed only if both hexes sharing it conceal", () => {
    // C05 → E05 runs along the D04/D05 hexside.
    expect(sight({ D05: light }, "C05", "E05").concealment).toBe(0);
    expect(sight({ D04: wheat, D05: light }, "C05", "E05").concealment).toBe(1);
    expect(sight({}, "C05", "E05", NIGHT).concealment).toBe(1);
  });

  it("RP 4.41, 4.82: along the map's top edge (A01 → C01, beside B01) the hex off the map holds only the dark", () => {
    expect(sight({ B01: { terrain: ["village"] } }, "A01", "C01").visible).toBe(true);
    expect(sight({}, "A01", "C01", NIGHT).concealment).toBe(1);
    expect(sight({}, "A01", "E01", NIGHT).visible).toBe(false);
  });
});

describe("RP 4.6: friendly units in the way of infantry and cavalry fire", () => {
  const map = rpTestMap();
  const c = (l: string) => rpHexAt(map, l);
  const friends: RpSightConditions = { ...DAY, blocksFire: (h) => h === c("C07") };

  it("RP 4.6: hexes with friendly units (not in trenches or blockhouses) block like a full-hex obstacle", () => {
    expect(rpSight(map, c("C05"), c("C09"), friends)).toEqual({ visible: false, concealment: 0, blockedBy: { hex: c("C07"), reason: "friendly units", rule: "RP 4.6" } });
  });

  it("RP 4.6: the firer may fire out of and into hexes holding friendly units", () => {
    expect(rpSight(map, c("C07"), c("C09"), friends).visible).toBe(true);
    expect(rpSight(map, c("C05"), c("C07"), friends).visible).toBe(true);
  });

  it("RP 4.6: without fire's friendly units, the same hexes block nothing", () => {
    expect(rpSight(map, c("C05"), c("C09"), DAY).visible).toBe(true);
  });
});
