import { describe, expect, it } from "vitest";
import { ia1DieTables } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaUnit } from "../../../../../src/engine/rules/ia/state";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { dieResult } from "../../../../../src/engine/rules/series/bombardment/die-tables";
import { inf, side } from "../../../../fixtures/ia-battle";
import { at as iaAt, bombardmentFixture, gunSide, play, plan, setUp } from "../../ia/artillery/support";
import { activate, at, battle, bombard, done, playAll, rulesetWith, run, unit } from "../../pg/bombardment/fixtures";

type Fired = { readonly type: string; readonly at?: number; readonly rule?: string; readonly results?: readonly { readonly piece: string }[] };
const fires = (events: readonly (IaEvent | PgEvent)[]) => (events as readonly Fired[]).filter((e) => e.type === "fire-resolved").map((e) => [e.at, e.rule, e.results!.map((r) => r.piece)]);

/** IA1: R's off-board factor of `fire` fires planned fire at `target` on turn 1, `units` on the map (R wins the initiative 5–1). */
function ia(units: IaUnit[], target: number, fire: number, dice: number[]) {
  const missions: Extract<IaCommand, { type: "write-artillery-plan" }>["missions"] = { "R-oba-1": { mission: "planned-fire", turns: [{ at: target }, null, null, null] } };
  const b = setUp(units, [gunSide("R", [fire]), side("G", 3)]);
  return play(b, [plan("R", missions), { type: "roll-initiative", side: "R" }], [5, 1, ...dice], {}, bombardmentFixture()).events;
}

/** PG: the German gun (10) at [2, 8] bombards [8, 8], `units` on the map. */
function pg(units: Parameters<typeof battle>[0], dice: number[]) {
  const ruleset = rulesetWith("-");
  const b = playAll(ruleset, battle([unit("a", "german", "german-artillery", at(2, 8)), ...units]), [activate(["a"], { piece: "a" })]);
  return done(run(ruleset, b, bombard(["a"], at(8, 8)), dice)).record.events;
}

describe("the bombardment kernel both games share (series/bombardment)", () => {
  it("PG 9.51 / IA1 9.82 a hex holding both sides' pieces: one attack on each side's, the enemy's first", () => {
    const T = iaAt(10, 10);
    expect(fires(ia([inf("g1", "G", T), inf("r1", "R", T)], T, 14, [4, 4, 4, 4]))).toEqual([
      [T, "IA1 9.82", ["g1"]],
      [T, "IA1 9.82", ["r1"]],
    ]);
    const P = at(8, 8);
    expect(fires(pg([unit("s", "soviet", "soviet-infantry", P), unit("g", "german", "german-infantry", P)], [4, 4, 4, 4]))).toEqual([
      [P, "PG 9.51, 12.53", ["s"]],
      [P, "PG 9.51, 12.53", ["g"]],
    ]);
  });
  it("PG 9.52 / IA1 9.83 friendly fire: a 1 hits the firing side's pieces next to the target, them only; the target is still bombarded (PG 9.53 / IA1 9.84)", () => {
    const T = iaAt(10, 10);
    const next = iaAt(10, 11);
    expect(fires(ia([inf("g1", "G", T), inf("r1", "R", next), inf("g2", "G", next)], T, 14, [4, 4, 1, 4, 4, 4]))).toEqual([
      [T, "IA1 9.3", ["g1"]],
      [next, "IA1 9.83", ["r1"]],
    ]);
    const P = at(8, 8);
    expect(fires(pg([unit("s", "soviet", "soviet-infantry", P), unit("g", "german", "german-infantry", at(9, 8))], [4, 4, 1, 4, 4, 4]))).toEqual([
      [P, "PG 9.4", ["s"]],
      [at(9, 8), "PG 9.52", ["g"]],
    ]);
  });
  it("PG 9.52 / IA1 9.83 both die tables: 1–2 hit, 3–6 miss; a modified roll past the bands reads the end band (PG's +1 on a 6)", () => {
    for (const set of [ia1DieTables, pg3Charts.dieTables]) {
      expect([1, 2, 3, 6].map((d) => dieResult(set, "friendly-fire-hit", d))).toEqual(["hit", "hit", "miss", "miss"]);
      expect(dieResult(set, "friendly-fire-hit", 7)).toBe("miss");
      expect(dieResult(set, "friendly-fire-hit", 0)).toBe("hit");
    }
  });
  it("PG 16.11, 16.13 / IA1 16.11, 16.13 smoke: 8 or less places it; then 1 stays, 2 drifts, 3–6 removed", () => {
    for (const set of [ia1DieTables, pg3Charts.dieTables]) {
      expect([2, 8, 9, 12].map((d) => dieResult(set, "smoke-placement", d))).toEqual(["placed", "placed", "wasted", "wasted"]);
      expect([1, 2, 3, 6].map((d) => dieResult(set, "smoke-dispersal", d))).toEqual(["stays", "drifts", "removed", "removed"]);
    }
  });
});
