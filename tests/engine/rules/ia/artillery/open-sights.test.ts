import { describe, expect, it } from "vitest";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit, Mission, SideArtillery } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader } from "../../../../fixtures/ia-battle";
import { at, bombardmentFixture, gun, gunSide, once, play } from "./support";

type Fired = Extract<IaEvent, { type: "fire-resolved" }>;
const fires = (events: readonly IaEvent[]) => events.filter((e): e is Fired => e.type === "fire-resolved");
const G = at(5, 10);
const T = at(9, 10);

/** G's action segment, its gun `g77` (Open Sights unless said) activated to fire. */
function world(units: IaUnit[], leaders: IaLeader[] = [], mission: Mission = { mission: "open-sights" }, artillery: Partial<SideArtillery> = {}): IaBattle {
  return battle([gunSide("G", [], artillery), gunSide("R")], units, leaders, {
    phase: "action",
    impulses: { sides: ["G", "R"], active: "G", lead: 1, lastPass: null, over: false },
    activation: { side: "G", pieces: { g77: { action: "fire", ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] },
    plans: { G: { missions: { g77: mission } } },
  });
}
const fire: IaCommand = { type: "open-sights-fire", side: "G", firer: "g77", at: T };
const cav = (id: string) => inf(id, "R", T, { kind: "CAV", mounted: true });

describe("IA1 9.12, 10.3 Open Sights fire", () => {
  it("IA1 9.3 example: a 77/96 of fire 5 on Open Sights at two mounted CAV and a Lieutenant: the 16 column against him, 21 against them; an 8 is no effect on him, M on each of them", () => {
    const b = world([gun("g77", "G", G, 5), cav("c1"), cav("c2")], [leader("lt", "R", T, { rank: 1, rankTitle: "Lieutenant" })]);
    // The shipped Bombardment Table: its 5, 16 and 21 columns and the 8 row's cells there are the rules' (9.3).
    const r = play(b, [fire], [4, 4, 1, 1, 1, 1]);
    expect(r.result.status).toBe("done");
    expect(fires(r.events)).toMatchObject([
      {
        side: "G",
        firers: ["g77"],
        strength: 5,
        column: 16,
        rule: "IA1 10.3",
        results: [
          { piece: "c1", column: 21, result: "M", source: "rules" },
          { piece: "c2", column: 21, result: "M", source: "rules" },
          { piece: "lt", column: 16, result: "-", source: "rules" },
        ],
      },
    ]);
    expect(r.events.filter((e) => e.type === "morale-checked").map((e) => (e as { piece: string }).piece)).toEqual(["c1", "c2"]);
    expect(r.state.units.get("g77")!.movedFired).toBe(true);
  });

  it("IA1 10.12 its fire is never blocked by friendly units in the way", () => {
    // Down one column: the friendly company stands on the line of fire.
    const units = [gun("g77", "G", at(9, 6), 5), inf("g1", "G", at(9, 8)), inf("r1", "R", T)];
    expect(play(world(units), [fire], [6, 6], {}, bombardmentFixture()).result.status).toBe("done");
  });

  it("IA1 9.82 into an assault hex: each side's pieces there take an attack of their own", () => {
    const units = [gun("g77", "G", G, 5), inf("r1", "R", T), inf("g1", "G", T)];
    const r = play(world(units), [fire], [6, 6, 6, 6], {}, bombardmentFixture());
    expect(fires(r.events).map((e) => [e.rule, e.results.map((x) => x.piece)])).toEqual([
      ["IA1 9.82", ["r1"]],
      ["IA1 9.82", ["g1"]],
    ]);
  });

  it("IA1 11.2 after each fire, two dice above the side's Ammunition Depletion number deplete it (half strength); depleted already, it is eliminated (EAD)", () => {
    const units = [gun("g77", "G", G, 5), inf("r1", "R", T)];
    const ok = play(world(units, [], { mission: "open-sights" }, { depletion: 7 }), [fire], [6, 6, 3, 4], {}, bombardmentFixture());
    expect(ok.events.find((e) => e.type === "ammunition-checked")).toMatchObject({ unit: "g77", depletion: 7, result: "ok", rule: "IA1 11.2" });
    const depleted = play(world(units, [], { mission: "open-sights" }, { depletion: 7 }), [fire], [6, 6, 4, 4], {}, bombardmentFixture());
    expect(depleted.events.find((e) => e.type === "ammunition-checked")).toMatchObject({ result: "depleted" });
    expect(depleted.state.plans!.G!.missions.g77).toEqual({ mission: "open-sights", depleted: true });
    // Depleted and disrupted: quartered (5 → 2); another failure eliminates it, not as a loss for initiative.
    const again = play(world([gun("g77", "G", G, 5, { status: "disrupted" }), inf("r1", "R", T)], [], { mission: "open-sights", depleted: true }, { depletion: 7 }), [fire], [6, 6, 4, 4], {}, bombardmentFixture());
    expect(fires(again.events)[0]).toMatchObject({ strength: 2, strengthTrace: [{ value: 5 }, { value: -2, rule: "IA1 14.2" }, { value: -1, rule: "IA1 11.2" }] });
    expect(again.events.filter((e) => e.type === "eliminated")).toEqual([{ type: "eliminated", piece: "g77", rule: "IA1 11.2", countsForInitiative: false, countsForVictory: false }]);
    expect(again.state.plans!.G!.missions.g77).toEqual({ mission: "open-sights", depleted: true, ead: true });
    expect(again.state.sides[0].stepsLost).toBe(0);
  });

  it("IA1 9.12, 9.4 only a gun with an Open Sights mission fires so, at a hex holding an enemy it spots itself", () => {
    const units = [gun("g77", "G", G, 5), inf("r1", "R", T)];
    expect(once(world(units, [], { mission: "planned-fire", turns: [null] }), fire)).toMatchObject({ status: "refused", rule: "IA1 9.12", code: "artillery.not-open-sights" });
    const hidden = [gun("g77", "G", G, 5), inf("r1", "R", T, { hidden: true })];
    expect(once(world(hidden), fire)).toMatchObject({ status: "refused", rule: "IA1 9.4", code: "artillery.not-spotted" });
  });

  it("IA1 9.62 a gun with an Open Sights or Planned Fire mission does not move", () => {
    const b = world([gun("g77", "G", G, 5, { full: { direct: 0, bombardment: 5, range: 10, movement: 2 } })]);
    const moving = { ...b, activation: { ...b.activation!, pieces: { g77: { action: "move" as const, ledBy: null, mpSpent: 0, hexesEntered: 0 } } } };
    expect(once(moving, { type: "move", side: "G", piece: "g77", to: at(5, 11) })).toMatchObject({ status: "refused", rule: "IA1 9.62", code: "artillery.fixed" });
    const aborted = { ...moving, plans: { G: { missions: { g77: { mission: "abort", turn: 1 } as Mission } } } };
    expect(once(aborted, { type: "move", side: "G", piece: "g77", to: at(5, 11) }).status).not.toBe("refused");
  });
});
