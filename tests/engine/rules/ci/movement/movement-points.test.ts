import { describe, expect, it } from "vitest";
import { ciMap } from "../support/fixture";
import { activation, mover } from "./support";

const squad = { kind: "us-squad", at: "0402", company: "B" as const, platoon: 1 as const };

describe("CI 8.x Movement Points", () => {
  it("CI 8.x Movement Points: MPs are paid per hexside crossed, a Clear hexside 1 and a Woods hexside 2 (fixture values)", () => {
    const map = ciMap({ hexes: { "0405": { terrain: "woods" } } });
    const m = mover(map);
    const b = activation(map, { s: squad });
    const after = m.walk(b, "s", ["0403", "0404"]);
    expect(m.mpLeft(after, "s")).toBe(2);
    const woods = m.step(after, "s", "0405");
    expect(woods.events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 2, mp: 0 }));
    expect(m.tryStep(woods.state, "s", "0406")).toMatchObject({ status: "refused", rule: "CI 8.x Movement Points" });
  });

  it("CI 8.x Movement Points: the first step is the unit's one action of the Game Turn; a unit that moved cannot move again next activation", () => {
    const map = ciMap();
    const m = mover(map);
    const b = activation(map, { s: squad });
    const first = m.step(b, "s", "0403");
    expect(first.events[0]).toMatchObject({ type: "block-commanded", block: "s", action: "move" });
    const second = m.step(first.state, "s", "0404");
    expect(second.events.map((e) => e.type)).not.toContain("block-commanded");
    const nextActivation = { ...second.state, activation: { ...second.state.activation!, movers: {}, commanded: {} } };
    expect(m.tryStep(nextActivation, "s", "0405")).toMatchObject({ status: "refused", rule: "CI 1.x Actions" });
  });

  it("CI 8.x Road Movement: −roadBonus on each road hexside while the move follows the road from its start (fixture values)", () => {
    const road = ["road-paved"];
    const map = ciMap({ hexsides: [["0402", "0403", road], ["0403", "0404", road], ["0405", "0406", road]] });
    const m = mover(map);
    const b = activation(map, { s: squad, t: { ...squad, at: "0404" } });
    const along = m.walk(b, "s", ["0403", "0404"]);
    expect(m.mpLeft(along, "s")).toBe(3);
    // A move that did not start along the road earns no bonus on the road hexside it meets later.
    const off = m.walk(along, "t", ["0405", "0406"]);
    expect(m.mpLeft(off, "t")).toBe(2);
  });

  it("CI 8.x Road Movement: bad weather cancels the unpaved road bonus, not the paved one (fixture values)", () => {
    const map = ciMap({ hexsides: [["0402", "0403", ["road-unpaved"]], ["0602", "0603", ["road-paved"]]] });
    const m = mover(map);
    const b = activation(map, { s: squad, t: { ...squad, at: "0602" } }, { extra: { weather: "bad" } });
    expect(m.mpLeft(m.step(b, "s", "0403").state, "s")).toBe(3);
    expect(m.mpLeft(m.step(b, "t", "0603").state, "t")).toBe(3.5);
    const good = activation(map, { s: squad });
    expect(m.mpLeft(m.step(good, "s", "0403").state, "s")).toBe(3.5);
  });

  it("CI 8.x Road Movement: a bridge ignores the road bonus, and road movement never enters an assault hex (fixture values)", () => {
    const map = ciMap({ hexsides: [["0402", "0403", ["road-paved", "river", "bridge-stone"]], ["0702", "0703", ["road-paved"]]] });
    const m = mover(map);
    const b = activation(map, { s: squad, t: { ...squad, at: "0702" }, g: { kind: "ger-squad", at: "0703" } });
    expect(m.step(b, "s", "0403").events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 1, road: true }));
    const assault = m.step(b, "t", "0703");
    expect(assault.events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 1 }));
    expect(assault.events).toContainEqual(expect.objectContaining({ type: "assault-declared" }));
  });

  it("CI 8.x Movement Points, TEC Slope: uphill costs +slopeMp, downhill the other terrain (fixture values)", () => {
    const map = ciMap({ hexes: { "0403": { level: 1 } }, hexsides: [["0402", "0403", ["slope"]], ["0403", "0404", ["slope"]]] });
    const m = mover(map);
    const b = activation(map, { s: squad });
    const up = m.step(b, "s", "0403");
    expect(up.events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 2 }));
    expect(m.step(up.state, "s", "0404").events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 1 }));
  });

  it("CI 6.x Wrecks: entering a wreck hex costs +wreckEntryMp (fixture values)", () => {
    const map = ciMap();
    const m = mover(map);
    const b = activation(map, { s: squad }, { extra: { markers: { wrecks: [[4, 3]] } } });
    expect(m.step(b, "s", "0403").events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 2, mp: 2 }));
  });

  it("CI 8.x Movement Points, TEC Railway: infantry pays railwayMp along a railway, a tank the other terrain (fixture values)", () => {
    const map = ciMap({ hexes: { "0403": { terrain: "woods" }, "0703": { terrain: "town" } }, hexsides: [["0402", "0403", ["railway"]], ["0702", "0703", ["railway"]]] });
    const m = mover(map);
    const b = activation(map, { s: squad, t: { kind: "sherman", at: "0702", attachedTo: "B" } });
    expect(m.step(b, "s", "0403").events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 1 }));
    expect(m.step(b, "t", "0703").events).toContainEqual(expect.objectContaining({ type: "move-paid", cost: 2 }));
  });

  it("CI 10.x Night Scenarios: a unit has nightMovePercent of its MPs, rounded up (fixture values)", () => {
    const map = ciMap();
    const m = mover(map);
    const b = activation(map, { s: squad }, { numbers: { nightMovePercent: 30 }, extra: { night: true } });
    const first = m.step(b, "s", "0403");
    expect(m.mpLeft(first.state, "s")).toBe(1); // 30% of 4 = 1.2, rounded up to 2
    const second = m.step(first.state, "s", "0404");
    expect(m.tryStep(second.state, "s", "0405")).toMatchObject({ status: "refused", rule: "CI 8.x Movement Points" });
  });

  it("CI 8.x Movement Points, ruling R23: no minimum move — a step costing more than the MPs left is refused, the state unchanged (fixture values)", () => {
    const map = ciMap({ hexsides: [["0402", "0403", ["river"]]] });
    const m = mover(map);
    const b = activation(map, { s: squad }, { numbers: { "unit.us-squad.mp": 2 } });
    const r = m.tryStep(b, "s", "0403");
    expect(r).toMatchObject({ status: "refused", rule: "CI 8.x Movement Points" });
    expect("state" in r).toBe(false);
    expect(b.blocks.s!.hex).toBe(m.at("0402"));
    expect(b.activation!.movers).toEqual({});
  });

  it("CI 8.x Movement Points: the step must be to an adjacent hex", () => {
    const map = ciMap();
    const m = mover(map);
    expect(m.tryStep(activation(map, { s: squad }), "s", "0404")).toMatchObject({ status: "refused", rule: "CI 8.x Movement" });
  });

  it("CI 8.x Movement Points: a lost number the step needs refuses the move, naming its rule", () => {
    const map = ciMap({ hexes: { "0403": { terrain: "woods" } } });
    const m = mover(map);
    const { "mp.ht-woods": _gone, ...numbers } = activation(map, {}).numbers;
    const b = { ...activation(map, { s: squad }), numbers };
    expect(m.tryStep(b, "s", "0403")).toMatchObject({ status: "refused", rule: "CI 8.x Movement Points" });
  });

  it("CI 8.x Movement Points: end-move stops a unit before its MPs are spent", () => {
    const map = ciMap();
    const m = mover(map);
    const moved = m.step(activation(map, { s: squad }), "s", "0403").state;
    const ended = m.play(moved, { type: "end-move", side: "us", unit: moved.blocks.s!.handle! }).state;
    expect(m.tryStep(ended, "s", "0404")).toMatchObject({ status: "refused", rule: "CI 8.x Hex Control" });
  });

  it("CI 4.x HQ Activation: a unit's move is over once the commands end; only the HQ moves in its own action", () => {
    const map = ciMap();
    const m = mover(map);
    const moved = m.step(activation(map, { s: squad }), "s", "0403").state;
    const hqAction = { ...moved, activation: { ...moved.activation!, stage: "hq-action" as const } };
    expect(m.tryStep(hqAction, "s", "0404")).toMatchObject({ status: "refused", rule: "CI 8.x Movement Points" });
    const hq = m.step(hqAction, "chq", "0001");
    expect(hq.state.blocks.chq!.hex).toBe(m.at("0001"));
    const assaults = { ...moved, activation: { ...moved.activation!, stage: "assaults" as const } };
    expect(m.tryStep(assaults, "s", "0404")).toMatchObject({ status: "refused", rule: "CI 8.x Movement Points" });
  });
});
