import { describe, expect, it } from "vitest";
import { activate, at, battle, leader, load, move, only, play, playAll, run, spent, unit, unload } from "./fixtures";

/** A truck and a rifle unit at [4, 8] in the clear, both activated to move. */
const HERE = at(4, 8);
const ready = (more: Parameters<typeof battle>[0] = []) => playAll(battle([unit("k", "truck", HERE), unit("i", "infantry", HERE), ...more]), [activate(["k", "i"], { stack: HERE })]);

describe("PG 5.6 one good-order transport carries one weapon or personnel unit, plus up to three leaders", () => {
  it("PG 5.6 a transport loads a personnel unit in its hex", () => {
    const { state, events } = play(ready(), load("k", "i"));
    expect(events).toContainEqual({ type: "loaded", transport: "k", unit: "i", rule: "PG 5.61" });
    expect([state.units.get("k")!.carrying, state.units.get("i")!.carriedBy]).toEqual(["i", "k"]);
  });
  it("PG 5.6 an APC is a transport (4.3) and loads too; a tank is no transport", () => {
    const b = playAll(battle([unit("p", "apc", HERE), unit("t", "tank", HERE), unit("i", "infantry", HERE)]), [activate(["p", "t", "i"], { stack: HERE })]);
    expect(play(b, load("p", "i")).state.units.get("i")!.carriedBy).toBe("p");
    expect(run(b, load("t", "i"))).toMatchObject({ status: "refused", rule: "PG 5.6", code: "transport.not-transport" });
  });
  it("PG 5.6 one unit a transport: a second is refused", () => {
    const b = playAll(battle([unit("k", "truck", HERE), unit("i", "infantry", HERE), unit("j", "infantry", HERE)]), [activate(["k", "i", "j"], { stack: HERE }), load("k", "i")]);
    expect(run(b, load("k", "j"))).toMatchObject({ status: "refused", rule: "PG 5.6", code: "transport.carrying" });
  });
  it("PG 5.6 cavalry is never transported (15.32)", () => {
    const b = playAll(battle([unit("k", "truck", HERE), unit("c", "cavalry", HERE)]), [activate(["k", "c"], { stack: HERE })]);
    expect(run(b, load("k", "c"))).toMatchObject({ status: "refused", rule: "PG 5.6", code: "transport.cavalry" });
  });
  it("PG 5.6 a transport carries weapon and personnel units only: not another vehicle", () => {
    const b = playAll(battle([unit("k", "truck", HERE), unit("w", "wagon", HERE)]), [activate(["k", "w"], { stack: HERE })]);
    expect(run(b, load("k", "w"))).toMatchObject({ status: "refused", rule: "PG 5.6", code: "transport.not-cargo" });
  });
  it("PG 5.6 the transport and the unit loaded must be in the same hex", () => {
    const b = playAll(battle([unit("k", "truck", HERE), unit("i", "infantry", at(4, 7))], [leader("l", "soviet", HERE, 3)]), [
      { type: "activate", side: "soviet", root: { leader: "l" }, pieces: { k: "move", i: "move" } },
    ]);
    expect(run(b, load("k", "i"))).toMatchObject({ status: "refused", rule: "PG 5.6", code: "transport.not-in-hex" });
  });
  it("PG 5.6 disrupted and demoralized transports cannot load", () => {
    const b = battle([{ ...unit("k", "truck", HERE), status: "disrupted" }, unit("i", "infantry", HERE)]);
    expect(run(playAll(b, [activate(["k", "i"], { stack: HERE })]), load("k", "i"))).toMatchObject({ status: "refused", rule: "PG 5.6", code: "transport.transport-not-good" });
  });
  it("PG 5.6 once loaded they count as one unit: the loaded truck enters a hex of three combat units (4.5, ruling A8)", () => {
    const full = ["a", "b", "c"].map((id) => unit(id, "infantry", at(5, 8)));
    const b = playAll(ready(full), [load("k", "i")]);
    const { state } = play(b, move("k", at(5, 8)));
    expect([state.units.get("k")!.hex, state.units.get("i")!.hex]).toEqual([at(5, 8), at(5, 8)]);
  });
  it("PG 5.6 they all move together as one: the cargo moves with its transport and pays nothing", () => {
    const { state, events } = play(playAll(ready(), [load("k", "i")]), move("k", at(5, 8)));
    expect(state.units.get("i")!.hex).toBe(at(5, 8));
    expect(only(events, "mp-spent").map((e) => e.piece)).toEqual(["k"]);
    expect(run(playAll(ready(), [load("k", "i")]), move("i", at(5, 8)))).toMatchObject({ status: "refused", rule: "PG 5.6", code: "move.loaded" });
  });
});

describe("PG 5.61 transporting personnel", () => {
  it("PG 5.61 personnel load for 1 MP each to the transport and the unit, entering no hex (5.0)", () => {
    const { state, events } = play(ready(), load("k", "i"));
    expect(only(events, "mp-spent")).toEqual([
      { type: "mp-spent", piece: "k", mp: 1, by: "loading", rule: "PG 5.61" },
      { type: "mp-spent", piece: "i", mp: 1, by: "loading", rule: "PG 5.61" },
    ]);
    expect(state.activation!.pieces.k).toMatchObject({ mpSpent: 1, hexesEntered: 0 });
    expect(state.units.get("k")!.movedFired).toBe(false);
  });
  it("PG 5.61, 5.0 the MP spent loading counts against the transport's allowance", () => {
    // Truck MA 8: 1 to load, then seven clear hexes; the eighth would need 9.
    const steps = [5, 6, 7, 8, 9, 10, 11].map((col) => move("k", at(col, 8)));
    const b = playAll(ready(), [load("k", "i"), ...steps]);
    expect(b.activation!.pieces.k!.mpSpent).toBe(8);
    expect(run(b, move("k", at(12, 8)))).toMatchObject({ status: "refused", rule: "PG 5.0", code: "move.too-few-mp" });
  });
  it("PG 5.61 a unit may load, be transported and unload in one segment, but enters no hex after unloading", () => {
    const b = playAll(ready(), [load("k", "i"), move("k", at(5, 8)), move("k", at(6, 8))]);
    const { state, events } = play(b, unload("k", "i"));
    expect(events).toContainEqual({ type: "unloaded", transport: "k", unit: "i", rule: "PG 5.61" });
    expect(only(events, "mp-spent").map((e) => [e.piece, e.mp, e.by])).toEqual([["k", 1, "unloading"], ["i", 1, "unloading"]]);
    expect([state.units.get("i")!.hex, state.units.get("i")!.carriedBy, state.units.get("i")!.movedFired]).toEqual([at(6, 8), null, true]);
    expect(run(state, move("i", at(7, 8)))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "move.moved-fired" });
  });
  it("PG 5.61 a transport that unloads personnel may keep moving with the MPs it has left", () => {
    const b = playAll(ready(), [load("k", "i"), move("k", at(5, 8)), unload("k", "i")]);
    expect(play(b, move("k", at(6, 8))).state.units.get("k")!.hex).toBe(at(6, 8));
  });
  it("PG 5.61 loading needs 1 MP left to each: a unit that spent its allowance moving may not load", () => {
    expect(run(spent(ready(), "i", 4), load("k", "i"))).toMatchObject({ status: "refused", rule: "PG 5.61", code: "transport.load-no-mp" });
    expect(run(spent(ready(), "k", 8), load("k", "i"))).toMatchObject({ status: "refused", rule: "PG 5.61", code: "transport.load-no-mp" });
  });
  it("PG 5.61 unloading needs 1 MP left to the transport: one that spent its allowance moving may not unload personnel", () => {
    const b = playAll(ready(), [load("k", "i"), ...[5, 6, 7, 8, 9, 10, 11].map((col) => move("k", at(col, 8)))]);
    expect(run(b, unload("k", "i"))).toMatchObject({ status: "refused", rule: "PG 5.61", code: "transport.unload-no-mp" });
  });
});
