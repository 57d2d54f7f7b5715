import { describe, expect, it } from "vitest";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, couplets, GERMAN, rpBattle, rpMap, rpRunner, type UnitSpec } from "../support/fixture";
import { waiting } from "./setup";

const map = rpMap();
const { run, play, at } = rpRunner(map);

/** The last half of turn `turn`'s last couplet (the Germans'), in a scenario of `turns` turns. */
const lastHalf = (units: Record<string, UnitSpec>, turn: number, turns: number, extra: Record<string, unknown> = {}) =>
  rpBattle(map, { units, turn, turns, extra: { ...couplets(BRITISH, 1, 2), ...extra } });
const withVictory = (b: RpBattle, victory: NonNullable<RpBattle["scenario"]["victory"]>): RpBattle => ({ ...b, scenario: { ...b.scenario, victory } });
const endTurn = (b: RpBattle) => play(b, { type: "pass", side: GERMAN });

describe("RP 5.3 administration and RP 10.1 the end of the scenario", () => {
  it("RP 5.3: spent markers, smoke and fire-for-effect go, movement reverts, and the turn marker moves on; gas stays until the last turn", () => {
    const b = lastHalf({ g: { side: GERMAN, at: "X10", spent: true } }, 2, 4, { markers: { smoke: [[20, 9]], gas: [[20, 10]] } });
    const moved = structuredClone(b);
    Object.assign(moved.units.g!, { mpSpent: 2, lostChecked: true });
    const { state, events } = endTurn(moved);
    expect(events.slice(1)).toEqual([
      { type: "administration", turn: 2, last: false },
      { type: "turn-began", turn: 3 },
    ]);
    expect(state.units.g).toMatchObject({ spent: false, mpSpent: 0, lostChecked: false });
    expect(state.markers).toMatchObject({ smoke: [], gas: [at("U11")] });
    expect(state).toMatchObject({ turn: 3, phase: "initiative", couplets: null });
  });

  it("RP 5.3, 10.1: after the last turn's administration (gas removed) the scenario ends", () => {
    const { state, events } = endTurn(lastHalf({}, 4, 4, { markers: { gas: [[20, 10]] } }));
    expect(events.map((e) => e.type)).toEqual(["half-ended", "administration", "battle-ended"]);
    expect(events[1]).toMatchObject({ last: true });
    expect(state).toMatchObject({ phase: "ended", winner: null, turn: 4 });
    expect(state.markers.gas).toEqual([]);
    expect(run(state, { type: "roll-initiative", side: GERMAN }, [1, 2])).toMatchObject({ status: "refused", rule: "RP 5.11" });
  });

  it("RP 10.1, 3.9: the listed side wins if it controls every listed hex, and loses otherwise; the last sole occupant controls a hex", () => {
    const objectives = [at("V10"), at("V11")];
    // V10: British, sole occupants now; V11: last solely held by the Germans, though empty.
    const b = withVictory(lastHalf({ b: { side: BRITISH, at: "V10" } }, 3, 3, { control: { "21,9": GERMAN, "21,10": GERMAN } }), { kind: "control", side: BRITISH, hexes: objectives });
    const lost = endTurn(b);
    expect(lost.events.map((e) => e.type)).toContain("control-changed");
    expect(lost.state.winner).toBe(GERMAN);
    expect(lost.events.at(-1)).toMatchObject({ type: "battle-ended", winner: GERMAN, rule: "RP 10.1" });
    const won = endTurn(withVictory(lastHalf({ b: { side: BRITISH, at: "V10" }, c: { side: BRITISH, at: "V11" } }, 3, 3), { kind: "control", side: BRITISH, hexes: objectives }));
    expect(won.state.winner).toBe(BRITISH);
  });

  it("RP 10.1, 3.9: the side controlling more of the hexes wins, an equal count is a draw; at the start a side controls its set-up hexes", () => {
    const hexes = [at("V10"), at("V11"), at("X10")];
    const setUp = { sides: [{ setUp: [[23, 9]] }, { setUp: [[21, 9], [21, 10]] }] as [Record<string, unknown>, Record<string, unknown>] };
    const british = rpBattle(map, { units: {}, turn: 2, turns: 2, ...setUp, extra: couplets(BRITISH, 1, 2) });
    const most = endTurn(withVictory(british, { kind: "most", hexes }));
    expect(most.state.winner).toBe(BRITISH);
    expect(most.events.at(-1)).toMatchObject({ trace: [expect.objectContaining({ id: `control:${GERMAN}`, value: 1 }), expect.objectContaining({ id: `control:${BRITISH}`, value: 2 })] });
    const even = withVictory({ ...british, control: { [String(at("V11"))]: GERMAN } }, { kind: "most", hexes: [at("V10"), at("V11")] });
    expect(endTurn(even).state.winner).toBeNull();
  });

  it("RP 10.22: reinforcements set up in on-map hexes are placed in initiative order after the dice, never with an enemy unit nor over the stacking limit", () => {
    let b = rpBattle(map, {
      phase: "initiative",
      turn: 2,
      units: { r1: { side: BRITISH, at: "A01" }, r2: { side: BRITISH, at: "A01" }, g1: { side: GERMAN, at: "A01" }, g2: { side: GERMAN, at: "K05" }, b1: { side: BRITISH, at: "K10" }, b2: { side: BRITISH, at: "K10" } },
    });
    // Hexes: K05 holds a German, K10 two British (full), K11 is free.
    const hexes = [at("K05"), at("K10"), at("K11")];
    b = waiting(waiting(waiting(b, "r1", "place", 2, hexes), "r2", "place", 1, hexes), "g1", "place", 3, [at("X10")]);
    const first = run(b, { type: "roll-initiative", side: GERMAN }, [2, 5]);
    expect(first).toMatchObject({ status: "decision", request: { id: "rp-placement:r1", kind: "rp-placement", side: BRITISH, options: [at("K11"), null], default: at("K11"), rule: "RP 10.22" } });
    const second = run(b, { type: "roll-initiative", side: GERMAN }, [2, 5], { "rp-placement:r1": at("K11") });
    expect(second).toMatchObject({ status: "decision", request: { id: "rp-placement:r2", options: [at("K11"), null] } });
    const { state, events } = play(b, { type: "roll-initiative", side: GERMAN }, [2, 5], { "rp-placement:r1": at("K11"), "rp-placement:r2": null });
    expect(events.map((e) => e.type)).toEqual(["initiative-rolled", "unit-placed", "control-changed"]);
    expect(state.units.r1).toMatchObject({ status: "on-map", hex: at("K11") });
    expect(state.units.r2!.status).toBe("waiting");
    // g1 is due on turn 3 only.
    expect(state.units.g1!.status).toBe("waiting");
  });

  it("RP 10.22: a reinforcement whose every hex holds an enemy unit does not arrive this turn", () => {
    let b = rpBattle(map, { phase: "initiative", units: { r: { side: BRITISH, at: "A01" }, g: { side: GERMAN, at: "K05" } } });
    b = waiting(b, "r", "place", 1, [at("K05")]);
    const { state, events } = play(b, { type: "roll-initiative", side: GERMAN }, [2, 5]);
    expect(events.map((e) => e.type)).toEqual(["initiative-rolled"]);
    expect(state.units.r!.status).toBe("waiting");
  });
});
