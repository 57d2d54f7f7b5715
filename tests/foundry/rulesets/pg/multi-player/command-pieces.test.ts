/**
 * What PG's multi-player rules read of each command (src/foundry/rulesets/pg/multi-player/command-pieces.ts): the own
 * pieces it orders (PG 17.61, 17.62), the hexes it fires at (17.61) and the off-board fire it uses (17.63).
 */
import { describe, expect, it } from "vitest";
import { pgOrderedPieces, pgSupport, pgSupportFire, pgTargetHexes } from "../../../../../src/foundry/rulesets/pg/multi-player/command-pieces";
import { aircraft, at, battle, cmd, factor, tableOf, unit } from "./support";

const b = battle([unit("g1", "german", "german-infantry", { hex: at(2, 2) }), unit("r1", "soviet", "soviet-tank", { hex: at(4, 4) })], [], { offboard: [factor("f1"), factor("s9", "soviet")], aircraft: [aircraft("a1")] });
const game = tableOf(b);
const c = (json: Record<string, unknown>) => cmd(game, json);

describe("PG 17.61, 17.62: the pieces a command orders", () => {
  it.each([
    [{ type: "bombard", firers: ["g1", "g2"], leaders: ["l1"], at: [4, 4] }, ["g1", "g2", "l1"]],
    [{ type: "fire-smoke", firer: "g1", at: [4, 4] }, ["g1"]],
    [{ type: "dig-in", unit: "g1" }, ["g1"]],
    [{ type: "clear", unit: "g1", task: "wreck" }, ["g1"]],
    [{ type: "cross", unit: "g1" }, ["g1"]],
    [{ type: "assault", at: [4, 4], units: ["g1"], leaders: ["l1"] }, ["g1", "l1"]],
    [{ type: "at-fire", firer: "g1", target: "r1" }, ["g1"]],
    [{ type: "direct-fire", firers: ["g1"], leaders: ["l1"], at: [4, 4] }, ["g1", "l1"]],
    [{ type: "designate-cavalry-leaders", leaders: ["l1"] }, []],
    [{ type: "pass" }, []],
  ])("%j orders %j", (json, pieces) => {
    expect(pgOrderedPieces(c(json))).toEqual(pieces);
  });
});

describe("PG 17.61: the hexes a command fires at; 17.63: the off-board fire it uses", () => {
  it("direct fire, bombardment, smoke, AT fire (the target's hex), off-board and air attacks; an assault none", () => {
    expect(pgTargetHexes(game.map, b, c({ type: "bombard", firers: ["g1"], at: [4, 5] }))).toEqual([[4, 5]]);
    expect(pgTargetHexes(game.map, b, c({ type: "fire-smoke", firer: "g1", at: [4, 6] }))).toEqual([[4, 6]]);
    expect(pgTargetHexes(game.map, b, c({ type: "at-fire", firer: "g1", target: "r1" }))).toEqual([[4, 4]]);
    expect(pgTargetHexes(game.map, b, c({ type: "assault", at: [4, 4], units: ["g1"] }))).toEqual([]);
    const offboard = c({ type: "offboard-fire", attacks: [{ factors: ["f1"], at: [7, 7] }] });
    expect(pgTargetHexes(game.map, b, offboard)).toEqual([[7, 7]]);
    expect(pgSupportFire(game.map, offboard)).toEqual([{ factor: "f1", hexes: [[7, 7]] }]);
    expect(pgSupportFire(game.map, c({ type: "air-attack", attacks: [{ aircraft: ["a1"], at: [8, 8] }] }))).toEqual([{ factor: "a1", hexes: [[8, 8]] }]);
  });

  it("PG 17.63: the side's off-board factors and aircraft, only its own", () => {
    expect(pgSupport(b, "german")).toEqual([
      { id: "f1", name: "f1 (20)" },
      { id: "a1", name: "Ju 87" },
    ]);
    expect(pgSupport(b, "soviet").map((f) => f.id)).toEqual(["s9"]);
  });
});
