import { describe, expect, it } from "vitest";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { at, done, fireAt, fixtureRules, inAction, mg, ofType, refused, wagon } from "./support";

describe("IA1 8.1, 7.21 the spotting requirement", () => {
  it("IA1 8.1 a unit in woods four hexes away cannot be spotted, so it cannot be fired on", () => {
    const state = inAction([inf("g", "G", at(-4, 0)), inf("r", "R", at(-4, 4))]);
    expect(refused(fixtureRules, state, fireAt(["g"], at(-4, 4)))).toMatchObject({ rule: "IA1 8.1" });
  });
  it("IA1 8.1, 8.52 with a SPOTTED marker it can, and the whole hex is hit, spotted or not", () => {
    const state = inAction([inf("g", "G", at(-4, 0)), inf("seen", "R", at(-4, 4), { spotted: true }), inf("unseen", "R", at(-4, 4))]);
    const [fire] = ofType(done(fixtureRules, state, fireAt(["g"], at(-4, 4)), [6, 6]).events, "fire-resolved");
    expect(fire!.results.map((r) => r.piece)).toEqual(["seen", "unseen"]);
  });
  it("IA1 8.1 every firer must spot someone in the hex", () => {
    const state = (spotted: boolean) =>
      inAction([inf("near", "G", at(-5, 2)), inf("far", "G", at(-4, 0)), inf("r", "R", at(-4, 4), { spotted })], [leader("hptm", "G", at(-4, 1), { combat: 2 })]);
    const command = fireAt(["near", "far"], at(-4, 4), ["hptm"]);
    expect(refused(fixtureRules, state(false), command)).toMatchObject({ rule: "IA1 8.1", reason: expect.stringContaining("far") });
    expect(ofType(done(fixtureRules, state(true), command, [6, 6]).events, "fire-resolved")).toHaveLength(1);
  });
  it("IA1 8.1 no direct fire at an empty hex", () => {
    expect(refused(fixtureRules, inAction([inf("g", "G", at(0, 0))]), fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 8.1" });
  });
});

describe("IA1 7.31 combat range", () => {
  it("IA1 7.31 the target must be within the firer's range, counting the target hex and not the firer's", () => {
    const state = (d: number) => inAction([inf("g", "G", at(0, 0)), inf("r", "R", at(0, d))]);
    expect(ofType(done(fixtureRules, state(4), fireAt(["g"], at(0, 4)), [6, 6]).events, "fire-resolved")).toHaveLength(1);
    expect(refused(fixtureRules, state(5), fireAt(["g"], at(0, 5)))).toMatchObject({ rule: "IA1 7.31" });
  });
});

describe("IA1 7.22, 7.23, 7.46 once per turn, at one hex", () => {
  it("IA1 7.46 a unit that fires gets MOVED/FIRED, with the leaders who took part", () => {
    const state = inAction([inf("g", "G", at(0, 0)), inf("r", "R", at(0, 2))], [leader("hptm", "G", at(0, 0))]);
    const { state: after, events } = done(fixtureRules, state, fireAt(["g"], at(0, 2), ["hptm"]), [6, 6]);
    expect(ofType(events, "moved-fired")).toEqual([{ type: "moved-fired", pieces: ["g", "hptm"], rule: "IA1 7.46" }]);
    expect([after.units.get("g")!.movedFired, after.leaders.get("hptm")!.movedFired]).toEqual([true, true]);
  });
  it("IA1 7.22, 7.23 having fired, a unit may not fire again, at that hex or another", () => {
    const state = inAction([inf("g", "G", at(0, 0)), inf("r1", "R", at(0, 2)), inf("r2", "R", at(1, 1))]);
    const after = done(fixtureRules, state, fireAt(["g"], at(0, 2)), [6, 6]).state;
    expect(refused(fixtureRules, after, fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 7.22" });
    expect(refused(fixtureRules, after, fireAt(["g"], at(1, 1)))).toMatchObject({ rule: "IA1 7.22" });
  });
  it("IA1 7.22 a unit that took opportunity fire may not fire in its own segment", () => {
    const state = inAction([mg("g", "G", at(0, 0), { oppFire: true }), inf("r", "R", at(0, 2))]);
    expect(refused(fixtureRules, state, fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 7.22" });
  });
});

describe("IA1 7.33, 14.3, 3.0 C who may fire", () => {
  const target = () => inf("r", "R", at(0, 2));
  it("IA1 14.3 demoralized units do not fire", () => {
    expect(refused(fixtureRules, inAction([inf("g", "G", at(0, 0), { status: "demoralized" }), target()]), fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 14.3" });
  });
  it("IA1 7.33 neither loaded units nor limbered MGs fire", () => {
    const loaded = inAction([wagon("w", "G", at(0, 0), { carrying: "g" }), mg("g", "G", at(0, 0), { carriedBy: "w" }), target()]);
    expect(refused(fixtureRules, loaded, fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 7.33" });
    expect(refused(fixtureRules, inAction([mg("g", "G", at(0, 0), { limbered: true }), target()]), fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 7.33" });
  });
  it("IA1 10.2 only the firing side's own units: an enemy's is refused at the door, as a piece that does not exist is", () => {
    const state = inAction([inf("g", "G", at(0, 0)), target()]);
    const enemy = refused(fixtureRules, state, fireAt(["r"], at(0, 0)));
    expect(enemy).toMatchObject({ rule: "engine", code: "engine.not-your-piece", params: { piece: "r" } });
    expect(refused(fixtureRules, state, fireAt(["nobody"], at(0, 0)))).toMatchObject({ rule: "engine", code: "engine.not-your-piece" });
  });
  it("IA1 3.0 C units fire in their own side's action segment", () => {
    const state = inAction([inf("g", "G", at(0, 0)), target()], [], {}, "R");
    expect(refused(fixtureRules, state, fireAt(["g"], at(0, 2)))).toMatchObject({ rule: "IA1 3.0 C" });
  });
  it("a refusal leaves the state unchanged and names the rule", () => {
    const state = inAction([inf("g", "G", at(0, 0)), target()]);
    const before = structuredClone(state);
    expect(refused(fixtureRules, state, fireAt(["g"], at(0, 6)))).toMatchObject({ status: "refused", rule: "IA1 7.31", reason: "g is 6 hexes from the target; its range is 4" });
    expect(state).toEqual(before);
  });
});
