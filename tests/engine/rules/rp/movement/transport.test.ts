import { describe, expect, it } from "vitest";
import { BRITISH, GERMAN, offsetOf, rpMap } from "../support/fixture";
import { acting, moveRunner, mv } from "./setup";

const map = rpMap({
  hexes: { M17: { terrain: ["crater"] }, N16: { terrain: ["trench"] }, N15: { terrain: ["crater"] } },
  hexsides: [
    ["N18", "N17", ["road"]],
    ["N17", "N16", ["road"]],
    ["N16", "N15", ["road"]],
  ],
});
const { play, at, refused, chain, settle } = moveRunner(map);
const groups = (transport: Record<string, number>, extra: Record<string, unknown> = {}) => ({ sides: [{ transport, ...extra }, {}] as [Record<string, unknown>, Record<string, unknown>] });

describe("RP 6.8 transport", () => {
  it("RP 6.82, 6.84: a formed unit declares a mule group for its move; mules give it 2 MPs and use the group this turn", () => {
    const b = acting(map, { g: { side: GERMAN, at: "O18" } }, ["g"], groups({ mule: 1 }));
    const { state, events } = play(b, mv(["g"], { to: at("O17") }, "mule"));
    expect(events).toContainEqual({ type: "transport-used", unit: "g", side: GERMAN, kind: "mule", rule: "RP 6.82" });
    expect(state.sides[0].transportUsed.mule).toBe(1);
    const s = play(state, mv(["g"], { to: at("O16") })).state;
    refused(s, mv(["g"], { to: at("O15") }), "RP 3.3");
  });

  it("RP 6.82: only a formed unit uses transport", () => {
    const b = acting(map, { g: { side: GERMAN, at: "O18", face: "dispersed" } }, ["g"], groups({ mule: 1 }));
    refused(b, mv(["g"], { to: at("O17") }, "mule"), "RP 6.82");
  });

  it("RP 6.83: one group carries one unit a turn: none left, none used", () => {
    const used = acting(map, { g: { side: GERMAN, at: "O18" } }, ["g"], groups({ mule: 1 }, { transportUsed: { mule: 1 } }));
    refused(used, mv(["g"], { to: at("O17") }, "mule"), "RP 6.83");
    const lost = acting(map, { g: { side: GERMAN, at: "O18" } }, ["g"], groups({ mule: 1 }, { transportLost: { mule: 1 } }));
    refused(lost, mv(["g"], { to: at("O17") }, "mule"), "RP 6.83");
    const pair = acting(map, { g: { side: GERMAN, at: "O18" }, h: { side: GERMAN, at: "O18" } }, ["g", "h"], groups({ mule: 1 }));
    refused(pair, mv(["g", "h"], { to: at("O17") }, "mule"), "RP 6.83");
    const two = acting(map, { g: { side: GERMAN, at: "O18" }, h: { side: GERMAN, at: "O18" } }, ["g", "h"], groups({ mule: 2 }));
    expect(play(two, mv(["g", "h"], { to: at("O17") }, "mule")).state.sides[0].transportUsed.mule).toBe(2);
  });

  it("RP 6.83: a unit cannot mix normal movement with transport, and by transport it only enters hexes", () => {
    const b = acting(map, { g: { side: GERMAN, at: "O18" }, t: { side: GERMAN, at: "N17" } }, ["g", "t"], groups({ mule: 2 }));
    const s = play(b, mv(["g"], { to: at("O17") })).state;
    refused(s, mv(["g"], { to: at("O16") }, "mule"), "RP 6.83");
    const onMule = play(b, mv(["t"], { to: at("N16") }, "mule")).state;
    refused(onMule, mv(["t"], { in: "trench" }), "RP 6.83");
  });

  it("RP 6.84, plan ruling R24: wagons cannot enter crater hexes, printed or a bombardment's scrape, but may a dug scrape", () => {
    const b = acting(map, { g: { side: GERMAN, at: "M18" } }, ["g"], groups({ wagon: 1 }));
    refused(b, mv(["g"], { to: at("M17") }, "wagon"), "RP 6.84");
    const scrape = (origin: string) => acting(map, { g: { side: GERMAN, at: "O18" } }, ["g"], { ...groups({ wagon: 1 }), extra: { markers: { scrapes: [{ hex: offsetOf("O17"), origin }] } } });
    refused(scrape("pb"), mv(["g"], { to: at("O17") }, "wagon"), "RP 6.84");
    expect(play(scrape("dig"), mv(["g"], { to: at("O17") }, "wagon")).state.units.g!.hex).toBe(at("O17"));
    refused(acting(map, { g: { side: GERMAN, at: "M17" } }, ["g"], groups({ wagon: 1 })), mv(["g"], { to: at("M16") }, "wagon"), "RP 6.82");
  });

  it("RP 6.84, 8.6: a road overrides the crater in its hex: a wagon enters it along the road", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N16" } }, ["g"], groups({ wagon: 1 }));
    expect(play(b, mv(["g"], { to: at("N15") }, "wagon")).state.units.g!.hex).toBe(at("N15"));
  });

  it("RP 6.84: trucks move along roads only, from a road hex", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" }, h: { side: GERMAN, at: "O18" } }, ["g", "h"], groups({ truck: 2 }));
    const s = play(b, mv(["g"], { to: at("N17") }, "truck")).state;
    refused(s, mv(["g"], { to: at("O17") }), "RP 6.84");
    refused(b, mv(["h"], { to: at("O17") }, "truck"), "RP 6.82");
  });

  it("RP 6.84: a unit on mules earns the road bonus", () => {
    const b = acting(map, { g: { side: GERMAN, at: "N18" } }, ["g"], groups({ mule: 1 }));
    const s = chain(b, [mv(["g"], { to: at("N17") }, "mule"), mv(["g"], { to: at("N16") }), mv(["g"], { to: at("N15") })]);
    expect(s.units.g).toMatchObject({ hex: at("N15"), mpSpent: 3 });
  });

  it("RP 6.82: a unit using transport cannot enter a hex holding enemy units or gas", () => {
    const enemy = acting(map, { g: { side: GERMAN, at: "O18" }, e: { side: BRITISH, at: "O17", spent: true } }, ["g"], groups({ mule: 1 }));
    refused(enemy, mv(["g"], { to: at("O17") }, "mule"), "RP 6.82");
    const gas = acting(map, { g: { side: GERMAN, at: "O18" } }, ["g"], { ...groups({ mule: 1 }), extra: { markers: { gas: [offsetOf("O17")] } } });
    refused(gas, mv(["g"], { to: at("O17") }, "mule"), "RP 6.82");
  });

  it("RP 6.85: a unit by transport failing a check induced by reaction fire loses its group for the scenario", () => {
    const b = acting(map, { g: { side: GERMAN, at: "O18" }, e: { side: BRITISH, at: "O15" } }, ["g"], groups({ mule: 1 }));
    const shot = { "rp-reaction:g:1:1": { unit: "e", kind: "area" } };
    const { state, events } = settle(b, mv(["g"], { to: at("O17") }, "mule"), [6, 6], shot);
    expect(events).toContainEqual({ type: "transport-lost", side: GERMAN, kind: "mule", rule: "RP 6.85" });
    expect(state.sides[0].transportLost.mule).toBe(1);
  });
});
