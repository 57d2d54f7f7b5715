import { describe, expect, it } from "vitest";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { actorOf } from "../../../../../src/engine/rules/rp/state/lookups";
import { BRITISH, GERMAN, rpBattle, rpMap, rpRunner } from "../support/fixture";
import { snapshot } from "./setup";

const map = rpMap();
const { run, play } = rpRunner(map);
const units = { g1: { side: GERMAN, at: "X10" }, b1: { side: BRITISH, at: "V10" } };
const atInitiative = (spec: { night?: boolean; sides?: [Record<string, unknown>, Record<string, unknown>]; extra?: Record<string, unknown> } = {}) =>
  rpBattle(map, { units, phase: "initiative", ...spec });
type Rolled = Extract<RpEvent, { type: "initiative-rolled" }>;
const rolled = (events: readonly RpEvent[]): Rolled => events.find((e): e is Rolled => e.type === "initiative-rolled")!;

describe("RP 5.1 initiative", () => {
  it("RP 5.11: the higher die has the initiative and the difference is the couplets (example of play, turn 1: Germans 4, British 6)", () => {
    const { state, events } = play(atInitiative(), { type: "roll-initiative", side: GERMAN }, [4, 6]);
    const e = rolled(events);
    expect(e.dice).toEqual([
      { side: GERMAN, die: 4 },
      { side: BRITISH, die: 6 },
    ]);
    expect(e).toMatchObject({ initiative: BRITISH, couplets: 2, zeroByNight: false });
    expect(e.trace).toEqual([expect.objectContaining({ id: "difference", value: 2, rule: "RP 5.11" })]);
    expect(state.couplets).toEqual({ initiative: BRITISH, total: 2, left: 2, half: 1 });
    expect(state.phase).toBe("couplets");
    expect(actorOf(state)).toBe(BRITISH);
  });

  it("RP 5.11: tied dice make three couplets and the Central Powers have the initiative (example of play, turn 2: both 5)", () => {
    const e = rolled(play(atInitiative(), { type: "roll-initiative", side: BRITISH }, [5, 5]).events);
    expect(e).toMatchObject({ initiative: GERMAN, couplets: 3 });
    expect(e.trace).toEqual([expect.objectContaining({ id: "tie", value: 3, rule: "RP 5.11" })]);
  });

  it("RP 5.11: a tie goes to the Central Powers whichever side is listed first", () => {
    const b = atInitiative({ sides: [{ power: "entente" }, { power: "central" }] });
    expect(rolled(play(b, { type: "roll-initiative", side: GERMAN }, [2, 2]).events)).toMatchObject({ initiative: BRITISH, couplets: 3 });
  });

  it("RP 5.12: a side using infiltration tactics adds a couplet", () => {
    const b = atInitiative({ sides: [{ infiltration: true }, {}] });
    const e = rolled(play(b, { type: "roll-initiative", side: GERMAN }, [2, 3]).events);
    expect(e).toMatchObject({ initiative: BRITISH, couplets: 2 });
    expect(e.trace.map((t) => [t.id, t.value])).toEqual([
      ["difference", 1],
      ["infiltration", 1],
    ]);
  });

  it("RP 5.12: at night one couplet less, taken after the infiltration couplet (ruling R12)", () => {
    const night = atInitiative({ night: true, sides: [{}, { infiltration: true }] });
    const e = rolled(play(night, { type: "roll-initiative", side: GERMAN }, [6, 5]).events);
    expect(e.trace.map((t) => [t.id, t.value])).toEqual([
      ["difference", 1],
      ["infiltration", 1],
      ["night", -1],
    ]);
    expect(e).toMatchObject({ initiative: GERMAN, couplets: 1, zeroByNight: false });
  });

  it("RP 5.12: a night reduction to 0 couplets is not made the next turn, and is made again the turn after", () => {
    const t1 = play(atInitiative({ night: true }), { type: "roll-initiative", side: GERMAN }, [3, 4]);
    expect(rolled(t1.events)).toMatchObject({ couplets: 0, zeroByNight: true });
    // No couplet: the turn goes on to the administration phase at once.
    expect(t1.events.map((e) => e.type).slice(-2)).toEqual(["administration", "turn-began"]);
    expect(t1.state).toMatchObject({ turn: 2, phase: "initiative", zeroLast: true });
    const t2 = play(t1.state, { type: "roll-initiative", side: GERMAN }, [3, 4]);
    const e2 = rolled(t2.events);
    expect(e2).toMatchObject({ couplets: 1, zeroByNight: false });
    expect(e2.trace.map((t) => [t.id, t.value, t.rule])).toEqual([
      ["difference", 1, "RP 5.11"],
      ["night-skipped", 0, "RP 5.12"],
    ]);
    expect(t2.state.zeroLast).toBe(false);
  });

  it("RP 5.11: initiative is rolled in the initiative phase, not during the couplets; the refusal changes nothing", () => {
    const b = rpBattle(map, { units, extra: { couplets: { initiative: GERMAN, total: 2, left: 2, half: 1 } } });
    const before = snapshot(b);
    expect(run(b, { type: "roll-initiative", side: GERMAN }, [1, 2])).toMatchObject({ status: "refused", rule: "RP 5.11" });
    expect(b).toEqual(before);
  });

  it("RP 7.11: before turn 1 the preliminary bombardments are fired first; then initiative may be rolled", () => {
    const pb = [{ side: GERMAN, kind: "pulverizing", hexes: [[21, 9]] }];
    const pending = rpBattle(map, { units, phase: "preliminary", extra: { preliminary: pb } });
    expect(run(pending, { type: "roll-initiative", side: GERMAN }, [1, 2])).toMatchObject({ status: "refused", rule: "RP 7.11" });
    const fired = rpBattle(map, { units, phase: "preliminary" });
    expect(play(fired, { type: "roll-initiative", side: GERMAN }, [1, 2]).state.phase).toBe("couplets");
  });
});
