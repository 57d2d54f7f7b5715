import { describe, expect, it } from "vitest";
import { refuseFireAboard } from "../../../../../src/engine/rules/pg/transport/restrictions";
import { activate, at, battle, load, loaded, only, play, playAll, run, unit, unload } from "./fixtures";

const HERE = at(4, 8);

describe("PG 5.67 restrictions", () => {
  it("PG 5.67 units being transported may not fire; a transport with a fire value may, loaded or not", () => {
    const b = battle(loaded(unit("p", "apc", HERE), unit("i", "infantry", HERE)));
    expect(() => refuseFireAboard(b, "i")).toThrow(expect.objectContaining({ rule: "PG 5.67", message: expect.stringContaining("transported units may not fire") }));
    expect(() => refuseFireAboard(b, "p")).not.toThrow();
  });
  // An assault hex (12.0): the Germans' infantry stands in the Soviets' hex.
  it("PG 5.67 in a hex containing enemy units no unit loads", () => {
    const b = playAll(battle([unit("k", "truck", HERE), unit("i", "infantry", HERE), unit("e", "german", HERE)]), [activate(["k", "i"], { stack: HERE })]);
    expect(run(b, load("k", "i"))).toMatchObject({ status: "refused", rule: "PG 5.67", code: "transport.enemy-hex" });
  });
  it("PG 5.67 … but a transported unit may unload there, as a movement action", () => {
    const b = playAll(battle([...loaded(unit("k", "truck", HERE), unit("i", "infantry", HERE)), unit("e", "german", HERE)]), [activate(["k"])]);
    expect(play(b, unload("k", "i")).state.units.get("i")!.carriedBy).toBeNull();
  });
});

describe("PG 5.67 example E6: an SPW 251 APC carrying an INF unit", () => {
  const apc = () => battle(loaded(unit("p", "apc", HERE), unit("i", "infantry", HERE)));
  it("PG 5.67 E6 the APC declares a Fire action: its loaded INF may not fire, nor unload (unloading is a Movement action)", () => {
    const b = playAll(apc(), [{ type: "activate", side: "soviet", root: { piece: "p" }, pieces: { p: "fire" } }]);
    expect(() => refuseFireAboard(b, "i")).toThrow(expect.objectContaining({ rule: "PG 5.67" }));
    expect(run(b, unload("p", "i"))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "transport.designated-to-fire" });
  });
  it("PG 5.67 E6 the next turn the APC declares a Movement action and unloads its INF: the INF's action is over (no assault)", () => {
    const { state, events } = play(playAll(apc(), [activate(["p"])]), unload("p", "i"));
    expect(state.activation!.pieces.p!.action).toBe("move");
    expect(only(events, "moved-fired")).toEqual([{ type: "moved-fired", pieces: ["i"], rule: "PG 5.61" }]);
    expect([state.units.get("i")!.hex, state.units.get("i")!.carriedBy]).toEqual([HERE, null]);
  });
});

describe("PG 3.13, 14.3, 4.1 loading and unloading are a unit's Movement action", () => {
  it("PG 3.13 only units activated this segment load", () => {
    expect(run(battle([unit("k", "truck", HERE), unit("i", "infantry", HERE)]), load("k", "i"))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "transport.no-activation" });
  });
  it("PG 3.13 a transport designated to fire does not load", () => {
    const b = playAll(battle([unit("k", "truck", HERE), unit("i", "infantry", HERE)]), [{ type: "activate", side: "soviet", root: { stack: HERE }, pieces: { k: "fire", i: "move" } }]);
    expect(run(b, load("k", "i"))).toMatchObject({ status: "refused", rule: "PG 3.13", code: "transport.designated-to-fire" });
  });
  it("PG 14.3 a demoralized unit only attempts recovery: it does not load", () => {
    const b = playAll(battle([unit("k", "truck", HERE), { ...unit("i", "infantry", HERE), status: "demoralized" }]), [{ type: "activate", side: "soviet", root: { stack: HERE }, pieces: { k: "move", i: "move" } }]);
    expect(run(b, load("k", "i"))).toMatchObject({ status: "refused", rule: "PG 14.3", code: "transport.demoralized" });
  });
  it("PG 4.1 unloading may not overstack the hex: three combat units (not APCs) are there", () => {
    const b = playAll(battle([...loaded(unit("k", "truck", HERE), unit("i", "infantry", HERE)), ...["a", "b", "c"].map((id) => unit(id, "infantry", HERE))]), [activate(["k"])]);
    expect(run(b, unload("k", "i"))).toMatchObject({ status: "refused", rule: "PG 4.1", code: "transport.unload-over-limit" });
  });
});
