import { describe, expect, it } from "vitest";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import { primedSignals } from "../../../../../src/engine/rules/rp/oma/signals";
import { primeAtTurnStart } from "../../../../../src/engine/rules/rp/oma/turn-track";
import type { OmaGroup } from "../../../../../src/engine/rules/rp/state/oma";
import { couplets, GERMAN, rpBattle, rpMap } from "../support/fixture";
import { commandAgain, group, omaRunner, only } from "./oma-fixture";

const map = rpMap();
const trenchMap = rpMap({ hexes: { B02: { terrain: ["trench"] } } });
const { play, vertex, hook } = omaRunner(map);
const target = vertex("J10", "K10", "K11");
const other = vertex("E05", "F04", "F05");

const crossHair = (primed: boolean, hourglass = 1) => ({ crossHair: { vertex: [9, 9, 0], ammo: "he", hourglass, primed} });
const battle = (oma: Record<string, unknown>, extra: Record<string, unknown> = {}, turn = 1) =>
  rpBattle(map, { units: { obs: { side: GERMAN, at: "N22" } }, turn, extra: { ...couplets(GERMAN, 3), oma, ...extra } });
const callAir: RpCommand = { type: "call-oma", side: GERMAN, group: "air", vertex: other, observer: null, ammo: "he" };

describe("RP 7.222, 7.223 priming", () => {
  it("RP 7.222: a group is primed when the turn marker enters its hourglass's turn, not before", () => {
    const b = (turn: number) => battle({ tel: group(GERMAN, "telephone", crossHair(false, 3)) }, {}, turn);
    expect(hook(b(2), primeAtTurnStart).events).toEqual([]);
    expect(hook(b(3), primeAtTurnStart).events).toEqual([{ type: "oma-primed", group: "tel", rule: "RP 7.222" }]);
    expect(hook(b(3), primeAtTurnStart).state.oma.tel!.crossHair!.primed).toBe(true);
  });
});

describe("RP 6.02, 7.23 signal success", () => {
  it("RP 6.02, 7.23: a failed roll leaves the cross hair for the next command, which rolls again and fires", () => {
    const b = battle({ tel: group(GERMAN, "telephone", crossHair(true)), air: group(GERMAN, "aircraft"), air2: group(GERMAN, "aircraft") });
    expect(b.oma.tel!.crossHair!.vertex).toEqual(target);
    const first = play(b, callAir, [4, 4]);
    expect(only(first.events, "signal-rolled")[0]).toMatchObject({ group: "tel", signal: 7, success: false, roll: { total: 8 } });
    expect(first.state.oma.tel!.crossHair).toMatchObject({ primed: true });
    const second = play(commandAgain(first.state, GERMAN), { ...callAir, group: "air2" }, [3, 4, 2]);
    expect(only(second.events, "signal-rolled", "ffe-landed").map((e) => e.type)).toEqual(["signal-rolled", "ffe-landed"]);
    expect(second.state.oma.tel).toMatchObject({ crossHair: null, ffe: { vertex: target, ammo: "he" } });
  });

  it("RP 6.02: the sequence's activate command rolls for primed groups before its units act", () => {
    const b = battle({ tel: group(GERMAN, "telephone", crossHair(true)) });
    const { events } = play(b, { type: "activate", side: GERMAN, config: "unit", units: ["obs"] }, [6, 6]);
    expect(events.map((e) => e.type)).toEqual(["activated", "signal-rolled"]);
  });

  it("RP 7.21, 7.14: signal success numbers without and after a PB (telephone 9 with a trench on the map, else 7; 0 after a PB)", () => {
    const signal = (mode: OmaGroup["mode"], pbFired: boolean, m = map) => {
      const b = rpBattle(m, { units: {}, extra: { ...couplets(GERMAN, 3), pbFired, oma: { g: group(GERMAN, mode, crossHair(true)) } } });
      const { events } = omaRunner(m).hook(b, (ctx) => primedSignals(ctx, GERMAN), [6, 6]);
      return (only(events, "signal-rolled")[0] as { signal: number }).signal;
    };
    const rows = (["aircraft", "flare", "runner", "telephone", "trench-set"] as const).map((mode) => [mode, signal(mode, false), signal(mode, true)]);
    expect(rows).toEqual([
      ["aircraft", 7, 6],
      ["flare", 7, 5],
      ["runner", 6, 4],
      ["telephone", 7, 0],
      ["trench-set", 8, 8],
    ]);
    expect(signal("telephone", false, trenchMap)).toBe(9);
    expect(signal("telephone", true, trenchMap)).toBe(0);
  });

  it("RP 7.21: a trench counter is a trench on the map for telephone", () => {
    const b = battle({ tel: group(GERMAN, "telephone", crossHair(true)) }, { markers: { trenches: [[3, 3]] } });
    const { events } = hook(b, (ctx) => primedSignals(ctx, GERMAN), [4, 5, 2]);
    expect(only(events, "signal-rolled")[0]).toMatchObject({ signal: 9, success: true });
  });
});
