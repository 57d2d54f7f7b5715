import { describe, expect, it } from "vitest";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import { barrageHexes } from "../../../../../src/engine/rules/rp/oma/barrage";
import { barrageAtCoupletStart } from "../../../../../src/engine/rules/rp/oma/turn-track";
import { BRITISH, couplets, GERMAN, rpBattle, rpMap } from "../support/fixture";
import { omaRunner, only } from "./oma-fixture";

// A 30 × 25 map; the British may place two barrages 4 hexes wide, each advancing twice (AA campaign 1 has 2 × 10 × 10).
const map = rpMap();
const { run, play, at, label, hook } = omaRunner(map);
const plans = [{ side: BRITISH, count: 2, width: 4, advances: 2, starts: null }];
const battle = (phase: "preliminary" | "initiative" = "preliminary", turn = 1) => rpBattle(map, { units: { g: { side: GERMAN, at: "H12" } }, phase, turn, extra: { barragePlans: plans } });
const plan = (first: string, extra: Partial<Extract<RpCommand, { type: "plan-barrage" }>> = {}): RpCommand => ({ type: "plan-barrage", side: BRITISH, first: at(first), line: "row", advancing: "north", from: 2, ...extra });

describe("RP 7.41 creeping barrages placed by their side (AA campaign 1)", () => {
  it("RP 7.41: before play the side places each barrage: its width along a row from the first hex, advancing across it", () => {
    const { state, events } = play(battle(), plan("F13"));
    expect(only(events, "barrage-planned")).toHaveLength(1);
    expect(state.barrages).toEqual([{ side: BRITISH, line: "row", at: 12, span: [5, 8], step: -1, from: 2, advancesLeft: 2, struck: false }]);
    expect(barrageHexes(map, state.barrages[0]!).map(label)).toEqual(["F13", "G13", "H13", "I13"]);
    expect(state.barragePlans).toEqual([{ side: BRITISH, count: 1, width: 4, advances: 2, starts: 2 }]);
    // A column, advancing east: rows 4–7 of column J.
    const second = play(state, plan("J04", { line: "column", advancing: "east" })).state;
    expect(barrageHexes(map, second.barrages[1]!).map(label)).toEqual(["J4", "J5", "J6", "J7"].map((l) => label(at(l))));
    expect(second.barragePlans).toEqual([]);
    expect(run(second, plan("F20"))).toMatchObject({ status: "refused", rule: "RP 7.41", code: "rp.oma.no-barrage-plan" });
  });

  it("AA campaign 1: both barrages start (and, advancing alike, end) at the same time", () => {
    const { state } = play(battle(), plan("F13"));
    expect(run(state, plan("F20", { from: 3 }))).toMatchObject({ status: "refused", rule: "RP 7.41", code: "rp.oma.barrage-together" });
    expect(run(state, plan("F20", { from: 2 })).status).toBe("done");
  });

  it("RP 7.41, 7.42: a row advances north or south, a column east or west; the whole width lies on the map; a turn of the scenario", () => {
    expect(run(battle(), plan("F13", { advancing: "east" }))).toMatchObject({ status: "refused", rule: "RP 7.42" });
    expect(run(battle(), plan("AB13"))).toMatchObject({ status: "refused", rule: "RP 7.41", code: "rp.oma.barrage-off-map" });
    expect(run(battle(), plan("AA13")).status).toBe("done");
    expect(run(battle(), plan("F13", { from: 99 }))).toMatchObject({ status: "refused", rule: "RP 7.41", code: "rp.oma.barrage-turn" });
  });

  it("RP 7.41: only before play; a side with no plan places none; at turn 1's initiative the unplaced barrages are forgone", () => {
    expect(run(rpBattle(map, { units: { g: { side: GERMAN, at: "H12" } }, phase: "couplets", extra: { ...couplets(BRITISH), barragePlans: plans } }), plan("F13"))).toMatchObject({ status: "refused", rule: "RP 7.41", code: "rp.oma.before-play" });
    expect(run(battle(), { ...plan("F13"), side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 7.41", code: "rp.oma.no-barrage-plan" });
    const placed = play(battle("initiative"), plan("F13")).state;
    const rolled = play(placed, { type: "roll-initiative", side: GERMAN }, [4, 2]);
    expect(only(rolled.events, "barrage-plans-lapsed")).toHaveLength(1);
    expect(rolled.state.barragePlans).toEqual([]);
    expect(rolled.state.barrages).toHaveLength(1);
  });

  it("RP 7.42: a placed barrage strikes from its turn on, and ceases once its advances are spent", () => {
    const placed = play(battle(), plan("F13", { from: 1 })).state;
    const live = { ...placed, phase: "couplets" as const, ...couplets(BRITISH, 3) };
    const first = hook(live, (ctx) => (barrageAtCoupletStart(ctx, 1), barrageAtCoupletStart(ctx, 2)), [], {});
    expect(only(first.events, "barrage-struck").map((e) => (e as { hexes: number[] }).hexes.map(label)[0])).toEqual(["F13", "F12"]);
    const second = hook({ ...first.state, turn: 2 }, (ctx) => (barrageAtCoupletStart(ctx, 1), barrageAtCoupletStart(ctx, 2)));
    expect(only(second.events, "barrage-moved", "barrage-ceased").map((e) => e.type)).toEqual(["barrage-moved"]);
    const third = hook({ ...second.state, turn: 3 }, (ctx) => (barrageAtCoupletStart(ctx, 1), barrageAtCoupletStart(ctx, 2)));
    expect(only(third.events, "barrage-ceased")).toHaveLength(1);
    expect(third.state.barrages).toEqual([]);
  });
});
