import { describe, expect, it } from "vitest";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { iaEventFor } from "../../../../../src/engine/rules/ia/view/side-view";
import { at, chain, expectRefused, inAction } from "./support";

const here = at(5, 5);
const reduced = (id: string, more: Partial<IaUnit> = {}) => inf(id, "A", here, { steps: 1, ...more });
const start = (units: IaUnit[], options: ["consolidation"] | [] = ["consolidation"]) => inAction(options, [...units, inf("b", "B", at(25, 30))], [leader("capt", "A", here)]);
const activate = (pieces: Extract<IaCommand, { type: "activate" }>["pieces"] = { a1: "move", a2: "move" }): IaCommand => ({ type: "activate", side: "A", root: { leader: "capt" }, pieces });
const consolidate: IaCommand = { type: "consolidate", side: "A", unit: "a1", with: "a2" };

describe("IA1 17.1 Consolidation", () => {
  it("IA1 17.1 two reduced good-order companies activated by one leader in one hex form one full-strength company under MOVED/FIRED", () => {
    const r = chain(start([reduced("a1"), reduced("a2")]), [activate(), consolidate]);
    expect(r.records[1]!.events).toEqual([
      { type: "acting", piece: "a1" },
      { type: "consolidated", unit: "a1", removed: "a2", rule: "IA1 17.1" },
      { type: "moved-fired", pieces: ["a1"], rule: "IA1 17.1" },
    ]);
    const s = r.state;
    expect(s.units.get("a1")).toMatchObject({ steps: 2, movedFired: true, hex: here });
    expect(s.units.has("a2")).toBe(false);
    // The removed company does not count as eliminated (victory), nor as step losses.
    expect(s.eliminated).toEqual([]);
    expect(s.sides[0].stepsLost).toBe(0);
    expect(Object.keys(s.activation!.pieces).sort()).toEqual(["a1", "capt"]);
    // It spent all its MPs: it may not move.
    expect(chain(s, [{ type: "end-activation", side: "A" }]).state.activation).toBeNull();
    expectRefused(s, { type: "move", side: "A", piece: "a1", to: at(5, 6) }, "IA1 3.3");
  });

  it("IA1 17.1 refused when the rule is not in force", () => {
    expectRefused(chain(start([reduced("a1"), reduced("a2")], []), [activate()]).state, consolidate, "IA1 17.1", "optional.not-in-force");
  });

  it("IA1 17.1 both must be reduced, in good order, companies of the same type", () => {
    const refused = (a2: IaUnit, code: string) => expectRefused(chain(start([reduced("a1"), a2]), [activate()]).state, consolidate, "IA1 17.1", code);
    refused(inf("a2", "A", here), "consolidation.not-reduced");
    refused(reduced("a2", { status: "disrupted" }), "consolidation.not-good-order");
    refused(reduced("a2", { reduced: { direct: 2, bombardment: 0, range: 4, movement: 4 } }), "consolidation.not-same-type");
  });

  it("IA1 17.1 both must be activated to move by the same leader and spend all their MPs", () => {
    const stack: IaCommand = { type: "activate", side: "A", root: { stack: here }, pieces: { a1: "move", a2: "move" } };
    const leaderless = inAction(["consolidation"], [reduced("a1"), reduced("a2"), inf("b", "B", at(25, 30))]);
    expectRefused(chain(leaderless, [stack]).state, consolidate, "IA1 17.1", "consolidation.no-leader");
    expectRefused(chain(start([reduced("a1"), reduced("a2")]), [activate({ a1: "move", a2: "fire" })]).state, consolidate, "IA1 17.1", "consolidation.not-activated");
    const moved = chain(start([reduced("a1"), reduced("a2")]), [activate(), { type: "move", side: "A", piece: "a2", to: at(5, 6) }, { type: "move", side: "A", piece: "a2", to: here }]).state;
    expectRefused(moved, consolidate, "IA1 17.1", "consolidation.has-moved");
    expectRefused(chain(start([reduced("a1"), reduced("a2")]), [activate()]).state, { ...consolidate, with: "a1" }, "IA1 17.1", "consolidation.same-unit");
  });

  it("IA1 17.1 not when each was activated by a different leader", () => {
    const b = inAction(["consolidation"], [reduced("a1"), reduced("a2"), inf("b", "B", at(25, 30))], [leader("capt", "A", here, { rank: 2 }), leader("lt", "A", here, { rank: 1 })]);
    const pieces = { a1: { action: "move" as const, ledBy: "capt" }, a2: { action: "move" as const, ledBy: "lt" }, lt: "move" as const };
    const s = chain(b, [activate(pieces)]).state;
    expect([s.activation!.pieces.a1!.ledBy, s.activation!.pieces.a2!.ledBy]).toEqual(["capt", "lt"]);
    expectRefused(s, consolidate, "IA1 17.1", "consolidation.other-leader");
  });

  it("IA1 17.1, 16.5 hidden companies consolidate as their owner's business: the enemy does not see it", () => {
    const b = start([reduced("a1", { hidden: true }), reduced("a2", { hidden: true })]);
    const s = chain(b, [activate()]).state;
    const e = { type: "consolidated", unit: "a1", removed: "a2", rule: "IA1 17.1" } as const;
    expect(iaEventFor(s, e, "B")).toBeNull();
    expect(iaEventFor(s, e, "A")).toEqual(e);
    expect(chain(s, [consolidate]).state.units.get("a1")).toMatchObject({ hidden: true, steps: 2 });
  });
});
