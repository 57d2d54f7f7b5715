import { describe, expect, it } from "vitest";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { at, done, fireAt, fixtureRules, inAction, ofType, refused, run } from "./support";

const strengthOf = (events: Parameters<typeof ofType>[0]) => ofType(events, "fire-resolved")[0]!.strength;
const target = () => inf("g1", "G", at(0, 2));

describe("IA1 6.52 firepower enhancement", () => {
  it("IA1 6.52 example: a Russian leader with combat modifier 1 raises a Russian INF from 5 to 6", () => {
    const state = inAction([inf("r1", "R", at(0, 0)), target()], [leader("kap", "R", at(0, 0))], {}, "R");
    const { events } = done(fixtureRules, state, fireAt(["r1"], at(0, 2), ["kap"], "R"), [6, 6]);
    expect(strengthOf(events)).toBe(6);
    expect(ofType(events, "fire-resolved")[0]!.strengthTrace).toContainEqual(expect.objectContaining({ id: "fire.leader", value: 1, rule: "IA1 6.52" }));
  });
  it("IA1 6.52 with two units that could take it the owner chooses (default: the first, the modifier adding as much to each)", () => {
    const state = inAction([inf("r1", "R", at(0, 0), { status: "disrupted" }), inf("r2", "R", at(0, 0)), target()], [leader("kap", "R", at(0, 0))], {}, "R");
    const command = fireAt(["r1", "r2"], at(0, 2), ["kap"], "R");
    const r = run(fixtureRules, state, command, [6, 6]);
    expect(r.asked).toEqual([expect.objectContaining({ id: "leader-bonus:kap", kind: "leader-bonus", side: "R", options: ["r1", "r2"], default: "r1", rule: "IA1 6.52" })]);
    // r1 disrupted: 5 halved is 3, + 1 = 4, and r2 5 = 9; or r2 5 + 1 = 6 and r1 3 = 9.
    expect(strengthOf(done(fixtureRules, state, command, [6, 6]).events)).toBe(9);
    expect(strengthOf(done(fixtureRules, state, command, [6, 6], { "leader-bonus:kap": "r2" }).events)).toBe(9);
  });
  it("IA1 6.52, 14.2 a leader's modifier is added whole to a disrupted unit's halved value, not halved with it", () => {
    const state = inAction([inf("r1", "R", at(0, 0), { status: "disrupted" }), target()], [leader("kap", "R", at(0, 0), { combat: 1 })], {}, "R");
    const { events } = done(fixtureRules, state, fireAt(["r1"], at(0, 2), ["kap"], "R"), [6, 6]);
    // 5 halved, rounded up, is 3; + 1 is 4 (halving 5 + 1 would give 3).
    expect(strengthOf(events)).toBe(4);
    expect(ofType(events, "fire-resolved")[0]!.strengthTrace.map((t) => [t.id, t.value])).toEqual([["fire.unit", 5], ["fire.leader", 1], ["fire.disrupted", -2]]);
  });
  it("IA1 6.52 only units in the leader's own hex; one bonus per unit; never artillery", () => {
    const state = inAction(
      [inf("r1", "R", at(0, 0)), inf("r2", "R", at(1, -1)), target()],
      [leader("kap", "R", at(0, 0)), leader("lt", "R", at(0, 0), { rank: 1 })],
      {},
      "R",
    );
    // kap gives his +1 to r1; lt has no unit left in his hex; r2, next door, gets none.
    expect(strengthOf(done(fixtureRules, state, fireAt(["r1", "r2"], at(0, 2), ["kap", "lt"], "R"), [6, 6]).events)).toBe(11);
  });
});

describe("IA1 Definitions (Fractions), 14.2 disrupted units", () => {
  it("IA1 Fractions: two disrupted INF of 5 fire 3 + 3 = 6, rounded up per unit", () => {
    const state = inAction([inf("g1", "G", at(0, 0), { status: "disrupted" }), inf("g2", "G", at(0, 0), { status: "disrupted" }), inf("r", "R", at(0, 2))]);
    const { events } = done(fixtureRules, state, fireAt(["g1", "g2"], at(0, 2)), [6, 6]);
    expect(strengthOf(events)).toBe(6);
    expect(ofType(events, "fire-resolved")[0]!.strengthTrace.filter((t) => t.id === "fire.disrupted").map((t) => [t.value, t.rule])).toEqual([
      [-2, "IA1 14.2"],
      [-2, "IA1 14.2"],
    ]);
  });
});

describe("IA1 7.32, 6.51 combining fire", () => {
  const two = () => [inf("g1", "G", at(0, 0)), inf("g2", "G", at(1, -1)), inf("r", "R", at(0, 3))];
  it("IA1 7.32 units in one hex always combine, without a leader", () => {
    const state = inAction([inf("g1", "G", at(0, 0)), inf("g2", "G", at(0, 0)), inf("r", "R", at(0, 2))]);
    expect(strengthOf(done(fixtureRules, state, fireAt(["g1", "g2"], at(0, 2)), [6, 6]).events)).toBe(10);
  });
  it("IA1 6.51 units in different hexes need a leader of their type with a combat modifier", () => {
    expect(refused(fixtureRules, inAction(two()), fireAt(["g1", "g2"], at(0, 3)))).toMatchObject({ rule: "IA1 6.51" });
    const led = inAction(two(), [leader("hptm", "G", at(0, 0))]);
    expect(strengthOf(done(fixtureRules, led, fireAt(["g1", "g2"], at(0, 3), ["hptm"]), [6, 6]).events)).toBe(11);
  });
  it("IA1 6.51 combat modifier 1 covers his hex and one adjacent hex; 2 covers two", () => {
    const three = [...two(), inf("g3", "G", at(-1, 1))];
    const command = fireAt(["g1", "g2", "g3"], at(0, 3), ["hptm"]);
    expect(refused(fixtureRules, inAction(three, [leader("hptm", "G", at(0, 0))]), command)).toMatchObject({ rule: "IA1 6.51" });
    const state = inAction(three, [leader("hptm", "G", at(0, 0), { combat: 2 })]);
    expect(strengthOf(done(fixtureRules, state, command, [6, 6]).events)).toBe(17);
  });
  it("IA1 6.51 a disrupted leader does not combine fire across hexes; a cavalry leader does not lead infantry", () => {
    expect(refused(fixtureRules, inAction(two(), [leader("hptm", "G", at(0, 0), { status: "disrupted" })]), fireAt(["g1", "g2"], at(0, 3), ["hptm"]))).toMatchObject({
      rule: "IA1 6.51",
    });
    expect(refused(fixtureRules, inAction(two(), [leader("rittm", "G", at(0, 0), { leaderType: "cavalry" })]), fireAt(["g1", "g2"], at(0, 3), ["rittm"]))).toMatchObject({
      rule: "IA1 3.12",
    });
  });
  it("IA1 6.3, 14.3 a leader under MOVED/FIRED or demoralized takes no part", () => {
    const cmd = fireAt(["g1", "g2"], at(0, 3), ["hptm"]);
    expect(refused(fixtureRules, inAction(two(), [leader("hptm", "G", at(0, 0), { movedFired: true })]), cmd)).toMatchObject({ rule: "IA1 6.3" });
    expect(refused(fixtureRules, inAction(two(), [leader("hptm", "G", at(0, 0), { status: "demoralized" })]), cmd)).toMatchObject({ rule: "IA1 14.3" });
  });
});
