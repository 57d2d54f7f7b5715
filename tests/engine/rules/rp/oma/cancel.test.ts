import { describe, expect, it } from "vitest";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import { couplets, GERMAN, rpBattle, rpMap } from "../support/fixture";
import { group, omaRunner, only } from "./oma-fixture";

const map = rpMap();
const { run, play } = omaRunner(map);

// Telephone with no trench on the map and no PB: signal success 7 (RP 7.21).
const hair = (primed: boolean) => ({ crossHair: { vertex: [9, 9, 0], ammo: "he", hourglass: 1, primed} });
const battle = (tel: Record<string, unknown> = hair(true)) =>
  rpBattle(map, { units: {}, extra: { ...couplets(GERMAN, 3), oma: { tel: group(GERMAN, "telephone", tel), other: group(GERMAN, "aircraft", hair(true)) } } });
const cancel: RpCommand = { type: "cancel-oma", side: GERMAN, group: "tel" };

describe("RP 6.2, 7.224 cancel OMA", () => {
  it("RP 6.2, 7.23, R18: 2d6 at most the signal success cancels: cross hair and hourglass removed, the group spent; no other group rolls", () => {
    const { state, events } = play(battle(), cancel, [3, 4]);
    expect(events.map((e) => e.type)).toEqual(["activated", "signal-rolled", "oma-cancelled", "oma-spent", "half-ended"]);
    expect(only(events, "signal-rolled")[0]).toMatchObject({ group: "tel", purpose: "cancel", signal: 7, success: true, accidental: false });
    expect(state.oma.tel).toMatchObject({ crossHair: null, ffe: null, spent: true });
    expect(state.oma.other!.crossHair).not.toBeNull();
  });

  it("RP 6.2, 7.23: a failed cancel below 11 does nothing and spends nothing", () => {
    const { state, events } = play(battle(), cancel, [4, 6]);
    expect(events.map((e) => e.type)).toEqual(["activated", "signal-rolled", "half-ended"]);
    expect(state.oma.tel).toMatchObject({ spent: false, crossHair: { primed: true } });
  });

  it("RP 6.2, 7.23: a failed cancel of 11 or more is an accidental fire for effect, which spends the group", () => {
    const { state, events } = play(battle(), cancel, [5, 6, 1]);
    expect(events.map((e) => e.type)).toEqual(["activated", "signal-rolled", "ffe-landed", "oma-spent", "half-ended"]);
    expect(only(events, "signal-rolled")[0]).toMatchObject({ success: false, accidental: true });
    expect(only(events, "ffe-landed")[0]).toMatchObject({ rule: "RP 7.23" });
    expect(state.oma.tel).toMatchObject({ spent: true, crossHair: null, ffe: { ammo: "he" } });
  });

  it("RP 7.224, 6.2: only a primed, ready group of the actor can be cancelled; the state is left unchanged", () => {
    const b = battle(hair(false));
    const before = structuredClone(b);
    expect(run(b, cancel)).toMatchObject({ status: "refused", rule: "RP 7.224" });
    expect(run(battle({ ...hair(true), spent: true }), cancel)).toMatchObject({ status: "refused", rule: "RP 6.01" });
    expect(run(b, { ...cancel, group: "nope" })).toMatchObject({ status: "refused", rule: "RP 6.2" });
    expect(b).toEqual(before);
  });
});
