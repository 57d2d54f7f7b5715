import { describe, expect, it } from "vitest";
import { checkMorale } from "../../../../../src/engine/rules/ia/morale";
import { resolveOverstacking } from "../../../../../src/engine/rules/ia/movement/overstacking";
import type { IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { iaEventFor } from "../../../../../src/engine/rules/ia/view/side-view";
import { at, done, map, probe } from "../morale/probe";
import { gun, loaded, mg } from "./support";

const h = at(5, 5);
/** A morale check for the wagon `w` (the hex was bombarded): 2d6 against morale 8. */
const bombarded = (ctx: Parameters<typeof checkMorale>[0]) => checkMorale(ctx, ["w"], 0, "bombardment");
/** IA1 4.4's example: two Russian INF, an artillery unit and a wagon carrying an MG, stacked together. */
const example = (edition: "IA1" | "IA2" = "IA1", units: IaUnit[] = [inf("i1", "R", h), inf("i2", "R", h), gun("art", h)]) =>
  battle([side("R", 3, { stepsPerInitiative: 2 }), side("G", 2)], [...units, ...loaded("w", mg("mg", h))], [], { edition });

describe("IA1 5.64, 5.65 forced unloading", () => {
  it("IA1 5.65 a transport that becomes disrupted disrupts its unit, which unloads at once on its limbered side; neither uses its activation", () => {
    const { state, events } = done(example("IA1", []), [5, 5], bombarded);
    expect([state.units.get("w")!.status, state.units.get("mg")!.status]).toEqual(["disrupted", "disrupted"]);
    expect([state.units.get("w")!.carrying, state.units.get("mg")!.carriedBy, state.units.get("mg")!.limbered]).toEqual([null, null, true]);
    expect([state.units.get("w")!.movedFired, state.units.get("mg")!.movedFired]).toEqual([false, false]);
    expect(events.find((e) => e.type === "unloaded")).toMatchObject({ transport: "w", unit: "mg", rule: "IA1 5.65" });
  });
  it("IA1 5.64, 5.65 a demoralized transport: its unit is demoralized and unloads", () => {
    const { state } = done(example("IA1", []), [6, 6], bombarded);
    expect([state.units.get("mg")!.status, state.units.get("mg")!.carriedBy]).toEqual(["demoralized", null]);
  });
  it("IA2 5.68 forced unloading in the 2nd edition", () => {
    expect(done(example("IA2", []), [5, 5], bombarded).events.find((e) => e.type === "unloaded")).toMatchObject({ rule: "IA2 5.68" });
  });
});

describe("IA1 9.13, 5.65 a gun on a Move mission set down by force", () => {
  /** The wagon `w` carrying R's gun `art` (moving only towed unless `more` says otherwise) on a Move mission to `to`. */
  const towed = (to: number, more: Partial<IaUnit> = {}) => ({
    ...battle([side("R", 3), side("G", 2)], loaded("w", gun("art", h, more))),
    plans: { R: { missions: { art: { mission: "move" as const, to } } } },
  });
  it("IA1 9.13 in its destination hex: its Move mission ends and it has Open Sights", () => {
    const { state, events } = done(towed(h), [5, 5], bombarded);
    expect(events).toContainEqual({ type: "move-mission-ended", side: "R", gun: "art", rule: "IA1 9.13" });
    expect(state.plans!.R!.missions.art).toEqual({ mission: "open-sights" });
  });
  it("IA1 9.13 short of it: its Move mission goes on, the transport that set it down noted on the plan (the gun moves only towed)", () => {
    const b = towed(at(9, 9));
    const { state, events } = done(b, [5, 5], bombarded);
    expect(state.plans!.R!.missions.art).toEqual({ mission: "move", to: at(9, 9), setDownBy: "w" });
    // The plan's business: the enemy sees the unloading, not this; a saved game keeps it.
    const note = events.find((e) => e.type === "move-gun-set-down")!;
    expect([iaEventFor(b, note, "R"), iaEventFor(b, note, "G")]).toEqual([note, null]);
    expect(decodeOnMap(map, IaBattleJson, encodeOnMap(map, IaBattleJson, state), "test").plans).toEqual(state.plans);
  });
  it("IA1 9.13 a gun that moves on its own is noted nothing", () => {
    expect(done(towed(at(9, 9), { limberedMovement: 2 }), [5, 5], bombarded).state.plans!.R!.missions.art).toEqual({ mission: "move", to: at(9, 9) });
  });
});

describe("IA1 4.4 overstacking", () => {
  it("IA1 4.4 example: the wagon is disrupted, its MG unloads, four combat units overstack the hex and the owner eliminates one of his choice", () => {
    const asked = probe(example(), [5, 5], bombarded).result;
    expect(asked).toMatchObject({
      status: "decision",
      request: { kind: "overstack-elimination", side: "R", options: ["i1", "i2", "art", "mg"], default: "i1", rule: "IA1 4.4" },
    });
    const id = asked.status === "decision" ? asked.request.id : "";
    const { state } = done(example(), [5, 5], bombarded, { [id]: "art" });
    expect(state.eliminated).toEqual(["art"]);
    expect([...state.units.values()].filter((u) => u.hex === h && u.kind !== "TRANSPORT")).toHaveLength(3);
  });
  it("IA1 4.4 the units eliminated count for victory, not for initiative; IA2 4.4 for initiative too", () => {
    const answer = (edition: "IA1" | "IA2") => {
      const asked = probe(example(edition), [5, 5], bombarded).result;
      return done(example(edition), [5, 5], bombarded, { [asked.status === "decision" ? asked.request.id : ""]: "i1" });
    };
    const ia1 = answer("IA1");
    expect([ia1.state.eliminated, ia1.state.sides[0].stepsLost, ia1.state.sides[0].initiative]).toEqual([["i1"], 0, 3]);
    expect(ia1.events.find((e) => e.type === "eliminated")).toEqual({ type: "eliminated", piece: "i1", rule: "IA1 4.4", countsForInitiative: false });
    const ia2 = answer("IA2");
    expect([ia2.state.eliminated, ia2.state.sides[0].stepsLost, ia2.state.sides[0].initiative]).toEqual([["i1"], 2, 2]);
    expect(ia2.events.find((e) => e.type === "eliminated")).toEqual({ type: "eliminated", piece: "i1", rule: "IA2 4.4" });
  });
  it("IA1 4.4 resolveOverstacking: companies over the limit go first, so a third company is chosen from the companies alone", () => {
    const b = battle([side("R", 3), side("G", 2)], [inf("i1", "R", h), inf("i2", "R", h), inf("i3", "R", h), mg("mg", h)]);
    const asked = probe(b, [], (ctx) => resolveOverstacking(ctx, h, "R")).result;
    expect(asked).toMatchObject({ status: "decision", request: { options: ["i1", "i2", "i3"], default: "i1" } });
    const id = asked.status === "decision" ? asked.request.id : "";
    expect(done(b, [], (ctx) => resolveOverstacking(ctx, h, "R"), { [id]: "i2" }).state.eliminated).toEqual(["i2"]);
  });
});
