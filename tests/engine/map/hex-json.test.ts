import { describe, expect, it } from "vitest";
import { HexJsonError, hexesFromJson, hexesToJson, loadMap } from "../../../src/engine/map";
import { fixtureTec } from "../../fixtures/tec";

const map = loadMap({ id: "m", name: "m", layout: "odd-q", columns: 10, rows: 8, defaultTerrain: "clear" }, fixtureTec);
const i = (c: number, r: number) => map.indexOfOffset(c, r);

describe("hexes in JSON are [column, row]", () => {
  it("converts every hex key, hex list and control key, both ways", () => {
    const json = { hex: [1, 2], root: { stack: [3, 4] }, events: [{ from: [0, 0], to: [0, 1], at: [9, 7] }], smoke: [[2, 2]], control: { "4,4": "A" }, riverBank: null };
    const inside = hexesFromJson<Record<string, unknown>>(json, map);
    expect(inside).toEqual({ hex: i(1, 2), root: { stack: i(3, 4) }, events: [{ from: i(0, 0), to: i(0, 1), at: i(9, 7) }], smoke: [i(2, 2)], control: { [i(4, 4)]: "A" }, riverBank: null });
    expect(hexesToJson(inside, map)).toEqual(json);
  });
  it("leaves other numbers alone, and record entries whose ids happen to be hex keys", () => {
    const json = { target: 9, units: { to: { id: "to", hex: [1, 1] } } };
    expect(hexesFromJson(json, map)).toEqual({ target: 9, units: { to: { id: "to", hex: i(1, 1) } } });
  });
  it("names the JSON path of a bad hex", () => {
    expect(() => hexesFromJson({ a: [{ hex: [10, 0] }] }, map, "$.battle")).toThrow(new HexJsonError("$.battle.a[0].hex", "[10, 0] is off the 10×8 map"));
    expect(() => hexesFromJson({ hex: "b2" }, map)).toThrow(/expected \[column, row\]/);
  });
});
