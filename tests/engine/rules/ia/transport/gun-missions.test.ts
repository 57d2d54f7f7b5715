import { describe, expect, it } from "vitest";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, Mission } from "../../../../../src/engine/rules/ia/state";
import { activate, after, gun, inAction, leader, loaded, run, wagon, world } from "./support";

const { ia, at } = world();
const h = at(5, 5);
const far = at(18, 18);
const capt = () => [leader("capt", "R", h)];
const limber: IaCommand = { type: "limber", side: "R", unit: "gun" };
const load: IaCommand = { type: "load", side: "R", transport: "w", unit: "gun" };
const unload: IaCommand = { type: "unload", side: "R", transport: "w", unlimber: false };
const move = (piece: string, to: number): IaCommand => ({ type: "move", side: "R", piece, to });

const PLANNED: Mission = { mission: "planned-fire", turns: [null, null] };
const OPEN: Mission = { mission: "open-sights" };
const ABORT: Mission = { mission: "abort", turn: 1 };
const planned = (b: IaBattle, gunMission: Mission): IaBattle => ({ ...b, plans: { R: { missions: { gun: gunMission } } } });

/** The command after `setup` is refused under `rule` with `code`, and the battle is left as it was. */
function refusedAs(b: IaBattle, commands: IaCommand[], rule: string, code: string): void {
  const before = structuredClone(b);
  expect(run(ia, b, commands)).toMatchObject({ status: "refused", rule, code });
  expect(b).toEqual(before);
}

describe("IA1 9.15, 9.62 guns with Planned Fire or Open Sights missions cannot move", () => {
  it("IA1 9.15 such a gun may not limber: refused, naming the rule, the state unchanged", () => {
    for (const m of [PLANNED, OPEN]) refusedAs(planned(inAction([gun("gun", h)], capt(), far), m), [activate({ gun: "move" }), limber], "IA1 9.62", "artillery.fixed");
  });

  it("IA1 9.15 nor be loaded on a transport, even one already limbered", () => {
    for (const m of [PLANNED, OPEN])
      refusedAs(planned(inAction([wagon("w", h), gun("gun", h, { limbered: true })], capt(), far), m), [activate({ w: "move", gun: "move" }), load], "IA1 9.62", "artillery.fixed");
  });

  it("IA1 9.15 a transport carrying such a gun may not take it away, nor off the board", () => {
    const b = planned({ ...inAction(loaded("w", gun("gun", at(0, 5))), [leader("capt", "R", at(0, 5))], far), exits: [{ side: "R", hexes: [at(0, 5)] }] }, OPEN);
    refusedAs(b, [activate({ w: "move" }), move("w", at(1, 5))], "IA1 9.62", "artillery.fixed");
    refusedAs(b, [activate({ w: "move" }), { type: "exit-board", side: "R", unit: "w" }], "IA1 9.62", "artillery.fixed");
  });

  it("IA1 9.14, 9.15 after a successful abort the gun limbers, loads and moves", () => {
    expect(after(ia, planned(inAction([gun("gun", h)], capt(), far), ABORT), [activate({ gun: "move" }), limber]).state.units.get("gun")!.limbered).toBe(true);
    const b = planned(inAction([wagon("w", h), gun("gun", h, { limbered: true })], capt(), far), ABORT);
    expect(after(ia, b, [activate({ w: "move", gun: "move" }), load]).state.units.get("gun")!.carriedBy).toBe("w");
    const c = planned(inAction(loaded("w", gun("gun", h)), capt(), far), ABORT);
    expect(after(ia, c, [activate({ w: "move" }), move("w", at(5, 6))]).state.units.get("gun")!.hex).toBe(at(5, 6));
  });
});

describe("IA1 9.13 a gun on a Move mission towed to its destination hex", () => {
  const dest = at(5, 6);
  const towed = () => planned(inAction(loaded("w", gun("gun", h)), capt(), far), { mission: "move", to: dest });

  it("IA1 9.13 its transport may take it into its destination hex but no farther", () => {
    refusedAs(after(ia, towed(), [activate({ w: "move" }), move("w", dest)]).state, [move("w", at(5, 7))], "IA1 9.13", "artillery.arrived");
  });

  it("IA1 9.13 unloading there ends its Move mission: it has Open Sights at once, and the transport may move on (5.63)", () => {
    const there = after(ia, towed(), [activate({ w: "move" }), move("w", dest)]).state;
    const { state, events } = after(ia, there, [unload]);
    expect(events).toContainEqual({ type: "move-mission-ended", side: "R", gun: "gun", rule: "IA1 9.13" });
    expect(state.plans!.R!.missions.gun).toEqual({ mission: "open-sights" });
    expect(after(ia, state, [move("w", at(5, 7))]).state.units.get("w")!.hex).toBe(at(5, 7));
  });

  it("IA1 9.1, 16.42 it does not exit the board on its transport: only an Abort mission lets a gun exit", () => {
    const atEdge = (m: Mission) => planned({ ...inAction(loaded("w", gun("gun", at(0, 5))), [leader("capt", "R", at(0, 5))], far), exits: [{ side: "R", hexes: [at(0, 5)] }] }, m);
    const exit: IaCommand = { type: "exit-board", side: "R", unit: "w" };
    refusedAs(atEdge({ mission: "move", to: dest }), [activate({ w: "move" }), exit], "IA1 9.1", "artillery.move-exit");
    expect(after(ia, atEdge(ABORT), [activate({ w: "move" }), exit]).state.exited).toEqual(["w", "gun"]);
  });

  it("IA1 9.13 unloaded on the way, the Move mission goes on", () => {
    const { state, events } = after(ia, towed(), [activate({ w: "move" }), unload]);
    expect(events.some((e) => e.type === "move-mission-ended")).toBe(false);
    expect(state.plans!.R!.missions.gun).toEqual({ mission: "move", to: dest });
  });
});
