import { describe, expect, it } from "vitest";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { at, done, inAssault, map, move, run } from "./support";

describe("saved games keep an assault under way", () => {
  it("IA1 12.4, 12.1, 12.23 the owed assault, who has attacked and who has left an assault hex survive a save and reload", () => {
    const b = inAssault(
      [inf("g1", "G", at(0, 0)), inf("g2", "G", at(0, 3)), inf("g3", "G", at(0, 3)), inf("r1", "R", at(0, 1)), inf("r2", "R", at(0, 3))],
      [leader("capt", "G", at(0, 0))],
      { g1: { ledBy: "capt" }, capt: {}, g2: {} },
      "G",
      { assaulted: ["g3"] },
    );
    const s1 = done(run(b, move("g1", at(0, 1))));
    const s = done(run(s1, move("g2", at(0, 4))));
    expect(s.activation).toMatchObject({ assaultsOwed: [at(0, 1)], assaulted: ["g3"], exited: [{ hex: at(0, 3), pieces: ["g2"] }] });
    const json = JSON.parse(JSON.stringify(encodeOnMap(map, IaBattleJson, s)));
    expect(decodeOnMap(map, IaBattleJson, json, "saved battle")).toEqual(s);
  });

  it("IA1 12.73 the intervening hex of a charge this segment survives a save and reload", () => {
    const b = inAssault([inf("g1", "G", at(0, 0)), inf("r1", "R", at(0, 1))], [], { g1: {} }, "G", { charged: ["g1"], chargedThrough: [{ unit: "g1", through: at(0, 2) }] });
    const json = JSON.parse(JSON.stringify(encodeOnMap(map, IaBattleJson, b)));
    const { col, row } = map.offsetAt(at(0, 2));
    expect(json.activation.chargedThrough).toEqual([{ unit: "g1", through: [col, row] }]);
    expect(decodeOnMap(map, IaBattleJson, json, "saved battle")).toEqual(b);
  });
});
