import { describe, expect, it } from "vitest";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle, PgUnit } from "../../../../../src/engine/rules/pg/state";
import { at, battle, leader, play, run, unit } from "../movement-command/fixtures";

// The movement fixtures' map: clear but for woods at [10, 5] and [10, 6] (2 MP for foot) and a river down column 3.
const demoralized = (id: string, hex: number): PgUnit => ({ ...unit(id, "soviet", "soviet-infantry", hex), status: "demoralized" });
const kommissar = (id: string, hex: number) => leader(id, "soviet", hex, 1, "kommissar");
const activate = (id: string): PgCommand => ({ type: "activate", side: "soviet", root: { piece: id }, pieces: { [id]: "move" } });
const move = (piece: string, to: number): PgCommand => ({ type: "move", side: "soviet", piece, to });
const moving = (b: PgBattle, id = "kom") => play(b, activate(id)).state;

describe("PG 6.61 Kommissars' required movement", () => {
  it("PG 6.61 a Kommissar moves to the nearest demoralized friendly unit by the cheapest route: a step off it is refused", () => {
    // The KOM at [5, 8]; a demoralized unit at [8, 8], three clear hexes east, and another far off at [18, 1].
    const b = moving(battle([demoralized("d", at(8, 8)), demoralized("far", at(18, 1))], [kommissar("kom", at(5, 8))]));
    expect(run(b, move("kom", at(5, 9)))).toMatchObject({ status: "refused", rule: "PG 6.61", code: "kommissar.route" });
    expect(play(b, move("kom", at(6, 8))).state.leaders.get("kom")!.hex).toBe(at(6, 8));
  });
  it("PG 6.61 the cheapest route in MPs, not in hexes: the KOM goes round the woods", () => {
    // From [9, 6] to a unit at [11, 6]: through the woods at [10, 6] costs 2 + 1; round by [10, 7] (clear) 1 + 1.
    const b = moving(battle([demoralized("d", at(11, 6))], [kommissar("kom", at(9, 6))]));
    expect(run(b, move("kom", at(10, 6)))).toMatchObject({ status: "refused", rule: "PG 6.61" });
    expect(run(b, move("kom", at(10, 7)))).toMatchObject({ status: "done" });
  });
  it("PG 6.61 stacked with a demoralized unit he stays with it", () => {
    const b = moving(battle([demoralized("d", at(8, 8))], [kommissar("kom", at(8, 8))]));
    expect(run(b, move("kom", at(9, 8)))).toMatchObject({ status: "refused", rule: "PG 6.61" });
  });
  it("PG 6.61 with no demoralized friendly unit he moves freely", () => {
    const b = moving(battle([unit("i", "soviet", "soviet-infantry", at(8, 8))], [kommissar("kom", at(5, 8))]));
    expect(run(b, move("kom", at(5, 9)))).toMatchObject({ status: "done" });
  });
  it("PG 6.66 two KOMs and one demoralized unit: only the nearer need move toward it", () => {
    const b = battle([demoralized("d", at(8, 8))], [kommissar("near", at(7, 8)), kommissar("kom", at(4, 8))]);
    expect(run(moving(b), move("kom", at(4, 9)))).toMatchObject({ status: "done" });
    expect(run(moving(b, "near"), move("near", at(7, 9)))).toMatchObject({ status: "refused", rule: "PG 6.61" });
  });
});
