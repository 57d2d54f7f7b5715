import { describe, expect, it } from "vitest";
import { effectiveMode, MOT_TABLE, relayDelay, signalSuccess } from "../../../../../src/engine/rules/rp/oma/mot";
import { RP_MODES } from "../../../../../src/engine/rules/rp/state/oma";

const noPb = { pbFired: false, trenchOnMap: true };
const pb = { pbFired: true, trenchOnMap: true };

describe("RP 7.21 Mode of Transmission table", () => {
  it("RP 7.21: SS no PB / PB fired and RD as printed: aircraft 7/6 1, flare 7/5 0, runner 6/4 3/6, telephone 9/7 0 1, trench set 8/8 1", () => {
    const printed = RP_MODES.map((m) => [m, signalSuccess(m, noPb), signalSuccess(m, pb), relayDelay(m, { pbFired: false }), relayDelay(m, { pbFired: true })]);
    expect(printed).toEqual([
      ["aircraft", 7, 6, 1, 1],
      ["flare", 7, 5, 0, 0],
      ["runner", 6, 4, 3, 6],
      ["telephone", 9, 0, 1, 1],
      ["trench-set", 8, 8, 1, 1],
    ]);
  });

  it("RP 7.21: telephone's SS is 9 with a trench on the map, 7 without, 0 after a PB either way", () => {
    expect(signalSuccess("telephone", { pbFired: false, trenchOnMap: true })).toBe(9);
    expect(signalSuccess("telephone", { pbFired: false, trenchOnMap: false })).toBe(7);
    expect(signalSuccess("telephone", { pbFired: true, trenchOnMap: false })).toBe(0);
    // No other mode depends on trenches.
    for (const m of RP_MODES.filter((m) => m !== "telephone")) expect(signalSuccess(m, { pbFired: false, trenchOnMap: false })).toBe(signalSuccess(m, noPb));
  });

  it("RP 7.21: runner's relay delay is 3, or 6 if either side fired a PB", () => {
    expect(relayDelay("runner", { pbFired: false })).toBe(3);
    expect(relayDelay("runner", { pbFired: true })).toBe(6);
  });

  it("RP 7.21, 7.3: aircraft observe every vertex; flare fires only at pre-registered vertices; trench set has one designated observer; runner open to every group", () => {
    expect(MOT_TABLE.aircraft.observer).toBe("everywhere");
    expect(MOT_TABLE["trench-set"].observer).toBe("designated-infantry");
    for (const m of ["flare", "runner", "telephone"] as const) expect(MOT_TABLE[m].observer).toBe("any-infantry");
    expect(RP_MODES.filter((m) => MOT_TABLE[m].targets === "preregistered-only")).toEqual(["flare"]);
    expect(RP_MODES.filter((m) => MOT_TABLE[m].anyGroupMayUse)).toEqual(["runner"]);
    for (const m of RP_MODES) expect(MOT_TABLE[m].rules).toContain("RP 7.21");
  });

  it("RP 11.522: in a night scenario aircraft mode is played as telephone; other modes and day scenarios are unchanged", () => {
    expect(effectiveMode("aircraft", { night: true })).toBe("telephone");
    expect(effectiveMode("aircraft", { night: false })).toBe("aircraft");
    for (const m of RP_MODES.filter((m) => m !== "aircraft")) expect(effectiveMode(m, { night: true })).toBe(m);
    expect(signalSuccess(effectiveMode("aircraft", { night: true }), { pbFired: false, trenchOnMap: false })).toBe(7);
  });
});
