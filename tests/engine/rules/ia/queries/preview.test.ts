import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import type { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import { neighbours } from "../../../../../src/engine/hex";
import { loadMap } from "../../../../../src/engine/map";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { movementAllowance } from "../../../../../src/engine/rules/ia/movement/allowance";
import { previewMove } from "../../../../../src/engine/rules/ia/queries/preview";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { iaSideView } from "../../../../../src/engine/rules/ia/view/side-view";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";

/** The IA1 TEC with movement costs for the test (the printed costs are not in the rules text). */
const user = { source: "user", note: "test movement costs" } as const;
const tec: TerrainEffectsChart = structuredClone(ia1Tec);
for (const [id, mp] of [["clear", 1], ["woods", 2], ["swamp", 3]] as const) tec.terrain[id]!.moveCost = { value: mp, provenance: user };
const map = loadMap(
  {
    id: "m",
    name: "m",
    layout: "odd-q",
    columns: 16,
    rows: 16,
    defaultTerrain: "clear",
    hexes: [
      { at: [5, 6], terrain: ["woods"] },
      { at: [4, 7], terrain: ["woods"] },
      { at: [5, 8], terrain: ["swamp"] },
      { at: [6, 6], terrain: ["lake"] },
    ],
  },
  tec,
);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const ia = iaRuleset(map, tec);

function moving(more: Partial<IaBattle> = {}, units = [inf("r1", "R", at(5, 5)), inf("g1", "G", at(12, 12))]): IaBattle {
  return battle([side("R", 3), side("G", 2)], units, [leader("rc", "R", at(5, 5))], {
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
    activation: {
      side: "R",
      pieces: { r1: { action: "move", ledBy: "rc", mpSpent: 0, hexesEntered: 0 }, rc: { action: "move", ledBy: null, mpSpent: 0, hexesEntered: 0 } },
      current: null,
      done: [],
    },
    ...more,
  });
}
const previewAsR = (b: IaBattle, path: number[], withLeaders: string[] = []) => previewMove({ state: iaSideView(b, "R").battle, map, tec }, "r1", path, withLeaders);

describe("move previews", () => {
  it("IA1 5.2 each hex's cost by the TEC, what is left, and the first step refused with its rule and reason", () => {
    const b = moving();
    const p = previewAsR(b, [at(5, 6), at(5, 7), at(5, 8)]);
    expect(p.steps).toEqual([
      { hex: at(5, 6), mp: 2, by: "woods", spent: 2, left: 2 },
      { hex: at(5, 7), mp: 1, by: "clear", spent: 3, left: 1 },
    ]);
    expect(p.refused).toMatchObject({ hex: at(5, 8), rule: "IA1 5.2", why: { code: "move.too-few-mp", params: { left: 1, cost: 3, terrain: "swamp" } } });
    expect(previewAsR(b, [at(6, 6)]).refused).toMatchObject({ rule: "IA1 5.84", why: { code: "move.prohibited" } });
    expect(previewAsR(b, [at(5, 7)]).refused).toMatchObject({ rule: "IA1 5.2", why: { code: "move.not-adjacent" } });
  });

  it("IA1 6.4 a leader moving with the unit is previewed with it; the battle is unchanged", () => {
    const b = moving();
    const before = structuredClone(b);
    expect(previewAsR(b, [at(5, 6), at(5, 7)], ["rc"]).refused).toBeNull();
    expect(b).toEqual(before);
  });

  it("IA1 16.5 a hex of hidden enemies previews as open: what the mover's side is shown does not depend on them", () => {
    const path = [at(5, 6), at(5, 7)];
    const withHidden = moving({}, [inf("r1", "R", at(5, 5)), inf("g1", "G", at(12, 12)), inf("gh", "G", at(5, 7), { hidden: true })]);
    expect(previewAsR(withHidden, path)).toEqual(previewAsR(moving(), path));
    expect(previewAsR(withHidden, path).refused).toBeNull();
  });

  it("IA1 5.2, 6.4 among stacks the preview gives each hex's cost, what set it, MPs spent and left, and the first refusal, as the moves do", () => {
    // Other R companies around the mover (stacks, IA1 5.7); the Captain moves with it or not.
    const near = fc.record({ c: fc.integer({ min: 3, max: 8 }), r: fc.integer({ min: 3, max: 8 }) }).map(({ c, r }) => at(c, r));
    fc.assert(
      fc.property(fc.array(near, { maxLength: 8 }), fc.array(fc.nat(5), { minLength: 1, maxLength: 6 }), fc.boolean(), (friends, dirs, withLeader) => {
        const b = moving({}, [inf("r1", "R", at(5, 5)), ...friends.map((hex, i) => inf(`r${i + 2}`, "R", hex)), inf("g1", "G", at(12, 12))]);
        const path: number[] = [];
        let here = at(5, 5);
        for (const d of dirs) path.push((here = map.indexOf(neighbours(map.hexAt(here))[d]!)));
        const preview = previewAsR(b, path, withLeader ? ["rc"] : []);
        let s = b;
        for (const [i, hex] of path.entries()) {
          const c: IaCommand = { type: "move", side: "R", piece: "r1", to: hex, ...(withLeader ? { with: ["rc"] } : {}) };
          const r = runAnswering(ia, s, c, new ScriptedDice([])).result;
          if (r.status === "refused") {
            expect(preview.steps).toHaveLength(i);
            expect(preview.refused).toMatchObject({ hex, rule: r.rule, why: { code: r.code, params: r.params } });
            return;
          }
          if (r.status !== "done") throw new Error(r.status);
          const paid = r.record.events.find((e) => e.type === "mp-spent" && e.piece === "r1");
          const spent = r.state.activation!.pieces.r1!.mpSpent;
          const left = Math.max(0, movementAllowance(r.state.units.get("r1")!) - spent);
          expect(preview.steps[i]).toEqual({ hex, mp: paid?.type === "mp-spent" ? paid.mp : 0, by: paid?.type === "mp-spent" ? paid.by : "", spent, left });
          s = r.state;
        }
        expect(preview.steps).toHaveLength(path.length);
        expect(preview.refused).toBeNull();
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
