import { describe, expect, it } from "vitest";
import { checkMorale } from "../../../../../src/engine/rules/ia/morale";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { done as fired, fixtureRules, inAction, at as fireAt } from "../fire/support";
import { at, done, ofType } from "../morale/probe";
import { DISMOUNTED, dismountedCav, MOUNTED, mountedCav } from "./support";

const h = at(5, 5);
const sides = () => [side("R", 2), side("G", 2)] as [ReturnType<typeof side>, ReturnType<typeof side>];
/** A morale check of `c` (side morale 8, no leader) with two dice. */
const check = (c: ReturnType<typeof dismountedCav>, dice: [number, number]) => done(battle(sides(), [c]), dice, (ctx) => checkMorale(ctx, [c.id], 0, "fire"));

describe("IA1 15.42, 15.52 forced re-mount", () => {
  it("IA1 15.52 a dismounted unit that has not activated this turn and becomes demoralized re-mounts at once, under MOVED/FIRED", () => {
    // 11 against morale 8: failed by 3, demoralized (IA1 14.1).
    const r = check(dismountedCav("c", h), [6, 5]);
    const c = r.state.units.get("c")!;
    expect([c.status, c.mounted, c.full, c.aside, c.movedFired]).toEqual(["demoralized", true, MOUNTED.full, DISMOUNTED, true]);
    expect(r.events.slice(-3)).toEqual([
      { type: "status-changed", piece: "c", status: "demoralized", rule: "IA1 14.1" },
      { type: "mount-changed", unit: "c", mounted: true, rule: "IA1 15.52" },
      { type: "moved-fired", pieces: ["c"], rule: "IA1 15.52" },
    ]);
  });
  it("IA1 15.52 one already under MOVED/FIRED re-mounts too and keeps its marker", () => {
    const r = check(dismountedCav("c", h, { movedFired: true }), [6, 5]);
    expect([r.state.units.get("c")!.mounted, r.state.units.get("c")!.movedFired]).toEqual([true, true]);
    expect(ofType(r.events, "moved-fired")).toEqual([]);
    expect(ofType(r.events, "mount-changed")).toEqual([{ type: "mount-changed", unit: "c", mounted: true, rule: "IA1 15.52" }]);
  });
  it("IA1 15.52 only demoralization re-mounts: a disrupted unit stays dismounted and unmarked", () => {
    // 9 against 8: failed by 1, disrupted.
    const c = check(dismountedCav("c", h), [4, 5]).state.units.get("c")!;
    expect([c.status, c.mounted, c.movedFired]).toEqual(["disrupted", false, false]);
  });
  it("IA1 15.42 mounted cavalry that becomes demoralized stays mounted, with no marker", () => {
    const r = check(mountedCav("c", h), [6, 5]);
    expect([r.state.units.get("c")!.status, r.state.units.get("c")!.mounted, r.state.units.get("c")!.movedFired]).toEqual(["demoralized", true, false]);
    expect(ofType(r.events, "mount-changed")).toEqual([]);
  });
  it("IA1 15.52, 10.2 demoralized by direct fire: the M result's failed check re-mounts the unit within the fire command", () => {
    // Fire 5 on the fixture's 5 column, +1 for one company: 10; 7 is M. The check: 11 against 8, demoralized.
    const target = { ...dismountedCav("c", fireAt(0, 2)), side: "R" };
    const state = inAction([inf("g", "G", fireAt(0, 0)), target]);
    const { state: after, events } = fired(fixtureRules, state, { type: "direct-fire", side: "G", firers: ["g"], at: fireAt(0, 2) }, [3, 4, 6, 5]);
    expect(ofType(events, "fire-resolved")[0]!.results.map((x) => [x.piece, x.column, x.result])).toEqual([["c", 10, "M"]]);
    expect([after.units.get("c")!.status, after.units.get("c")!.mounted, after.units.get("c")!.movedFired]).toEqual(["demoralized", true, true]);
  });
});
