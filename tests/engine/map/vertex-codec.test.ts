import { describe, expect, it } from "vitest";
import { z } from "zod";
import { vertexOf } from "../../../src/engine/hex/vertex";
import { decodeOnMap, encodeOnMap, Vertex } from "../../../src/engine/map";
import { DataError } from "../../../src/engine/data/validate";
import { ia1Tec } from "../../../src/engine/rules/ia/data";
import { testMap } from "../../fixtures/maps";

const map = testMap(ia1Tec, [], [6, 5]);
const Aim = z.object({ at: Vertex }).strict();
const decode = (at: unknown) => decodeOnMap(map, Aim, { at }, "aim").at;

describe("hex vertices in JSON: [column, row, corner]", () => {
  it("a vertex is read as corner k of the hex [column, row] and written back the same when it is corner 0 or 1", () => {
    const v = decode([2, 3, 1]);
    expect(v).toEqual(vertexOf(map.hexAt(map.indexOfOffset(2, 3)), 1));
    expect(encodeOnMap(map, Aim, { at: v })).toEqual({ at: [2, 3, 1] });
  });

  it("each of a vertex's three names reads the same vertex, written back by its owning hex", () => {
    const names = [0, 1, 2, 3, 4, 5].map((k) => encodeOnMap(map, Aim, { at: decode([2, 2, k]) }).at);
    for (const [k, name] of names.entries()) expect(decode(name)).toEqual(decode([2, 2, k]));
    expect(names.every(([, , corner]) => corner === 0 || corner === 1)).toBe(true);
  });

  it("a vertex on the map's edge is written by a hex on the map", () => {
    const [column, row] = encodeOnMap(map, Aim, { at: decode([0, 0, 3]) }).at;
    expect(column < map.columns && row < map.rows).toBe(true);
  });

  it("a hex off the map or a corner beyond 5 is refused naming the path", () => {
    expect(() => decode([6, 0, 0])).toThrow(DataError);
    expect(() => decode([6, 0, 0])).toThrow(/\$\.at: \[6, 0\] is off the 6×5 map/);
    expect(() => decode([1, 1, 6])).toThrow(/\$\.at\[2\]/);
  });
});
