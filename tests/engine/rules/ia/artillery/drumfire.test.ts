import { describe, expect, it } from "vitest";
import { ia1Bombardment } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit, Mission } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { at, bombardmentFixture, gun, gunSide, map, play, plan } from "./support";

type Fired = Extract<IaEvent, { type: "fire-resolved" }>;
const fires = (events: readonly IaEvent[]) => events.filter((e): e is Fired => e.type === "fire-resolved");
const T = at(10, 10);
const mg = (id: string, hex: number, more: Partial<IaUnit> = {}) =>
  inf(id, "G", hex, { kind: "MG", company: false, steps: 1, maxSteps: 1, reduced: undefined, full: { direct: 6, bombardment: 0, range: 6, movement: 4 }, ...more });

/** Runs the command, failing the test unless it is done. */
function must(b: IaBattle, commands: IaCommand[], dice: number[], answers = {}, tables = undefined as ReturnType<typeof bombardmentFixture> | undefined) {
  const r = play(b, commands, dice, answers, tables);
  if (r.result.status !== "done") throw new Error(`${r.result.status}: ${JSON.stringify(r.result).slice(0, 300)}`);
  return r;
}

/** Both sides pass until the turn is over (IA1 3.0 C). */
function passTurn(b: IaBattle): IaBattle {
  let s = b;
  while (s.phase === "action") s = must(s, [{ type: "pass", side: s.impulses!.active }], []).state;
  return s;
}

describe("IA1 9.7, 9.71, 9.72 Drumfire markers", () => {
  it("IA1 9.2 example: 2 x 14 + 1 x 6 plotted at one hex two turns running attack it on the 30 column in both Bombardment Phases, and whatever enters it in the second turn's Action Phase", () => {
    // The shipped Bombardment Table's 30 column is fixed by this very example (rules provenance); its cells are not asserted.
    expect(ia1Bombardment.columns.find((c) => c.value === 30)!.provenance).toMatchObject({ source: "rules", rule: "9.2" });
    const line = [{ at: T }, { at: T }, null, null];
    const missions: Extract<IaCommand, { type: "write-artillery-plan" }>["missions"] = {
      "R-oba-1": { mission: "planned-fire", turns: line },
      "R-oba-2": { mission: "planned-fire", turns: line },
      "R-oba-3": { mission: "planned-fire", turns: line },
    };
    const start = battle([gunSide("R", [14, 14, 6]), side("G", 3)], [mg("g1", T), mg("g2", at(10, 11))], [], { lastTurn: 4 });
    // Turn 1: R wins the initiative 5–1; one combined attack of 34 (no marker: nothing was fired at last turn).
    const one = must(start, [plan("R", missions), { type: "roll-initiative", side: "R" }], [5, 1, 6, 6]);
    expect(fires(one.events).map((e) => [e.strength, e.column, e.rule])).toEqual([[34, 30, "IA1 9.3"]]);
    expect(one.state.drumfire).toBeUndefined();
    // Turn 2: the same attack, and a marker for each factor.
    const two = must(passTurn(one.state), [{ type: "roll-initiative", side: "R" }], [5, 1, 6, 6]);
    expect(fires(two.events).map((e) => [e.strength, e.column])).toEqual([[34, 30]]);
    expect(two.events.filter((e) => e.type === "drumfire-placed").map((e) => (e as { gun: string }).gun)).toEqual(["R-oba-1", "R-oba-2", "R-oba-3"]);
    // R passes its segments; G's MG enters the hex and is attacked on the 30 column; the MG already there is not.
    let gs = two.state;
    while (gs.impulses!.active === "R") gs = must(gs, [{ type: "pass", side: "R" }], []).state;
    const g = must(gs, [{ type: "activate", side: "G", root: { piece: "g2" }, pieces: { g2: "move" } }, { type: "move", side: "G", piece: "g2", to: T }], [6, 6]);
    expect(fires(g.events)).toMatchObject([{ side: "R", firers: ["R-oba-1", "R-oba-2", "R-oba-3"], strength: 34, column: 30, rule: "IA1 9.71", results: [{ piece: "g2" }] }]);
    // Marker removal takes them off.
    const after = must(g.state, [{ type: "end-activation", side: "G" }], []);
    const next = passTurn(after.state);
    expect(next.turn).toBe(3);
    expect(next.drumfire).toBeUndefined();
  });

  const planned = (turns: Extract<Mission, { mission: "planned-fire" }>["turns"], crossed?: number[]): Mission => ({ mission: "planned-fire", turns, ...(crossed ? { crossed } : {}) });
  /** Turn 2's Bombardment Phase with R's factor's plan as given. */
  function turnTwo(mission: Mission, units: IaUnit[] = [], offBoard = [6]) {
    const b = battle([gunSide("R", offBoard, { smoke: true }), side("G", 3)], units, [], { lastTurn: 4, turn: 2, plans: { R: { missions: { "R-oba-1": mission } } } });
    return must(b, [{ type: "roll-initiative", side: "R" }], [5, 1, 6, 6, 6, 6], {}, bombardmentFixture());
  }

  it("IA1 9.7 a marker is placed even when the hex is empty; none for a different hex", () => {
    expect(turnTwo(planned([{ at: T }, { at: T }, null, null])).state.drumfire).toEqual([{ at: T, side: "R", gun: "R-oba-1", onboard: false }]);
    expect(turnTwo(planned([{ at: at(9, 9) }, { at: T }, null, null])).state.drumfire).toBeUndefined();
  });

  it("IA1 9.72 smoke last turn or now, or last turn's fire crossed out (9.61), places no marker", () => {
    expect(turnTwo(planned([{ at: T, smoke: true }, { at: T }, null, null])).state.drumfire).toBeUndefined();
    expect(turnTwo(planned([{ at: T }, { at: T, smoke: true }, null, null])).state.drumfire).toBeUndefined();
    expect(turnTwo(planned([{ at: T }, { at: T }, null, null], [1])).state.drumfire).toBeUndefined();
  });

  it("IA1 9.72 a gun's marker comes off the moment it is eliminated; the others stay", () => {
    const r75 = gun("r75", "R", at(5, 10), 6);
    const gmg = mg("gmg", at(5, 12));
    const b = battle([gunSide("R", [6]), side("G", 3)], [r75, gmg], [], {
      phase: "action",
      impulses: { sides: ["G", "R"], active: "G", lead: 1, lastPass: null, over: false },
      drumfire: [
        { at: T, side: "R", gun: "r75", onboard: true },
        { at: T, side: "R", gun: "R-oba-1", onboard: false },
      ],
    });
    // The fixture Direct Fire Table: 2 → 3X eliminates the gun.
    const r = must(b, [{ type: "activate", side: "G", root: { piece: "gmg" }, pieces: { gmg: "fire" } }, { type: "direct-fire", side: "G", firers: ["gmg"], at: at(5, 10) }], [1, 1], {}, bombardmentFixture());
    expect(r.events.filter((e) => e.type === "drumfire-removed")).toEqual([{ type: "drumfire-removed", guns: ["r75"], rule: "IA1 9.72" }]);
    expect(r.state.drumfire).toEqual([{ at: T, side: "R", gun: "R-oba-1", onboard: false }]);
  });

  it("IA1 9.71, 9.72, 9.85 a mover that fails the morale check drumfire causes stops in the hex; a disrupted gun's drumfire is at half strength; no friendly fire", () => {
    const r75 = gun("r75", "R", at(5, 10), 5, { status: "disrupted" });
    // An R company next to the hex: drumfire entries cause no friendly fire (9.85).
    const b = battle([gunSide("R"), side("G", 3)], [r75, mg("g2", at(10, 11)), inf("r9", "R", at(11, 10))], [], {
      phase: "action",
      impulses: { sides: ["G", "R"], active: "G", lead: 1, lastPass: null, over: false },
      drumfire: [{ at: T, side: "R", gun: "r75", onboard: true }],
    });
    // 5 halved is 3: the fixture's 1 column; 7 → M; the morale check 6+6 fails (morale 8).
    const r = must(b, [{ type: "activate", side: "G", root: { piece: "g2" }, pieces: { g2: "move" } }, { type: "move", side: "G", piece: "g2", to: T }], [3, 4, 6, 6], {}, bombardmentFixture());
    expect(fires(r.events)).toMatchObject([{ strength: 3, column: 1, rule: "IA1 9.71", results: [{ piece: "g2", result: "M" }] }]);
    expect(r.events.find((e) => e.type === "movement-stopped")).toEqual({ type: "movement-stopped", pieces: ["g2"], rule: "IA1 9.71" });
    expect(r.events.some((e) => e.type === "friendly-fire-rolled")).toBe(false);
  });

  it("IA1 14.32, 14.33 a hex with a Drumfire marker is no safe hex, and a fleeing unit never enters one", () => {
    const around = map.around(T).slice(1);
    const free = around[3]!;
    const markers = around.filter((h) => h !== free).map((h, i) => ({ at: h, side: "G", gun: `G-oba-${i + 1}`, onboard: false }));
    const b = battle([side("R", 3), gunSide("G", [6, 6, 6, 6, 6])], [inf("r1", "R", T, { status: "demoralized" })], [], {
      phase: "action",
      impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
      drumfire: [{ at: T, side: "G", gun: "G-oba-0", onboard: false }, ...markers],
    });
    // Nothing threatens it but the marker in its hex: it fails to recover (12) and flees, to the one neighbour without a marker.
    const r = must(b, [{ type: "activate", side: "R", root: { piece: "r1" }, pieces: { r1: "move" } }, { type: "recover", side: "R", piece: "r1" }], [6, 6]);
    expect(r.state.units.get("r1")!.hex).toBe(free);
  });
});
