import { describe, expect, it } from "vitest";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { asSpotter, asTarget, sightFor } from "../../../../../src/engine/rules/ia/commands/sight";
import type { IaCommand } from "../../../../../src/engine/rules/ia/commands/schema";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { iaEventFor } from "../../../../../src/engine/rules/ia/view/side-view";
import { inf } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { cav, done, fixtureTables, inAction, mg, refused } from "../fire/support";
import { at, fixture, map } from "../opportunity/support";

// The 30×40 test map in IA2 terrain, woods at (8, 0) as on the IA1 map (same indices).
const woods = at(8, 0);
const { col, row } = map.offsetAt(woods);
const map2 = testMap(ia2Tec, [[col, row, ["woods"]]]);
const ia2 = iaRuleset(map2, ia2Tec, { fireTables: fixtureTables() });
const inIa2: Partial<IaBattle> = { edition: "IA2", visibility: ia2Visibility("day", 1) };

/**
 * German special-spotting cavalry "c" four hexes from a Russian company "r" in woods (one past the woods' three, 7.21),
 * activated to move; an MG "m" eight hexes away that cannot see into the woods; a Russian company "o" in the open.
 */
const scene = (cavalry: Partial<IaUnit> = {}, more: Partial<IaBattle> = inIa2, designated: string[] = ["c"]): IaBattle =>
  inAction(
    [cav("c", "G", at(8, 4), { specialSpotting: true, ...cavalry }), mg("m", "G", at(8, 8)), inf("r", "R", woods), inf("o", "R", at(4, 4))],
    [],
    { ...more, activation: { side: "G", pieces: Object.fromEntries(designated.map((id) => [id, { action: "move" as const, ledBy: null, mpSpent: 0, hexesEntered: 0 }])), current: null, done: [] } },
  );
const spot = (target = "r", unit = "c"): IaCommand => ({ type: "special-spot", side: "G", unit, target });
const mgSees = (b: IaBattle, target: string) => sightFor({ state: b, map: map2, tec: ia2Tec }).canSpot(asSpotter(b.units.get("m")!), asTarget(b.units.get(target)!));

describe("IA2 7.3 special spotting powers: placing a Spotted marker", () => {
  it("IA2 7.3 an activated special spotter marks an enemy unit it spots in woods four hexes away, as if it had fired: other units now spot it as in the open (7.22)", () => {
    const before = scene();
    expect(mgSees(before, "r")).toBe(false);
    const { state, events } = done(ia2, before, spot());
    expect(events.filter((e) => e.type !== "spines-fixed")).toEqual([{ type: "special-spotted", unit: "c", target: "r", rule: "IA2 7.3" }]);
    expect(state.units.get("r")!.spotted).toBe(true);
    expect(mgSees(state, "r")).toBe(true);
  });

  it("IA2 7.3 at no MP cost and no action: the spotter has spent nothing, is not MOVED/FIRED and still moves", () => {
    const { state } = done(ia2, scene(), spot());
    expect(state.activation!.pieces["c"]).toMatchObject({ mpSpent: 0, hexesEntered: 0 });
    expect(state.units.get("c")!.movedFired).toBeFalsy();
    expect(state.activation!.done).toEqual([]);
    const moved = done(ia2, state, { type: "move", side: "G", piece: "c", to: at(8, 5) }).state;
    expect(moved.units.get("c")!.hex).toBe(at(8, 5));
  });

  it("IA2 7.3 once in its activation: a second marker is refused, and a saved battle keeps the use", () => {
    const { state } = done(ia2, scene(), spot());
    expect(state.activation!.specialSpotted).toEqual(["c"]);
    const saved = decodeOnMap(map2, IaBattleJson, JSON.parse(JSON.stringify(encodeOnMap(map2, IaBattleJson, state))), "saved battle");
    expect(saved.activation!.specialSpotted).toEqual(["c"]);
    expect(refused(ia2, saved, spot("o"))).toMatchObject({ rule: "IA2 7.3", code: "special-spot.used" });
    expect(refused(ia2, state, spot("o"))).toMatchObject({ rule: "IA2 7.3", reason: `${state.units.get("c")!.name} has already placed a Spotted marker this activation` });
  });

  it("IA2 7.3 refused: in an IA1 battle, a unit without the power, not activated, demoralized, or whose action is finished", () => {
    const name = scene().units.get("c")!.name;
    expect(refused(fixture, scene({}, {}), spot())).toMatchObject({ rule: "IA2 7.3", code: "special-spot.ia1" });
    expect(refused(ia2, scene({ specialSpotting: undefined }), spot())).toMatchObject({ rule: "IA2 7.3", reason: `${name} has no special spotting powers` });
    expect(refused(ia2, scene({}, inIa2, ["m"]), spot())).toMatchObject({ rule: "IA2 7.3", reason: `${name} is not a unit activated this segment` });
    expect(refused(ia2, scene({ status: "demoralized" }), spot())).toMatchObject({ rule: "IA2 7.3", reason: `${name} is demoralized` });
    expect(refused(ia2, scene({ movedFired: true }), spot())).toMatchObject({ rule: "IA2 7.3", reason: `${name} has finished its action this segment` });
  });

  it("IA2 7.3 a unit already under a Spotted marker is not chosen again", () => {
    const b = scene();
    const units = new Map(b.units);
    units.set("o", { ...b.units.get("o")!, spotted: true });
    expect(refused(ia2, { ...b, units }, spot("o"))).toMatchObject({ rule: "IA2 7.3", code: "special-spot.already-spotted" });
  });

  it("IA2 7.3 only a unit it can spot: one in woods five hexes away is beyond its four", () => {
    const b = scene({ hex: at(8, 5) });
    const r = refused(ia2, b, spot());
    expect(r).toMatchObject({ rule: "IA2 7.3", code: "special-spot.out-of-range", params: { range: 5, spotting: 4 } });
  });

  it("IA2 7.3 a hidden enemy unit cannot be chosen: refused exactly as a unit not on the board", () => {
    const hidden = scene();
    const units = new Map(hidden.units);
    units.set("r", { ...hidden.units.get("r")!, hidden: true });
    const gone = new Map(hidden.units);
    gone.delete("r");
    const asHidden = refused(ia2, { ...hidden, units }, spot());
    const asGone = refused(ia2, { ...hidden, units: gone }, spot());
    expect(asHidden).toEqual(asGone);
    expect(asHidden).toMatchObject({ rule: "IA2 7.3", reason: "there is no enemy unit r on the board" });
  });

  it("IA2 7.3 both sides see the marker placed: a hidden spotter is placed on the board first (IA1 16.5)", () => {
    const { events, state } = done(ia2, scene({ hidden: true }), spot());
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(["revealed", "special-spotted"]);
    expect(state.units.get("c")!.hidden).toBeFalsy();
    // The Russian side, knowing the spotter once it is revealed, sees the event whole.
    const marked = events.find((e) => e.type === "special-spotted")!;
    expect(iaEventFor(state, marked, "R")).toEqual(marked);
  });
});
