import { describe, expect, it } from "vitest";
import { HexMap } from "../../../../../src/engine/map";
import { columnLetters, RP_LAYOUT, rpHexAt, rpHexLabel } from "../../../../../src/engine/rules/rp/map/labels";
import { vertexOfHexes } from "../../../../../src/engine/rules/rp/oma/geometry";
import { fixtureTec } from "../../../../fixtures/tec";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(fixtureTec, [], [50, 30]);

describe("RP hex labels (AA maps: lettered columns, numbered rows)", () => {
  it("RP map labels: columns run A…Z, AA…AZ, BA…", () => {
    expect([0, 13, 25, 26, 43, 45, 51, 52, 701, 702].map(columnLetters)).toEqual(["A", "N", "Z", "AA", "AR", "AT", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("RP map labels: N18, AR16 and AT03 name column and row, rows from 1 in two digits", () => {
    expect(rpHexAt(map, "N18")).toBe(map.indexOfOffset(13, 17));
    expect(rpHexAt(map, "AR16")).toBe(map.indexOfOffset(43, 15));
    expect(rpHexAt(map, "AT03")).toBe(map.indexOfOffset(45, 2));
    expect(rpHexLabel(map, map.indexOfOffset(45, 2))).toBe("AT03");
    expect(rpHexLabel(map, map.indexOfOffset(0, 0))).toBe("A01");
  });

  it("RP map labels: AT3, at03 and ' AT03 ' name AT03", () => {
    for (const text of ["AT3", "at03", " AT03 "]) expect(rpHexAt(map, text)).toBe(rpHexAt(map, "AT03"));
  });

  it("RP map labels: every hex of the map reads back from its label", () => {
    for (const i of map.indices()) expect(rpHexAt(map, rpHexLabel(map, i))).toBe(i);
  });

  it("RP map labels: a label that is not a hex of the map is refused by name", () => {
    for (const text of ["A00", "N31", "AY01", "N", "18", "N-1", "O 19"]) expect(() => rpHexAt(map, text)).toThrow(`"${text}" is not a hex of map "test"`);
    expect(() => rpHexLabel(map, -1)).toThrow("is not a hex");
  });

  it("RP 7.244: the maps are odd-q: N18, O19, N19 meet at a vertex, and so do M19, N18, N19", () => {
    expect(RP_LAYOUT).toBe("odd-q");
    const meet = (m: HexMap, a: string, b: string, c: string) => vertexOfHexes(m.hexAt(rpHexAt(m, a)), m.hexAt(rpHexAt(m, b)), m.hexAt(rpHexAt(m, c)));
    expect(meet(map, "N18", "O19", "N19")).not.toBeNull();
    expect(meet(map, "M19", "N18", "N19")).not.toBeNull();
    // On the other flat-top stagger the example's hexes do not meet.
    const evenQ = new HexMap({ id: "even", name: "even", layout: "even-q", columns: 50, rows: 30, defaultTerrain: "clear" });
    expect(meet(evenQ, "N18", "O19", "N19")).toBeNull();
    expect(meet(evenQ, "M19", "N18", "N19")).toBeNull();
  });
});
