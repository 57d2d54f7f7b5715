import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { done, mg, ofType, run } from "../fire/support";
import { at, fixture, moveTo, moving, shotId } from "./support";

/** G's INF "g" enters (0, 3) from (0, 4); Russian INF r1 and r2 stand at (0, 1), two hexes away. */
const twoFirers = () => moving([inf("g", "G", at(0, 4)), inf("r1", "R", at(0, 1)), inf("r2", "R", at(0, 1))], [], ["g"]);
const into = at(0, 3);

describe("IA1 13.1, 13.11, 13.15 the opportunity fire window", () => {
  it("IA1 13.11 entering a hex within range of a firer asks the inactive player; the default is to pass", () => {
    const r = run(fixture, twoFirers(), moveTo("g", into));
    expect(r.asked).toEqual([
      {
        // The mover, the hex it entered as column,row (as hexes are written in JSON), the shot's number there.
        id: "opportunity-fire:g@10,23:1",
        kind: "opportunity-fire",
        side: "R",
        prompt: expect.objectContaining({ code: "opportunity.window", text: expect.stringContaining("g has entered hex 10,23") }),
        options: ["pass", ["r1"], ["r2"], ["r1", "r2"]],
        default: "pass",
        rule: "IA1 13.1",
      },
    ]);
    expect(r.result.status).toBe("done");
    expect(r.result.status === "done" && r.result.record.events.some((e) => e.type === "fire-resolved")).toBe(false);
  });
  it("IA1 13.15 fires are designated one at a time: the second is chosen after the first is resolved, among those left", () => {
    // r1's fire: 12, no effect; r2's fire: 7, M; the mover's check.
    const { asked, events } = done(fixture, twoFirers(), moveTo("g", into), [6, 6, 3, 4, 1, 1], { [shotId("g", into)]: ["r1"], [shotId("g", into, 2)]: ["r2"] });
    expect(asked).toEqual([]);
    expect(ofType(events, "fire-resolved").map((e) => [e.firers, e.roll.total])).toEqual([
      [["r1"], 12],
      [["r2"], 7],
    ]);
    const second = run(fixture, twoFirers(), moveTo("g", into), [6, 6], { [shotId("g", into)]: ["r1"] }).asked[0]!;
    expect(second).toMatchObject({ id: shotId("g", into, 2), options: ["pass", ["r2"]] });
  });
  it("IA1 7.32 units in one hex may combine against the mover", () => {
    const [fire] = ofType(done(fixture, twoFirers(), moveTo("g", into), [6, 6], { [shotId("g", into)]: ["r1", "r2"] }).events, "fire-resolved");
    expect(fire).toMatchObject({ firers: ["r1", "r2"], strength: 10 });
  });
  it("IA1 6.51 a good-order leader with a combat modifier combines his hex and an adjacent one", () => {
    const b = moving([inf("g", "G", at(0, 4)), inf("r1", "R", at(0, 1)), inf("r2", "R", at(1, 0))], [leader("hptm", "R", at(0, 1))], ["g"]);
    const { asked } = run(fixture, b, moveTo("g", into));
    expect(asked[0]!.options).toEqual(["pass", ["r1"], ["r2"], ["r1", "hptm"], ["r1", "r2", "hptm"]]);
    const { state, events } = done(fixture, b, moveTo("g", into), [6, 6], { [shotId("g", into)]: ["r1", "r2", "hptm"] });
    expect(ofType(events, "fire-resolved")[0]).toMatchObject({ firers: ["r1", "r2"], leaders: ["hptm"], strength: 11 });
    expect([state.units.get("r1")!.movedFired, state.units.get("r2")!.movedFired, state.leaders.get("hptm")!.movedFired]).toEqual([true, true, true]);
  });
});

describe("IA1 13.14 morale failure", () => {
  it("IA1 13.14 a mover that fails its morale check stops at once: no more fire at it, and it moves no further", () => {
    // r1: 7, M; the mover's check 12 fails.
    const { state, events, asked } = done(fixture, twoFirers(), moveTo("g", into), [3, 4, 6, 6], { [shotId("g", into)]: ["r1"] });
    expect(asked).toEqual([]);
    expect(ofType(events, "movement-stopped")).toEqual([{ type: "movement-stopped", pieces: ["g"], rule: "IA1 13.14" }]);
    const next = run(fixture, state, moveTo("g", at(0, 2)));
    expect(next.result).toMatchObject({ status: "refused", rule: "IA1 3.13" });
  });
  it("IA1 13.14 a full-strength company that loses a step but passes its check may go on, and may be fired on again", () => {
    // r1: 4, X; the M2 check 2 passes; then r2 is offered.
    const r = run(fixture, twoFirers(), moveTo("g", into), [2, 2, 1, 1], { [shotId("g", into)]: ["r1"] });
    expect(r.asked.map((d) => d.id)).toEqual([shotId("g", into, 2)]);
    const { state, events } = done(fixture, twoFirers(), moveTo("g", into), [2, 2, 1, 1], { [shotId("g", into)]: ["r1"], [shotId("g", into, 2)]: "pass" });
    expect(ofType(events, "movement-stopped")).toEqual([]);
    expect(state.units.get("g")!.steps).toBe(1);
    expect(done(fixture, { ...state, units: new Map([...state.units, ["r2", { ...state.units.get("r2")!, movedFired: true }]]) }, moveTo("g", at(0, 2))).state.units.get("g")!.hex).toBe(at(0, 2));
  });
  it("IA1 13.14 a leader moving with the unit who fails stops; the unit passes and goes on", () => {
    const b = moving([inf("g", "G", at(0, 4)), inf("r1", "R", at(0, 1))], [leader("capt", "G", at(0, 4))], ["g", "capt"]);
    // r1: 7, M; the leader fails (12), the unit passes (2).
    const { state, events } = done(fixture, b, moveTo("g", into, ["capt"]), [3, 4, 6, 6, 1, 1], { [shotId("g", into)]: ["r1"] });
    expect(ofType(events, "movement-stopped").map((e) => e.pieces)).toEqual([["capt"]]);
    expect(run(fixture, state, moveTo("g", at(0, 2), ["capt"])).result).toMatchObject({ status: "refused", rule: "IA1 3.13" });
    expect(done(fixture, state, moveTo("g", at(0, 2))).state.units.get("g")!.hex).toBe(at(0, 2));
  });
});

describe("IA1 13.21 once per hex entered", () => {
  it("IA1 13.21 example: two MGs in one hex fire at the cavalry once each in the hex it entered, again only in a new hex", () => {
    const b = moving([inf("g", "G", at(0, 5)), mg("m1", "R", at(0, 0)), mg("m2", "R", at(0, 0))], [], ["g"]);
    const first = done(fixture, b, moveTo("g", at(0, 4)), [6, 6, 6, 6], { [shotId("g", at(0, 4))]: ["m1"], [shotId("g", at(0, 4), 2)]: ["m2"] });
    expect(first.asked).toEqual([]);
    expect(first.state.activation!.oppFired).toEqual([{ mover: "g", hex: at(0, 4), firers: ["m1", "m2"] }]);
    const next = run(fixture, first.state, moveTo("g", into));
    expect(next.asked[0]!.options).toEqual(["pass", ["m1"], ["m2"], ["m1", "m2"]]);
  });
});

describe("IA1 13.1, 7.46, 3.14 markers", () => {
  it("IA1 13.1 a non-MG firer gets MOVED/FIRED at once", () => {
    const { state, events } = done(fixture, twoFirers(), moveTo("g", into), [6, 6], { [shotId("g", into)]: ["r1"] });
    expect(ofType(events, "moved-fired")).toEqual([{ type: "moved-fired", pieces: ["r1"], rule: "IA1 13.1, 3.14" }]);
    expect(state.units.get("r1")!.movedFired).toBe(true);
  });
  it("IA1 13.1, 7.46 an MG's first shot places an OPPORTUNITY FIRE marker; its second, at another mover in a later segment, MOVED/FIRED", () => {
    const b = moving([inf("g", "G", at(0, 4)), inf("h", "G", at(1, 4)), mg("m", "R", at(0, 0))], [], ["g"]);
    const first = done(fixture, b, moveTo("g", into), [6, 6], { [shotId("g", into)]: ["m"] });
    expect(ofType(first.events, "opp-fire-marker")).toEqual([{ type: "opp-fire-marker", unit: "m", rule: "IA1 13.1, 7.46" }]);
    expect(ofType(first.events, "moved-fired")).toEqual([]);
    const later = { ...first.state, activation: { side: "G", pieces: { h: { action: "move" as const, ledBy: "lt", mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] } };
    const second = done(fixture, later, moveTo("h", at(1, 3)), [6, 6], { [shotId("h", at(1, 3))]: ["m"] });
    expect(ofType(second.events, "moved-fired")).toEqual([{ type: "moved-fired", pieces: ["m"], rule: "IA1 13.1, 3.14" }]);
    expect([second.state.units.get("m")!.oppFire, second.state.units.get("m")!.movedFired]).toEqual([false, true]);
  });
  it("IA1 3.14 units that took opportunity fire may not activate in their own segment: MOVED/FIRED, or an MG's OPPORTUNITY FIRE marker", () => {
    const b = moving([inf("g", "G", at(0, 4)), inf("r1", "R", at(0, 1)), mg("m", "R", at(1, 0))], [], ["g"]);
    const fired = done(fixture, b, moveTo("g", into), [6, 6, 6, 6], { [shotId("g", into)]: ["r1"], [shotId("g", into, 2)]: ["m"] }).state;
    const dice = new ScriptedDice([]);
    const ended = runCommand(fixture, fired, { type: "end-activation", side: "G" }, dice);
    if (ended.status !== "done") throw new Error(ended.status);
    const activate = (piece: string) => runCommand(fixture, ended.state, { type: "activate", side: "R", root: { piece }, pieces: { [piece]: "fire" } }, dice);
    expect(activate("r1")).toMatchObject({ status: "refused", rule: "IA1 3.3" });
    expect(activate("m")).toMatchObject({ status: "refused", rule: "IA1 3.14" });
  });
  it("IA1 16.5, 8.52 a hidden firer in woods is revealed and gets a SPOTTED marker", () => {
    const b = moving([inf("g", "G", at(4, 2)), inf("r", "R", at(4, -1), { hidden: true })], [], ["g"]);
    const { state, record } = done(fixture, b, moveTo("g", at(4, 1)), [6, 6], { [shotId("g", at(4, 1))]: ["r"] });
    expect([state.units.get("r")!.hidden, state.units.get("r")!.spotted, record.revealed]).toEqual([false, true, true]);
  });
});

describe("IA1 16.5, 8.3 a hidden mover", () => {
  it("IA1 16.5 a hidden unit that moves is placed on the board first, so it is spotted at the full range", () => {
    const b = moving([inf("g", "G", at(0, 5), { hidden: true }), mg("m", "R", at(0, 0))], [], ["g"]);
    expect(run(fixture, b, moveTo("g", at(0, 4))).asked.map((d) => d.id)).toEqual([shotId("g", at(0, 4))]);
  });
});

describe("decisions", () => {
  it("an answer that is not one of the options is refused and changes nothing", () => {
    const b = twoFirers();
    const before = structuredClone(b);
    for (const answer of [["r3"], ["r2", "r1"], "fire"]) {
      const r = runCommand(fixture, b, moveTo("g", into), new ScriptedDice([6, 6]), { [shotId("g", into)]: answer });
      expect(r).toMatchObject({ status: "refused", rule: "IA1 13.1" });
    }
    expect(b).toEqual(before);
  });
  it("IA1 13.21 a unit that has fired at the mover in this hex is no longer an answer", () => {
    const r = runCommand(fixture, twoFirers(), moveTo("g", into), new ScriptedDice([6, 6]), { [shotId("g", into)]: ["r1"], [shotId("g", into, 2)]: ["r1"] });
    expect(r).toMatchObject({ status: "refused", rule: "IA1 13.1" });
  });
});

describe("IA1 3.3 a leader combining an MG's opportunity fire may do so on both its shots", () => {
  it("IA1 3.3 the leader who combined the first shot (now MOVED/FIRED) is offered with that MG for its second, and only with it", () => {
    const b = moving([inf("g", "G", at(0, 4)), inf("h", "G", at(1, 4)), mg("m", "R", at(0, 0)), inf("r", "R", at(0, 0))], [leader("hptm", "R", at(0, 0))], ["g"]);
    const first = done(fixture, b, moveTo("g", into), [6, 6], { [shotId("g", into)]: ["m", "r", "hptm"] });
    expect(first.state.leaders.get("hptm")).toMatchObject({ movedFired: true, oppFireWith: ["m"] });
    const later = { ...first.state, activation: { side: "G", pieces: { h: { action: "move" as const, ledBy: "lt", mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] } };
    const { asked } = run(fixture, later, moveTo("h", at(1, 3)));
    const withLeader = asked[0]!.options.filter((o) => Array.isArray(o) && o.includes("hptm"));
    expect(withLeader).toEqual([["m", "hptm"]]);
  });
  it("IA1 3.0 D the record goes with the markers at the end of the turn", () => {
    const b = moving([inf("g", "G", at(0, 4)), mg("m", "R", at(0, 0))], [leader("hptm", "R", at(0, 0))], ["g"]);
    const first = done(fixture, b, moveTo("g", into), [6, 6], { [shotId("g", into)]: ["m", "hptm"] });
    expect(first.state.leaders.get("hptm")!.oppFireWith).toEqual(["m"]);
    const next = structuredClone(first.state);
    fixture.apply(next, { type: "markers-removed", pieces: ["m", "hptm"] });
    expect([next.leaders.get("hptm")!.movedFired, next.leaders.get("hptm")!.oppFireWith, next.units.get("m")!.oppFire]).toEqual([false, undefined, false]);
  });
});
