import { describe, expect, it } from "vitest";
import { inf } from "../../../../fixtures/ia-battle";
import { after, gun, leader, refused } from "../transport/support";
import { activate, at, exit, exiting, ia, move } from "./support";

const edge = { side: "R", hexes: [at(5, 0), at(6, 0)] };

describe("IA1 16.42 exiting the board", () => {
  it("IA1 16.42 an undemoralized unit exits by a scenario-designated edge hex: out of play for good, not destroyed", () => {
    const b = exiting([inf("r1", "R", at(5, 0))], [edge]);
    const { state, events } = after(ia, b, [activate({ r1: "move" }), exit("r1")]);
    expect(events).toEqual([
      { type: "acting", piece: "r1" },
      { type: "exited-board", pieces: ["r1"], rule: "IA1 16.42" },
    ]);
    expect(state.units.has("r1")).toBe(false);
    expect(state.exited).toEqual(["r1"]);
    expect(state.eliminated).toEqual([]);
    expect(state.sides[0].stepsLost).toBe(0);
    expect(state.activation!.pieces["r1"]).toBeUndefined();
    // IA1 16.42: it may not re-enter play.
    refused(ia, state, [move("r1", at(5, 1))], "engine");
  });

  it("IA1 16.42, 6.4 the leader who activated it may exit with it", () => {
    const b = exiting([inf("r1", "R", at(5, 0))], [edge]);
    const { state } = after(ia, b, [activate({ r1: "move" }), exit("r1", { with: ["capt"] })]);
    expect(state.exited).toEqual(["r1", "capt"]);
    expect(state.leaders.has("capt")).toBe(false);
  });

  it("IA1 16.42 no unit exits where the scenario designates no edge, nor from a hex off the designated ones", () => {
    refused(ia, exiting([inf("r1", "R", at(5, 0))], []), [activate({ r1: "move" }), exit("r1")], "IA1 16.42");
    refused(ia, exiting([inf("r1", "R", at(5, 0))], [{ side: "G", hexes: [at(5, 0)] }]), [activate({ r1: "move" }), exit("r1")], "IA1 16.42");
    refused(ia, exiting([inf("r1", "R", at(4, 0))], [edge], [leader("capt", "R", at(4, 0))]), [activate({ r1: "move" }), exit("r1")], "IA1 16.42, 16.43");
  });

  it("IA1 16.42, 14.31 demoralized units never exit: a fleeing unit in a board-edge hex stays there", () => {
    const b = exiting([inf("r1", "R", at(5, 0), { status: "demoralized" })], [edge]);
    refused(ia, b, [activate({ r1: "move" }), exit("r1")], "IA1 16.42");
  });

  it("IA1 3.13 exiting is a Movement action of an activated unit", () => {
    const b = exiting([inf("r1", "R", at(5, 0)), inf("r2", "R", at(5, 0))], [edge]);
    refused(ia, b, [activate({ r1: "fire" }), exit("r1")], "IA1 3.13");
    refused(ia, b, [activate({ r1: "move" }), exit("r2")], "IA1 3.13");
  });

  it("IA1 16.42, 9.14 an edge for guns with Abort missions: artillery with an Abort mission exits by it, other units and guns do not", () => {
    const guns = { side: "R", hexes: [at(5, 0)], abortOnly: true as const };
    const units = [gun("a1", at(5, 0), { limbered: true }), gun("a2", at(5, 0), { limbered: true }), inf("r1", "R", at(5, 0))];
    const b = { ...exiting(units, [guns]), plans: { R: { missions: { a1: { mission: "abort" as const, turn: 1 }, a2: { mission: "move" as const, to: at(9, 9) } } } } };
    expect(after(ia, b, [activate({ a1: "move" }), exit("a1")]).state.exited).toEqual(["a1"]);
    refused(ia, b, [activate({ a2: "move" }), exit("a2")], "IA1 16.42");
    refused(ia, b, [activate({ r1: "move" }), exit("r1")], "IA1 16.42");
  });
});

describe("IA1 16.43 exiting next to enemy-held exit hexes", () => {
  it("IA1 16.43 when the enemy holds every exit hex of an edge, the board-edge hexes next to them may be used", () => {
    const b = exiting([inf("r1", "R", at(4, 0))], [{ side: "R", hexes: [at(5, 0)] }], [leader("capt", "R", at(4, 0))], at(5, 0));
    const { events } = after(ia, b, [activate({ r1: "move" }), exit("r1")]);
    expect(events).toContainEqual({ type: "exited-board", pieces: ["r1"], rule: "IA1 16.43" });
    const free = exiting([inf("r1", "R", at(4, 0))], [{ side: "R", hexes: [at(5, 0)] }], [leader("capt", "R", at(4, 0))]);
    refused(ia, free, [activate({ r1: "move" }), exit("r1")], "IA1 16.42, 16.43");
  });
});
