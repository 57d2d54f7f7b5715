import { describe, expect, it } from "vitest";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { gun, mg, wagon } from "../fire/support";
import { assault, at, done, inAssault, move, ofType, run } from "./support";

const A = at(0, 0);
const T = at(0, 1);
const PASS = Array(16).fill(1) as number[];

/** G's units and leaders entered T this segment (a required assault, 12.4). */
const entered = (ids: string[], ledBy: string | null = "capt") => Object.fromEntries(ids.map((id) => [id, { ledBy: id === ledBy ? null : ledBy, hexesEntered: 1 }]));

describe("IA1 12.3 assault strengths, columns and one die a side", () => {
  it("IA1 12.3, 6.52, 6.53 units' values plus leaders' modifiers, +1 for a leader; each side rolls one die; results land together", () => {
    const b = inAssault([inf("g1", "G", T), inf("r1", "R", T)], [leader("capt", "G", T), leader("rl", "R", T, { movedFired: true })], entered(["g1", "capt"]), "G", { assaultsOwed: [T] });
    const r = run(b, assault(T, ["g1"], { leaders: ["capt"] }), [3, 3, ...PASS.slice(0, 8), 6, 6, 6, 6]);
    const s = done(r);
    const fired = ofType(r, "fire-resolved");
    // 6.52 example: a leader with a combat modifier of 1 raises an INF unit's 5 to 6; a defending leader does so too.
    expect(fired.map((f) => [f.side, f.strength, f.column, f.roll.total, f.rule])).toEqual([
      ["G", 6, 10, 3, "IA1 12.3"],
      ["R", 6, 10, 3, "IA1 12.3"],
    ]);
    expect(fired[0]!.trace.map((t) => [t.id, t.value])).toEqual([["table.strength", 6], ["table.column", 6], ["leader", 1], ["table.shift", 1]]);
    // Simultaneous: r1 fired at full strength although G's "1" reduced it.
    expect(s.units.get("g1")!.steps).toBe(1);
    expect(s.units.get("r1")!.steps).toBe(1);
    expect(ofType(r, "morale-checked").map((e) => e.piece)).toEqual(["rl", "r1", "capt", "g1"]);
    expect(ofType(r, "leader-casualty-rolled").map((e) => [e.leader, e.stepsLost])).toEqual([["rl", 1], ["capt", 1]]);
    expect(s.activation!.assaultsOwed).toEqual([]);
    expect(s.activation!.assaulted).toEqual(["g1", "capt"]);
  });

  it("IA1 6.53 only one leader a side gives the +1", () => {
    const b = inAssault([inf("g1", "G", T), inf("g2", "G", T), inf("r1", "R", T)], [leader("capt", "G", T), leader("lt", "G", T, { rank: 1, combat: 0 })], entered(["g1", "g2", "capt", "lt"]), "G", { assaultsOwed: [T] });
    const r = run(b, assault(T, ["g1", "g2"], { leaders: ["capt", "lt"] }), [4, 4]);
    expect(ofType(r, "fire-resolved")[0]!.trace.filter((t) => t.id === "leader")).toHaveLength(1);
  });

  it("IA1 12.31 example: in town only the attacker suffers the -2", () => {
    const town = at(0, 5);
    const b = inAssault([inf("g1", "G", town), inf("r1", "R", town)], [leader("capt", "G", at(0, 4))], { g1: { ledBy: "capt", hexesEntered: 1 }, capt: {} }, "G", { assaultsOwed: [town] });
    const r = run(b, assault(town, ["g1"]), [4, 4]);
    const [g, rr] = ofType(r, "fire-resolved");
    expect([g!.column, rr!.column]).toEqual([1, 3]);
    expect(g!.trace.find((t) => t.id === "terrain.town")).toMatchObject({ value: -2, rule: "IA1 12.31" });
    expect(rr!.trace.some((t) => t.id === "terrain.town")).toBe(false);
  });

  it("IA1 12.24, 12.25, 12.32 defenders: disrupted at half, demoralized at a quarter, guns 1 each, transports nothing", () => {
    const b = inAssault(
      [inf("g1", "G", T), inf("rx", "R", T, { status: "disrupted" }), inf("rd", "R", T, { status: "demoralized" }), gun("rg", "R", T), wagon("rw", "R", T)],
      [leader("capt", "G", T), leader("rl", "R", T, { status: "demoralized" })],
      entered(["g1", "capt"]),
      "G",
      { assaultsOwed: [T] },
    );
    const r = run(b, assault(T, ["g1"], { leaders: ["capt"] }), [4, 4]);
    const defence = ofType(r, "fire-resolved")[1]!;
    expect(defence.strength).toBe(6);
    expect(defence.strengthTrace.map((t) => [t.id, t.value])).toEqual([
      ["assault.unit", 5],
      ["assault.disrupted", -2],
      ["assault.unit", 5],
      ["assault.quartered", -3],
      ["assault.gun", 1],
    ]);
    // A demoralized leader gives no +1 (12.25).
    expect(defence.trace.some((t) => t.id === "leader")).toBe(false);
  });

  it("IA1 12.32, 12.25 artillery does not attack; demoralized units do not attack", () => {
    const b = inAssault([gun("gg", "G", T), inf("gd", "G", T, { status: "demoralized" }), inf("g1", "G", T), inf("r1", "R", T)], [], { gg: { action: "fire" }, gd: {}, g1: { action: "fire" } });
    expect(run(b, assault(T, ["gg"])).result).toMatchObject({ status: "refused", rule: "IA1 12.32" });
    expect(run(b, assault(T, ["gd"])).result).toMatchObject({ status: "refused", rule: "IA1 12.25" });
  });
});

describe("IA1 12.4, 12.5, 12.81 who attacks", () => {
  it("IA1 12.4 a required assault is fought by every unit and leader that entered", () => {
    const b = inAssault([inf("g1", "G", T), inf("g2", "G", T), inf("r1", "R", T)], [leader("capt", "G", A)], { g1: { ledBy: "capt", hexesEntered: 1 }, g2: { ledBy: "capt", hexesEntered: 1 }, capt: {} }, "G", { assaultsOwed: [T] });
    expect(run(b, assault(T, ["g1"])).result).toMatchObject({ status: "refused", rule: "IA1 12.4" });
  });

  it("IA1 12.5, 7.62 in an existing assault hex units that do not attack take no results", () => {
    const b = inAssault([inf("g1", "G", T), inf("g2", "G", T), inf("r1", "R", T)], [], { g1: { action: "fire" } });
    const r = run(b, assault(T, ["g1"]), [4, 2]);
    const s = done(r);
    expect(ofType(r, "assault-declared")[0]).toMatchObject({ required: false, rule: "IA1 12.5" });
    expect(ofType(r, "fire-resolved")[1]!.results.map((x) => x.piece)).toEqual(["g1"]);
    expect(s.units.has("g1")).toBe(false);
    expect(s.units.get("g2")!.steps).toBe(2);
    expect(ofType(r, "morale-checked")).toEqual([]);
  });

  it("IA1 16.25 a dug-in unit that attacks loses its Dug In marker; one that does not attack keeps it", () => {
    const b = inAssault([inf("g1", "G", T, { dugIn: true }), inf("g2", "G", T, { dugIn: true }), inf("r1", "R", T)], [], { g1: { action: "fire" } });
    const s = done(run(b, assault(T, ["g1"]), [4, 4]));
    expect([s.units.get("g1")!.dugIn, s.units.get("g2")!.dugIn]).toEqual([undefined, true]);
  });

  it("IA1 12.1 only units activated this segment attack, once a segment", () => {
    const b = inAssault([inf("g1", "G", T), inf("g2", "G", T), inf("r1", "R", T)], [], { g1: { action: "fire" } });
    expect(run(b, assault(T, ["g2"])).result).toMatchObject({ status: "refused", rule: "IA1 12.1" });
    const s = done(run(b, assault(T, ["g1"]), [4, 4]));
    expect(run(s, assault(T, ["g1"])).result).toMatchObject({ status: "refused", rule: "IA1 12.1" });
  });

  it("IA1 12.81 a unit in the assault hex activated by a leader outside it may not attack", () => {
    const b = inAssault([inf("g1", "G", T), inf("r1", "R", T)], [leader("capt", "G", A)], { g1: { action: "fire", ledBy: "capt" }, capt: {} });
    expect(run(b, assault(T, ["g1"])).result).toMatchObject({ status: "refused", rule: "IA1 12.81" });
  });
});

describe("IA1 12.4, 6.71 a leader's assault alone", () => {
  it("IA1 12.4, 12.32, 6.71 a leader who entered alone has no strength to attack; a result against him eliminates him", () => {
    const b = inAssault([inf("r1", "R", T)], [leader("capt", "G", A)], { capt: {} });
    const s = done(run(b, move("capt", T)));
    const r = run(s, assault(T, [], { leaders: ["capt"] }), [3]);
    const after = done(r);
    expect(ofType(r, "fire-resolved").map((f) => f.side)).toEqual(["R"]);
    expect(after.leaders.has("capt")).toBe(false);
    expect(ofType(r, "eliminated")).toEqual([{ type: "eliminated", piece: "capt", rule: "IA1 6.71" }]);
  });
});

describe("IA1 12.33 First Fire", () => {
  it("IA1 12.33 entrenched defenders fire first: an attacker they eliminate never rolls", () => {
    const b = inAssault([inf("g1", "G", T), inf("r1", "R", T, { entrenched: true })], [leader("capt", "G", A)], { g1: { ledBy: "capt", hexesEntered: 1 }, capt: {} }, "G", { assaultsOwed: [T] });
    const r = run(b, assault(T, ["g1"]), [2]);
    const s = done(r);
    expect(r.diceUsed).toBe(1);
    expect(ofType(r, "fire-resolved").map((f) => [f.side, f.rule])).toEqual([["R", "IA1 12.33"]]);
    expect(ofType(r, "assault-declared")[0]!.firstFire).toEqual(["r1"]);
    expect(s.units.has("g1")).toBe(false);
    expect(s.units.get("r1")!.steps).toBe(2);
  });

  it("IA1 12.33, 14.2, 12.31 survivors attack after First Fire with what is left of them; the entrenched unit's own column takes the -2", () => {
    const b = inAssault([inf("g1", "G", T), inf("r1", "R", T, { entrenched: true })], [leader("capt", "G", A)], { g1: { ledBy: "capt", hexesEntered: 1 }, capt: {} }, "G", { assaultsOwed: [T] });
    const r = run(b, assault(T, ["g1"]), [3, 1, 1, 4]);
    const [first, second] = ofType(r, "fire-resolved");
    expect(first).toMatchObject({ side: "R", strength: 5, column: 3 });
    // g1 lost a step (reduced face: 3) and passed its M2 check: it attacks at 3, and r1's own column is 3 - 2 → 1.
    expect(second).toMatchObject({ side: "G", strength: 3, column: 3, rule: "IA1 12.33" });
    expect(second!.results).toEqual([{ piece: "r1", column: 1, result: "-", source: "user", trace: expect.any(Array) }]);
  });

  it("IA1 12.33 with some defenders dug in or entrenched, the defender chooses First Fire by them alone or simultaneous fire by all", () => {
    const units = () => [inf("g1", "G", T), inf("r1", "R", T, { dugIn: true }), inf("r2", "R", T)];
    const b = inAssault(units(), [leader("capt", "G", A)], { g1: { ledBy: "capt", hexesEntered: 1 }, capt: {} }, "G", { assaultsOwed: [T] });
    const first = run(b, assault(T, ["g1"]), [4, 4]);
    expect(first.asked.map((q) => [q.id, q.kind, q.side, q.options])).toEqual([["first-fire:10,21", "first-fire", "R", [true, false]]]);
    expect(ofType(first, "fire-resolved").map((f) => [f.side, f.strength])).toEqual([["R", 5], ["G", 5]]);
    const together = run(b, assault(T, ["g1"]), [4, 4], { "first-fire:10,21": false });
    expect(ofType(together, "fire-resolved").map((f) => [f.side, f.strength, f.rule])).toEqual([["G", 5, "IA1 12.3"], ["R", 10, "IA1 12.3"]]);
  });
});

describe("IA1 12.6 Cold Steel", () => {
  const steel = () =>
    inAssault([inf("g1", "G", T), mg("gm", "G", T), inf("g2", "G", T, { hex: T }), inf("r1", "R", T)], [leader("capt", "G", T), leader("far", "G", A)], {
      g1: { action: "fire", ledBy: "capt" },
      gm: { action: "fire", ledBy: "capt" },
      capt: { action: "fire" },
    });

  it("IA1 12.61 the defenders fire first with +2; the surviving attackers attack with +2", () => {
    const r = run(steel(), assault(T, ["g1"], { leaders: ["capt"], coldSteel: true }), [4, 4]);
    const [d, g] = ofType(r, "fire-resolved");
    expect([d!.side, d!.column, d!.rule]).toEqual(["R", 10, "IA1 12.33"]);
    expect(d!.trace.find((t) => t.id === "cold-steel")).toMatchObject({ value: 2 });
    expect([g!.side, g!.strength, g!.column]).toEqual(["G", 6, 10]);
    expect(g!.trace.filter((t) => t.id === "cold-steel" || t.id === "leader").map((t) => t.value)).toEqual([1, 2]);
    expect(ofType(r, "assault-declared")[0]).toMatchObject({ coldSteel: true, firstFire: ["r1"], rule: "IA1 12.61" });
  });

  it("IA1 12.62, 12.84 MGs never attack with Cold Steel", () => {
    expect(run(steel(), assault(T, ["g1", "gm"], { leaders: ["capt"], coldSteel: true })).result).toMatchObject({ status: "refused", rule: "IA1 12.62" });
  });

  it("IA1 12.61 Cold Steel needs a leader who began his activation in the hex", () => {
    expect(run(steel(), assault(T, ["g1"], { coldSteel: true })).result).toMatchObject({ status: "refused", rule: "IA1 12.61" });
    const entering = inAssault([inf("g1", "G", T), inf("r1", "R", T)], [leader("capt", "G", T)], { g1: { ledBy: "capt" }, capt: { hexesEntered: 1 } });
    expect(run(entering, assault(T, ["g1"], { leaders: ["capt"], coldSteel: true })).result).toMatchObject({ status: "refused", rule: "IA1 12.61" });
  });

  it("IA1 12.62 companies that entered the hex this segment do not attack with Cold Steel", () => {
    const b = inAssault([inf("g1", "G", T), inf("r1", "R", T)], [leader("capt", "G", T)], { g1: { ledBy: "capt", hexesEntered: 1 }, capt: {} });
    expect(run(b, assault(T, ["g1"], { leaders: ["capt"], coldSteel: true })).result).toMatchObject({ status: "refused", rule: "IA1 12.62" });
  });
});

describe("IA1 5.83 assaults in a Major River hex", () => {
  const river = at(0, 12);
  const setup = (gBank: number) =>
    inAssault([inf("g1", "G", river, { riverBank: gBank }), inf("r1", "R", river, { riverBank: at(-1, 12) })], [leader("capt", "G", river, { riverBank: gBank })], {
      g1: { action: "fire", ledBy: "capt" },
      capt: { action: "fire" },
    });

  it("IA1 5.83 all opposing units across the river: the attacker's fire takes -2 and neither side may use Cold Steel", () => {
    const r = run(setup(at(1, 12)), assault(river, ["g1"], { leaders: ["capt"] }), [4, 4]);
    const [g, d] = ofType(r, "fire-resolved");
    expect(g!.trace.find((t) => t.id === "terrain.major-river")).toMatchObject({ value: -2, rule: "IA1 5.83" });
    expect(d!.trace.some((t) => t.id === "terrain.major-river")).toBe(false);
    expect(run(setup(at(1, 12)), assault(river, ["g1"], { leaders: ["capt"], coldSteel: true })).result).toMatchObject({ status: "refused", rule: "IA1 5.83" });
  });

  it("IA1 5.83 on the same bank the river has no effect", () => {
    const r = run(setup(at(-1, 13)), assault(river, ["g1"], { leaders: ["capt"], coldSteel: true }), [4, 4]);
    expect(ofType(r, "fire-resolved").some((f) => f.trace.some((t) => t.id === "terrain.major-river"))).toBe(false);
  });
});

describe("IA1 16.5 hidden units in an assault hex", () => {
  it("IA1 16.5 the assault places hidden enemy pieces in the hex on the board before it is fought", () => {
    const b = inAssault([inf("g1", "G", T), inf("r1", "R", T), inf("r2", "R", T, { hidden: true })], [leader("rl", "R", T, { hidden: true })], { g1: { action: "fire" } });
    const r = run(b, assault(T, ["g1"]), [4, 4]);
    const s = done(r);
    expect(events0(r)).toEqual({ type: "revealed", pieces: ["r2", "rl"], rule: "IA1 16.5" });
    expect(ofType(r, "fire-resolved")[1]!.strength).toBe(11);
    expect(s.units.get("r2")!.hidden).toBe(false);
  });

  it("IA1 16.5 an assault at a hex of hidden enemy units only is refused as at an empty hex", () => {
    const hidden = inAssault([inf("g1", "G", A), inf("r1", "R", T, { hidden: true })], [], { g1: { action: "fire" } });
    const empty = inAssault([inf("g1", "G", A)], [], { g1: { action: "fire" } });
    const refusal = (b: typeof hidden) => run(b, assault(T, ["g1"])).result;
    expect(refusal(hidden)).toEqual(refusal(empty));
    expect(refusal(hidden)).toMatchObject({ status: "refused", rule: "IA1 12.0" });
  });
});

function events0(r: ReturnType<typeof run>) {
  return r.result.status === "done" ? r.result.record.events[0] : undefined;
}
