import { beforeEach, describe, expect, it, vi } from "vitest";
import * as signals from "../../../../../src/engine/rules/rp/oma/signals";
import * as track from "../../../../../src/engine/rules/rp/oma/turn-track";
import { actorOf } from "../../../../../src/engine/rules/rp/state/lookups";
import { BRITISH, couplets, GERMAN, rpBattle, rpMap, rpRunner } from "../support/fixture";
import { snapshot } from "./setup";

// The off-map artillery's hooks (OMA lane), watched for when the sequence of play calls them.
vi.mock("../../../../../src/engine/rules/rp/oma/turn-track", async (original) => ({ ...(await original<object>()), primeAtTurnStart: vi.fn(), barrageAtCoupletStart: vi.fn(), barrageAfterShortTurn: vi.fn() }));
vi.mock("../../../../../src/engine/rules/rp/oma/signals", async (original) => ({ ...(await original<object>()), primedSignals: vi.fn() }));

const map = rpMap();
const { run, play } = rpRunner(map);
const units = { g1: { side: GERMAN, at: "X10" }, g2: { side: GERMAN, at: "X10" }, g3: { side: GERMAN, at: "X11" }, b1: { side: BRITISH, at: "V10" } };
const inCouplets = (initiative: string, left = 2, half: 1 | 2 = 1, extra: Record<string, unknown> = {}) => rpBattle(map, { units, turns: 3, extra: { ...couplets(initiative, left, half), ...extra } });

beforeEach(() => vi.clearAllMocks());

describe("RP 5.2 command couplets", () => {
  it("RP 5.21–5.23: the initiative side has the first half of each couplet; the count goes down after both halves", () => {
    let b = inCouplets(BRITISH);
    b = play(b, { type: "pass", side: BRITISH }).state;
    expect(b.couplets).toMatchObject({ left: 2, half: 2 });
    expect(actorOf(b)).toBe(GERMAN);
    b = play(b, { type: "pass", side: GERMAN }).state;
    expect(b.couplets).toMatchObject({ left: 1, half: 1 });
    expect(actorOf(b)).toBe(BRITISH);
  });

  it("RP 5.24, 5.3: when no couplet is left play passes to the administration phase and the next turn", () => {
    const spent = rpBattle(map, { units: { ...units, g1: { side: GERMAN, at: "X10", spent: true } }, turns: 3, extra: couplets(BRITISH, 1, 2) });
    const { state, events } = play(spent, { type: "pass", side: GERMAN });
    expect(events.map((e) => e.type)).toEqual(["half-ended", "administration", "turn-began"]);
    expect(events[1]).toMatchObject({ turn: 1, last: false });
    expect(state).toMatchObject({ turn: 2, phase: "initiative", couplets: null });
    expect(state.units.g1!.spent).toBe(false);
  });

  it("RP 5.21: only the actor issues a command or passes; a refusal leaves the battle as it was", () => {
    const b = inCouplets(BRITISH);
    const before = snapshot(b);
    expect(run(b, { type: "pass", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 5.21" });
    expect(run(b, { type: "activate", side: GERMAN, config: "unit", units: ["g3"] })).toMatchObject({ status: "refused", rule: "RP 5.21" });
    expect(b).toEqual(before);
  });

  it("RP 5.21: one command a half: an actor whose command is in progress ends it instead of passing or issuing another", () => {
    const b = play(inCouplets(GERMAN), { type: "activate", side: GERMAN, config: "unit", units: ["g3"] }).state;
    expect(run(b, { type: "pass", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 5.21" });
    expect(run(b, { type: "activate", side: GERMAN, config: "unit", units: ["g1"] })).toMatchObject({ status: "refused", rule: "RP 5.21" });
    expect(run(inCouplets(GERMAN), { type: "end-command", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 5.21" });
    const ended = play(b, { type: "end-command", side: GERMAN }).state;
    expect(ended).toMatchObject({ activation: null, couplets: { half: 2 } });
  });

  it("RP 6.05, 6.65: ending a command ends the moves in progress and spends every unit that acted; activated units that did not act stay ready", () => {
    const activation = { side: GERMAN, config: "mass", units: ["g1", "g2", "g3"], acted: ["g1", "g2"], moving: ["g1"] };
    const { state, events } = play(inCouplets(GERMAN, 2, 1, { activation }), { type: "end-command", side: GERMAN });
    expect(events.filter((e) => e.type === "unit-spent")).toEqual([
      expect.objectContaining({ unit: "g1", rule: "RP 6.65" }),
      expect.objectContaining({ unit: "g2", rule: "RP 6.05" }),
    ]);
    expect(state.units.g3!.spent).toBe(false);
    expect(events.at(-1)).toMatchObject({ type: "half-ended", side: GERMAN, passed: false });
  });

  it("RP 7.42: the creeping barrage is struck at the start of each couplet, the first before either side acts", () => {
    const { state } = play(rpBattle(map, { units, phase: "initiative" }), { type: "roll-initiative", side: GERMAN }, [1, 4]);
    expect(track.primeAtTurnStart).toHaveBeenCalledTimes(1);
    expect(vi.mocked(track.barrageAtCoupletStart).mock.calls.map((c) => c[1])).toEqual([1]);
    const after = play(play(state, { type: "pass", side: BRITISH }).state, { type: "pass", side: GERMAN }).state;
    expect(vi.mocked(track.barrageAtCoupletStart).mock.calls.map((c) => c[1])).toEqual([1, 2]);
    play(play(after, { type: "pass", side: BRITISH }).state, { type: "pass", side: GERMAN });
    expect(vi.mocked(track.barrageAtCoupletStart).mock.calls.map((c) => c[1])).toEqual([1, 2, 3]);
    expect(track.barrageAfterShortTurn).not.toHaveBeenCalled();
  });

  it("RP 7.44: a turn of fewer than two couplets advances the barrage after its last couplet; a turn of none never strikes it (ruling R12)", () => {
    const one = play(rpBattle(map, { units, phase: "initiative" }), { type: "roll-initiative", side: GERMAN }, [2, 3]).state;
    expect(track.barrageAfterShortTurn).not.toHaveBeenCalled();
    play(play(one, { type: "pass", side: BRITISH }).state, { type: "pass", side: GERMAN });
    expect(track.barrageAfterShortTurn).toHaveBeenCalledTimes(1);
    vi.clearAllMocks();
    play(rpBattle(map, { units, phase: "initiative", night: true }), { type: "roll-initiative", side: GERMAN }, [2, 3]);
    expect(track.barrageAtCoupletStart).not.toHaveBeenCalled();
    expect(track.barrageAfterShortTurn).toHaveBeenCalledTimes(1);
  });

  it("RP 6.02: a command has the actor's primed groups roll their signals; a pass does not", () => {
    const b = inCouplets(GERMAN);
    play(b, { type: "pass", side: GERMAN });
    expect(signals.primedSignals).not.toHaveBeenCalled();
    play(b, { type: "activate", side: GERMAN, config: "unit", units: ["g3"] });
    expect(vi.mocked(signals.primedSignals).mock.calls.map((c) => c[1])).toEqual([GERMAN]);
  });
});
