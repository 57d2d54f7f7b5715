import { describe, expect, it } from "vitest";
import { refuseRidingLeaders } from "../../../../../src/engine/rules/pg/transport/restrictions";
import { activate, applied, at, battle, leader, load, loaded, move, only, play, playAll, riding, run, unit, unload } from "./fixtures";

const HERE = at(4, 8);
/** A truck and leader `l` (a lieutenant) at [4, 8], the segment rooted on him, the truck activated to move. */
const ready = (kind: "regular" | "cavalry" = "regular") =>
  playAll(battle([unit("k", "truck", HERE)], [leader("l", "soviet", HERE, 3, kind)]), [{ type: "activate", side: "soviet", root: { leader: "l" }, pieces: { l: "move", k: "move" } }]);

describe("PG 6.3, 5.6 leaders ride transports", () => {
  it("PG 6.3 a leader boards a transport, for 1 MP to each as a personnel unit does (5.61, ruling)", () => {
    const { state, events } = play(ready(), load("k", "l"));
    expect(events).toContainEqual({ type: "loaded", transport: "k", unit: "l", rule: "PG 5.61" });
    expect(only(events, "mp-spent").map((e) => [e.piece, e.by])).toEqual([["k", "loading"], ["l", "loading"]]);
    expect([state.units.get("k")!.leadersAboard, state.leaders.get("l")!.carriedBy]).toEqual([["l"], "k"]);
  });
  it("PG 6.3 cavalry leaders may not be transported", () => {
    expect(run(ready("cavalry"), load("k", "l"))).toMatchObject({ status: "refused", rule: "PG 6.3", code: "transport.cavalry-leader" });
  });
  it("PG 5.6 a transport carries its unit plus up to three leaders: a fourth is refused", () => {
    const [t, three] = riding(unit("k", "truck", HERE), ["a", "b", "c"].map((id) => leader(id, "soviet", HERE, 2)));
    const b = playAll(battle([...loaded(t, unit("i", "infantry", HERE))], [...three, leader("l", "soviet", HERE, 3)]), [
      { type: "activate", side: "soviet", root: { leader: "l" }, pieces: { l: "move", k: "move" } },
    ]);
    expect(run(b, load("k", "l"))).toMatchObject({ status: "refused", rule: "PG 5.6", code: "transport.leaders-full" });
  });
  it("PG 5.6 the leaders aboard move with their transport and pay nothing", () => {
    const b = playAll(ready(), [load("k", "l")]);
    const { state, events } = play(b, move("k", at(5, 8)));
    expect(state.leaders.get("l")!.hex).toBe(at(5, 8));
    expect(only(events, "mp-spent").map((e) => e.piece)).toEqual(["k"]);
  });
  it("PG 5.6 a leader aboard moves with his transport, never on his own (for PG movement's checkMover)", () => {
    const b = playAll(ready(), [load("k", "l")]);
    expect(() => refuseRidingLeaders(b, { type: "move", side: "soviet", piece: "l", to: at(5, 8) })).toThrow(/rides Truck/);
    expect(() => refuseRidingLeaders(b, { type: "move", side: "soviet", piece: "i", to: at(5, 8), with: ["l"] })).toThrow(expect.objectContaining({ rule: "PG 5.6" }));
    expect(() => refuseRidingLeaders(ready(), { type: "move", side: "soviet", piece: "l", to: at(5, 8) })).not.toThrow();
  });
  it("PG 6.3 a leader alights for 1 MP to each and moves no farther (5.61, ruling)", () => {
    const b = playAll(ready(), [load("k", "l"), move("k", at(5, 8))]);
    const { state, events } = play(b, unload("k", "l"));
    expect(events).toContainEqual({ type: "unloaded", transport: "k", unit: "l", rule: "PG 5.61" });
    expect(only(events, "mp-spent").map((e) => [e.piece, e.by])).toEqual([["k", "unloading"], ["l", "unloading"]]);
    expect([state.leaders.get("l")!.hex, state.leaders.get("l")!.carriedBy, state.leaders.get("l")!.movedFired, state.units.get("k")!.leadersAboard]).toEqual([at(5, 8), null, true, []]);
  });
  it("PG 5.6 a piece not aboard is not unloaded", () => {
    expect(run(ready(), unload("k", "l"))).toMatchObject({ status: "refused", rule: "PG 5.6", code: "transport.not-aboard" });
  });
  it("PG 3.13 a leader aboard who leads the segment designated to fire does not alight (unloading is Movement)", () => {
    const [t, [l]] = riding(unit("k", "truck", HERE), [leader("l", "soviet", HERE, 3)]);
    const b = playAll(battle([t], [l!]), [{ type: "activate", side: "soviet", root: { leader: "l" }, pieces: { l: "fire", k: "move" } }]);
    expect(run(b, unload("k", "l"))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "transport.designated-to-fire" });
  });
  it("PG 5.6 the leaders aboard leave the board with their transport", () => {
    const [t, ls] = riding(unit("k", "truck", HERE), [leader("l", "soviet", HERE, 3)]);
    const after = applied(battle([t], ls), { type: "exited-board", pieces: ["k"], rule: "PG 16.52" });
    expect([after.leaders.has("l"), after.exited]).toEqual([false, ["k", "l"]]);
  });
  it("PG 5.6 the leaders aboard enter the board with their transport", () => {
    const [t, ls] = riding(unit("k", "truck", null), [{ ...leader("l", "soviet", HERE, 3), hex: null }]);
    const after = applied(battle([t], ls), { type: "entered-board", piece: "k", to: HERE, rule: "PG 16.51" });
    expect([after.units.get("k")!.hex, after.leaders.get("l")!.hex]).toEqual([HERE, HERE]);
  });
  it("PG 5.6 a transport rides on with a unit and leaders: the activation is the transport's (one unit)", () => {
    const b = playAll(battle([unit("k", "truck", HERE), unit("i", "infantry", HERE)], [leader("l", "soviet", HERE, 3)]), [
      activate(["k", "i", "l"], { leader: "l" }),
      load("k", "i"),
      load("k", "l"),
      move("k", at(5, 8)),
    ]);
    expect([b.units.get("i")!.hex, b.leaders.get("l")!.hex, b.activation!.pieces.k!.mpSpent]).toEqual([at(5, 8), at(5, 8), 3]);
  });
});
