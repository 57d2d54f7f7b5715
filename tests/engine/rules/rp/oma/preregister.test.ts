import { describe, expect, it } from "vitest";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { rpViews } from "../../../../../src/engine/rules/rp/view/side-view";
import { BRITISH, couplets, GERMAN, MG, rpBattle, rpMap } from "../support/fixture";
import { group, omaRunner } from "./oma-fixture";

const map = rpMap();
const { run, play, vertex, at } = omaRunner(map);
const units = { obs: { side: GERMAN, at: "N22" }, mg: { side: GERMAN, at: "N23", types: ["machine-gun" as const], ...MG } };
const battle = (phase: "preliminary" | "initiative" | "couplets" = "preliminary", turn = 1) =>
  rpBattle(map, { units, phase, turn, extra: { ...(phase === "couplets" ? couplets(GERMAN) : {}), oma: { fl: group(GERMAN, "flare"), br: group(BRITISH, "telephone") } } });
const pre = (v = vertex("N18", "O19", "N19")): RpCommand => ({ type: "preregister", side: GERMAN, group: "fl", vertex: v });

describe("RP 7.3 pre-registered fire", () => {
  it("RP 7.3: a group records one vertex before play, in the preliminary phase or before turn 1's initiative", () => {
    const { state } = play(battle(), pre());
    expect(state.oma.fl!.preregistered).toEqual(vertex("N18", "O19", "N19"));
    expect(play(battle("initiative"), pre()).state.oma.fl!.preregistered).not.toBeNull();
    expect(run(state, pre(vertex("J10", "K10", "K11")))).toMatchObject({ status: "refused", rule: "RP 7.3", code: "rp.oma.already-preregistered" });
    expect(run(battle("initiative", 2), pre())).toMatchObject({ status: "refused", rule: "RP 7.3" });
    expect(run(battle("couplets"), pre())).toMatchObject({ status: "refused", rule: "RP 7.3" });
    expect(run(battle(), { type: "preregister", side: GERMAN, group: "br", vertex: vertex("N18", "O19", "N19") })).toMatchObject({ status: "refused", rule: "RP 7.3" });
  });

  it("RP 7.3: only a group the scenario assigns one (or a flare group) records a pre-registered vertex", () => {
    const b = battle();
    const groups = { ...b.oma, tel: { ...b.oma.br!, side: GERMAN, mode: "telephone" as const }, set: { ...b.oma.br!, side: GERMAN, mode: "telephone" as const, mayPreregister: true } };
    const start: RpBattle = { ...b, oma: groups };
    const v = vertex("N18", "O19", "N19");
    expect(run(start, { type: "preregister", side: GERMAN, group: "tel", vertex: v })).toMatchObject({ status: "refused", rule: "RP 7.3", code: "rp.oma.no-preregistered-vertex" });
    expect(play(start, { type: "preregister", side: GERMAN, group: "set", vertex: v }).state.oma.set!.preregistered).toEqual(v);
    // The flare group has one whatever its flag says (RP 7.3: "flare groups are assumed to have one").
    expect(start.oma.fl!.mayPreregister).toBe(false);
    expect(play(start, pre(v)).state.oma.fl!.preregistered).toEqual(v);
  });

  it("RP 7.3: the other side's view and events are the same whichever vertex was recorded", () => {
    const seen = (v: ReturnType<typeof vertex>) => {
      const { state, events } = play(battle(), pre(v));
      return { state: rpViews.state(state, BRITISH), events: events.map((e) => rpViews.event(state, e, BRITISH)).filter((e) => e !== null) };
    };
    const a = seen(vertex("N18", "O19", "N19"));
    const b = seen(vertex("J10", "K10", "K11"));
    expect(a).toEqual(b);
    expect(a.events).toEqual([]);
    const own = play(battle(), pre()).state;
    expect(rpViews.state(own, GERMAN).oma.fl!.preregistered).toEqual(vertex("N18", "O19", "N19"));
  });
});

describe("RP 7.21 trench set designation", () => {
  it("RP 7.21: one infantry unit of the side, before play; it observes from its set-up hex", () => {
    const { state, events } = play(battle(), { type: "designate-trench-set", side: GERMAN, unit: "obs" });
    expect(events).toEqual([{ type: "trench-set-designated", side: GERMAN, unit: "obs", hex: at("N22"), rule: "RP 7.21" }]);
    expect(state.sides[0]).toMatchObject({ trenchSet: "obs", trenchSetHex: at("N22") });
    expect(run(state, { type: "designate-trench-set", side: GERMAN, unit: "obs" })).toMatchObject({ status: "refused", rule: "RP 7.21" });
    expect(run(battle(), { type: "designate-trench-set", side: GERMAN, unit: "mg" })).toMatchObject({ status: "refused", rule: "RP 7.21" });
    expect(run(battle("couplets"), { type: "designate-trench-set", side: GERMAN, unit: "obs" })).toMatchObject({ status: "refused", rule: "RP 7.21" });
  });
});
