import { describe, expect, it } from "vitest";
import { checkMorale } from "../../../../../src/engine/rules/ia/morale";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit, Mission } from "../../../../../src/engine/rules/ia/state";
import { lossesOf } from "../../../../../src/engine/rules/series/victory/record";
import { victoryTally } from "../../../../../src/engine/rules/series/victory/tally";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import * as artillery from "../artillery/support";
import * as edge from "../board-edge/support";
import { at, done, probe } from "../morale/probe";
import * as optional from "../optional/support";
import { after, gun, loaded, mg } from "../transport/support";

const none = { steps: 0, units: 0, leaders: 0, exits: [] };

describe("IA1 3.0, Definitions (Victory Conditions): losses that count for victory", () => {
  it("IA1 7.6 step losses count step by step, and an eliminated unit and leader count once each", () => {
    const h = at(5, 5);
    const b = battle([side("R", 3), side("G", 2)], [inf("i1", "R", h), inf("i2", "R", h, { steps: 1 })], [leader("lt", "R", h)]);
    const { state } = done(b, [], (ctx) => {
      ctx.emit({ type: "steps-lost", unit: "i1", steps: 1, rule: "IA1 7.6" });
      // Two step losses to a reduced company: it had one step to lose.
      ctx.emit({ type: "steps-lost", unit: "i2", steps: 2, rule: "IA1 7.6" });
      ctx.emit({ type: "eliminated", piece: "lt", rule: "IA1 6.7" });
    });
    expect(lossesOf(state, "R")).toEqual({ steps: 2, units: 1, leaders: 1, exits: [] });
    expect(lossesOf(state, "G")).toEqual(none);
  });

  it("IA1 5.64 a transport eliminated takes its cargo: both units and their steps count", () => {
    const h = at(5, 5);
    const b = battle([side("R", 3), side("G", 2)], loaded("w", mg("mg", h)));
    const { state } = done(b, [], (ctx) => ctx.emit({ type: "steps-lost", unit: "w", steps: 1, rule: "IA1 7.6" }));
    expect(lossesOf(state, "R")).toEqual({ steps: 2, units: 2, leaders: 0, exits: [] });
  });

  it("IA1 4.4 units eliminated for overstacking count as eliminated for victory (though not as step losses for initiative)", () => {
    const h = at(5, 5);
    const example = battle([side("R", 3, { stepsPerInitiative: 2 }), side("G", 2)], [inf("i1", "R", h), inf("i2", "R", h), gun("art", h), ...loaded("w", mg("mg", h))]);
    // IA1 4.4's example: the wagon is disrupted (5, 5 against morale 8), its MG unloads and the hex is overstacked.
    const bombarded = (ctx: Parameters<typeof checkMorale>[0]) => checkMorale(ctx, ["w"], 0, "bombardment");
    const asked = probe(example, [5, 5], bombarded).result;
    const id = asked.status === "decision" ? asked.request.id : "";
    const { state } = done(example, [5, 5], bombarded, { [id]: "i1" });
    expect(state.eliminated).toEqual(["i1"]);
    expect(state.sides[0].stepsLost).toBe(0);
    expect(lossesOf(state, "R")).toEqual({ steps: 2, units: 1, leaders: 0, exits: [] });
  });

  it("IA1 11.2 a unit eliminated due to ammunition depletion (EAD) does not count as eliminated for victory", () => {
    const G = artillery.at(5, 10);
    const T = artillery.at(9, 10);
    const world = (mission: Mission): IaBattle =>
      battle([artillery.gunSide("G", [], { depletion: 7 }), artillery.gunSide("R")], [artillery.gun("g77", "G", G, 5), inf("r1", "R", T)], [], {
        phase: "action",
        impulses: { sides: ["G", "R"], active: "G", lead: 1, lastPass: null, over: false },
        activation: { side: "G", pieces: { g77: { action: "fire", ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] },
        plans: { G: { missions: { g77: mission } } },
      });
    const fire: IaCommand = { type: "open-sights-fire", side: "G", firer: "g77", at: T };
    // Depleted already; after the fire (6, 6) the check rolls 4, 4 = 8, above 7: eliminated (EAD).
    const r = artillery.play(world({ mission: "open-sights", depleted: true }), [fire], [6, 6, 4, 4], {}, artillery.bombardmentFixture());
    expect(r.state.units.has("g77")).toBe(false);
    expect(r.state.eliminated).toEqual(["g77"]);
    expect(lossesOf(r.state, "G")).toEqual(none);
    expect(victoryTally(r.state).sides[0]!.lost).toEqual({ steps: 0, units: 0, leaders: 0 });
  });

  it("IA1 17.1 the company removed by consolidation does not count as eliminated for victory", () => {
    const here = optional.at(5, 5);
    const reduced = (id: string): IaUnit => inf(id, "A", here, { steps: 1 });
    const b = optional.inAction(["consolidation"], [reduced("a1"), reduced("a2"), inf("b", "B", optional.at(25, 30))], [leader("capt", "A", here)]);
    const r = optional.chain(b, [
      { type: "activate", side: "A", root: { leader: "capt" }, pieces: { a1: "move", a2: "move" } },
      { type: "consolidate", side: "A", unit: "a1", with: "a2" },
    ]);
    expect(r.state.units.has("a2")).toBe(false);
    expect(lossesOf(r.state, "A")).toEqual(none);
  });

  it("IA1 16.42 units exiting the board are not counted as destroyed; the hex each left from is kept", () => {
    const from = edge.at(5, 0);
    const b = edge.exiting([inf("r1", "R", from), ...loaded("w", mg("mg", from))], [{ side: "R", hexes: [from] }]);
    const { state } = after(edge.ia, b, [edge.activate({ r1: "move", w: "move" }), edge.exit("r1", { with: ["capt"] }), edge.exit("w")]);
    expect(state.exited).toEqual(["r1", "capt", "w", "mg"]);
    // Units only: the wagon and its MG, and r1; the Captain is not a unit.
    expect(lossesOf(state, "R")).toEqual({ steps: 0, units: 0, leaders: 0, exits: [from, from, from] });
  });
});
