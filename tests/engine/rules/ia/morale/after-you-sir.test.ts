import { describe, expect, it } from "vitest";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { leader } from "../../../../fixtures/ia-battle";
import { cav, done, fireAt, fixtureTables, inAction, map, ofType, at } from "../fire/support";
import { inf } from "../../../../fixtures/ia-battle";

describe("IA1 14.12 leaders check morale before units", () => {
  it("IA1 14.12, 7.52 the leader rolls first even when the first unit in the hex is on a column of its own with another morale level", () => {
    // Roll 7: M on the 10 column, M1 on the 20 column (fixture table).
    const rules = iaRuleset(map, ia1Tec, { fireTables: fixtureTables({ 7: ["-", "-", "M", "M1"] }) });
    // G's INF (5) at two hexes: the 5 column, +1 for the company in the hex (4.2): the hex on 10; the mounted CAV +1 more (7.52): 20.
    const b = inAction([inf("f", "G", at(0, 0)), cav("c", "R", at(0, 2))], [leader("l", "R", at(0, 2))]);
    const { events } = done(rules, b, fireAt(["f"], at(0, 2)), [3, 4, 3, 3, 3, 3]);
    expect(ofType(events, "fire-resolved")[0]!.results.map((r) => [r.piece, r.column, r.result])).toEqual([
      ["c", 20, "M1"],
      ["l", 10, "M"],
    ]);
    expect(ofType(events, "morale-checked").map((e) => e.piece)).toEqual(["l", "c"]);
  });
});
