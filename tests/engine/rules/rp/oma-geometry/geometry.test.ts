import { describe, expect, it } from "vitest";
import { hexsideBetween, hexsideKey, hexVertices, vertexEquals, vertexHexes, vertexKey, vertexNeighbours, type Vertex } from "../../../../../src/engine/hex";
import { rpHexAt, rpHexLabel } from "../../../../../src/engine/rules/rp/map/labels";
import { blastHexes, spineDirections, strayOrder, strayVertex, vertexOfHexes } from "../../../../../src/engine/rules/rp/oma/geometry";
import { fixtureTec } from "../../../../fixtures/tec";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(fixtureTec, [], [24, 26]);
const at = (label: string) => map.hexAt(rpHexAt(map, label));
const vertex = (a: string, b: string, c: string): Vertex => vertexOfHexes(at(a), at(b), at(c))!;
const names = (v: Vertex) => blastHexes(map, v).map((i) => rpHexLabel(map, i)).sort();

// RP 7.244's yellow vertex (the text prints O19 as "019").
const yellow = vertex("N18", "O19", "N19");
const west = hexsideBetween(at("N18"), at("N19"))!;

describe("RP 7.243–7.246 stray geometry on the flat-topped map", () => {
  it("RP 7.244: the yellow vertex's spines point NE, SE and due west (between N18 and N19)", () => {
    const spines = spineDirections(yellow);
    expect(spines.map((s) => s.bearing)).toEqual([30, 150, 270]);
    expect(hexsideKey(spines[2].side)).toBe(hexsideKey(west));
    expect(names(spines[0].to)).toEqual(["N18", "O18", "O19"]);
    expect(names(spines[1].to)).toEqual(["N19", "O19", "O20"]);
  });

  it("RP 7.244: the due-west spine as 1-2 and an error die of 2 put the FFE on the vertex M19, N18, N19", () => {
    expect(vertexKey(strayVertex(yellow, west, 2))).toBe(vertexKey(vertex("M19", "N18", "N19")));
    expect(vertexKey(strayVertex(yellow, west, 1))).toBe(vertexKey(vertex("M19", "N18", "N19")));
  });

  it("RP 7.243: with due west as 1-2, 3-4 is the next spine clockwise (NE, to N18, O18, O19) and 5-6 the last (SE, to N19, O19, O20)", () => {
    expect(strayOrder(yellow, west).map((s) => s.bearing)).toEqual([270, 30, 150]);
    for (const die of [3, 4]) expect(vertexKey(strayVertex(yellow, west, die))).toBe(vertexKey(vertex("N18", "O18", "O19")));
    for (const die of [5, 6]) expect(vertexKey(strayVertex(yellow, west, die))).toBe(vertexKey(vertex("N19", "O19", "O20")));
  });

  it("RP 7.243: whichever spine is 1-2, the bands follow clockwise, each 120° on, each one step to a neighbouring vertex", () => {
    for (const v of hexVertices(at("J10"))) {
      const spines = spineDirections(v);
      const bearings = spines.map((s) => s.bearing);
      expect([[30, 150, 270], [90, 210, 330]]).toContainEqual(bearings);
      for (const first of spines) {
        const order = strayOrder(v, first.side);
        expect(order.map((s) => (s.bearing - first.bearing + 360) % 360)).toEqual([0, 120, 240]);
        for (const [k, die] of [[0, 1], [1, 3], [2, 5]] as const) {
          const to = strayVertex(v, first.side, die);
          expect(vertexEquals(to, order[k].to)).toBe(true);
          expect(vertexNeighbours(v).some((n) => vertexEquals(n, to))).toBe(true);
        }
      }
    }
  });

  it("RP 7.243: a hexside that does not lead out of the vertex, or an error die outside 1–6, is refused", () => {
    expect(() => strayVertex(yellow, hexsideBetween(at("M19"), at("N19"))!, 1)).toThrow("RP 7.243");
    expect(() => strayVertex(yellow, west, 0)).toThrow(RangeError);
    expect(() => strayVertex(yellow, west, 7)).toThrow(RangeError);
  });

  it("RP 7.245, 7.246: an FFE attacks the three hexes of its vertex: N18, N19, M19 after the stray, N18, N19, O19 had it hit", () => {
    expect(names(strayVertex(yellow, west, 2))).toEqual(["M19", "N18", "N19"]);
    expect(names(yellow)).toEqual(["N18", "N19", "O19"]);
  });

  it("RP 7.245: at the map's edge only the hexes on the map are attacked", () => {
    const corner = spineDirections(vertexOfHexes(at("A01"), at("A02"), at("B01"))!).find((s) => s.bearing === 270)!.to;
    expect(vertexHexes(corner).filter((h) => map.contains(h))).toHaveLength(2);
    expect(names(corner)).toEqual(["A01", "A02"]);
  });

  it("RP 7.244: three hexes that do not meet name no vertex", () => {
    expect(vertexOfHexes(at("M19"), at("O19"), at("N19"))).toBeNull();
  });
});
