import { describe, expect, it } from "vitest";
import { activate, at, battle, limber, load, loaded, move, only, play, playAll, run, unit, unload } from "./fixtures";

const HERE = at(4, 8);
/** A truck and an unlimbered AT gun (a "T" on its limbered side) at [4, 8], both activated to move. */
const ready = (more: Parameters<typeof battle>[0] = []) => playAll(battle([unit("k", "truck", HERE), unit("g", "at-gun", HERE), ...more]), [activate(["k", "g", ...more.map((u) => u.id)], { stack: HERE })]);
/** The AT gun starting the segment loaded on the truck, the truck activated to move. */
const towing = (more: Parameters<typeof battle>[0] = []) =>
  playAll(battle([...loaded(unit("k", "truck", HERE), unit("g", "at-gun", HERE, { limbered: true })), ...more]), [activate(["k", ...more.map((u) => u.id)], { stack: HERE })]);

describe("PG 5.62, 5.63 transporting weapons: limbering and loading", () => {
  it("PG 5.62, 5.63 a weapon is limbered and loaded for all the MPs of both: the whole segment of each", () => {
    const { state, events } = play(ready(), load("k", "g"));
    expect(events.filter((e) => e.type !== "acting")).toEqual([
      { type: "limbered", unit: "g", limbered: true, rule: "PG 5.62" },
      { type: "loaded", transport: "k", unit: "g", rule: "PG 5.63" },
      { type: "moved-fired", pieces: ["k", "g"], rule: "PG 5.63" },
    ]);
    expect([state.units.get("g")!.limbered, state.units.get("g")!.carriedBy]).toEqual([true, "k"]);
    expect(run(state, move("k", at(5, 8)))).toMatchObject({ status: "refused", code: "move.moved-fired" });
  });
  it("PG 5.63 a transport may not move and load a weapon unit in the same action segment", () => {
    const both = playAll(ready(), [move("k", at(5, 8)), move("k", HERE)]);
    expect(run(both, load("k", "g"))).toMatchObject({ status: "refused", rule: "PG 5.63", code: "transport.weapon-transport-moved" });
  });
  it("PG 5.63 unloading costs no MPs; unlimbering takes the weapon's whole segment", () => {
    const { state, events } = play(towing(), unload("k", "g", true));
    expect(only(events, "mp-spent")).toEqual([]);
    expect(events.filter((e) => e.type !== "acting")).toEqual([
      { type: "unloaded", transport: "k", unit: "g", rule: "PG 5.63" },
      { type: "limbered", unit: "g", limbered: false, rule: "PG 5.63" },
      { type: "moved-fired", pieces: ["g"], rule: "PG 5.63" },
    ]);
    expect([state.units.get("g")!.limbered, state.units.get("g")!.movedFired, state.units.get("k")!.movedFired]).toEqual([false, true, false]);
  });
  it("PG 5.63 a weapon that starts its segment loaded may unload and unlimber after its transport moved, and the transport moves on (ruling A11)", () => {
    const b = playAll(towing(), [move("k", at(5, 8)), move("k", at(6, 8))]);
    const { state } = play(b, unload("k", "g", true));
    expect([state.units.get("g")!.hex, state.units.get("g")!.limbered]).toEqual([at(6, 8), false]);
    expect(play(state, move("k", at(7, 8))).state.units.get("k")!.hex).toBe(at(7, 8));
  });
  it("PG 5.63 … or the transport loads another unit in the same hex in the same segment (ruling A11)", () => {
    const b = playAll(towing([unit("h", "light-gun", HERE)]), [unload("k", "g", true)]);
    const { state } = play(b, load("k", "h"));
    expect(state.units.get("h")!.carriedBy).toBe("k");
  });
  it("PG 5.63 unloaded without unlimbering, a weapon stays limbered and its action is over", () => {
    const { state } = play(towing(), unload("k", "g"));
    expect([state.units.get("g")!.limbered, state.units.get("g")!.movedFired]).toEqual([true, true]);
  });
  it("PG 5.63 only a weapon unlimbers as it unloads", () => {
    const b = playAll(battle([...loaded(unit("k", "truck", HERE), unit("i", "infantry", HERE))]), [activate(["k"])]);
    expect(run(b, unload("k", "i", true))).toMatchObject({ status: "refused", rule: "PG 5.63", code: "transport.unlimber-not-weapon" });
  });
});

describe("PG 5.62, 5.63 limbering and unlimbering in place", () => {
  it("PG 5.63 a weapon unlimbers in place with its whole segment: MOVED/FIRED", () => {
    const b = playAll(battle([unit("g", "at-gun", HERE, { limbered: true })]), [activate(["g"])]);
    const { state, events } = play(b, limber("g", false));
    expect(events.filter((e) => e.type !== "acting")).toEqual([
      { type: "limbered", unit: "g", limbered: false, rule: "PG 5.62" },
      { type: "moved-fired", pieces: ["g"], rule: "PG 5.63" },
    ]);
    expect(state.units.get("g")!.limbered).toBe(false);
  });
  it("PG 5.63 limbering in place takes the weapon's whole segment too (ruling)", () => {
    const { state } = play(playAll(battle([unit("h", "light-gun", HERE)]), [activate(["h"])]), limber("h"));
    expect([state.units.get("h")!.limbered, state.units.get("h")!.movedFired]).toEqual([true, true]);
  });
  it("PG 5.62 a weapon already on that side is refused", () => {
    const b = playAll(battle([unit("g", "at-gun", HERE)]), [activate(["g"])]);
    expect(run(b, limber("g", false))).toMatchObject({ status: "refused", rule: "PG 5.62", code: "transport.already-unlimbered" });
  });
  it("PG 5.63 a weapon that moved this segment may not unlimber: it needs the whole segment", () => {
    // A limbered light gun moves one hex on its own (MA 1 on its limbered side, 5.1).
    const b = playAll(battle([unit("h", "light-gun", HERE, { limbered: true })]), [activate(["h"]), move("h", at(5, 8))]);
    expect(run(b, limber("h", false))).toMatchObject({ status: "refused", rule: "PG 5.63", code: "transport.unlimber-moved" });
  });
  it("PG 5.62 only a unit with a limbered side limbers", () => {
    const b = playAll(battle([unit("i", "infantry", HERE)]), [activate(["i"])]);
    expect(run(b, limber("i"))).toMatchObject({ status: "refused", rule: "PG 5.62", code: "transport.no-limbered-side" });
  });
  it("PG 3.13 limbering is a Movement action: a weapon designated to fire does not limber", () => {
    const b = playAll(battle([unit("g", "at-gun", HERE)]), [{ type: "activate", side: "soviet", root: { piece: "g" }, pieces: { g: "fire" } }]);
    expect(run(b, limber("g"))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "transport.designated-to-fire" });
  });
});

describe("PG 5.64 self-propelled artillery", () => {
  it("PG 5.64 a weapon with an armor value never limbers", () => {
    const b = playAll(battle([unit("s", "sp-gun", HERE)]), [activate(["s"])]);
    expect(run(b, limber("s"))).toMatchObject({ status: "refused", rule: "PG 5.64", code: "transport.self-propelled-limber" });
  });
  it("PG 5.64 … and may not be transported", () => {
    const b = playAll(battle([unit("k", "truck", HERE), unit("s", "sp-gun", HERE)]), [activate(["k", "s"], { stack: HERE })]);
    expect(run(b, load("k", "s"))).toMatchObject({ status: "refused", rule: "PG 5.64", code: "transport.self-propelled" });
  });
  it("PG 5.64 a weapon with a movement allowance and no armor value is a personnel unit: it loads for 1 MP (5.61)", () => {
    const b = playAll(battle([unit("k", "truck", HERE), unit("w", "infantry-gun", HERE)]), [activate(["k", "w"], { stack: HERE })]);
    const { state, events } = play(b, load("k", "w"));
    expect(events).toContainEqual({ type: "loaded", transport: "k", unit: "w", rule: "PG 5.61" });
    expect(state.units.get("k")!.movedFired).toBe(false);
  });
});
