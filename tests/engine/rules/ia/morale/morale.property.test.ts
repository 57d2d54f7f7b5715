import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMorale } from "../../../../../src/engine/rules/ia/morale";
import type { IaLeader, IaUnit, MoraleStatus } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { at, ofType, settle } from "./probe";

const status = fc.constantFrom<MoraleStatus>("good", "disrupted", "demoralized");
const near = fc.tuple(fc.integer({ min: 4, max: 6 }), fc.integer({ min: 4, max: 6 })).map(([c, r]) => at(c, r));
const severity = { good: 0, disrupted: 1, demoralized: 2 } as const;

const unit = fc
  .record({ company: fc.boolean(), reduced: fc.boolean(), status, hex: near, cav: fc.boolean() })
  .map(({ company, reduced, status, hex, cav }): IaUnit => inf("u", "R", hex, { kind: cav ? "CAV" : "INF", company, maxSteps: company ? 2 : 1, steps: company && !reduced ? 2 : 1, status }));
const leaders = fc.array(
  fc.record({ rank: fc.integer({ min: 1, max: 4 }), status, hex: near, bonus: fc.integer({ min: 0, max: 2 }), title: fc.constantFrom("Major", "Oberst"), cav: fc.boolean() }),
  { maxLength: 3 },
);
const scenario = fc.record({
  units: fc.array(unit, { minLength: 1, maxLength: 3 }),
  leaders,
  level: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
  dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 60, maxLength: 60 }),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function setup(s: Scenario) {
  const units = s.units.map((u, i) => ({ ...u, id: `u${i}`, name: `u${i}` }));
  const ls = s.leaders.map((l, i): IaLeader => leader(`l${i}`, "R", l.hex, { rank: l.rank, status: l.status, moraleBonus: l.bonus, rankTitle: l.title, leaderType: l.cav ? "cavalry" : "infantry" }));
  const b = battle([side("R", 2), side("G", 2)], units, ls);
  return { b, ids: [...units.map((u) => u.id), ...ls.map((l) => l.id)] };
}

describe("IA1 14.1, 14.11 morale check properties", () => {
  it("IA1 14.11 a check never raises a unit's steps, never leaves steps below one (0 is elimination), never improves a status", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { b, ids } = setup(s);
        const r = settle(b, s.dice, (ctx) => checkMorale(ctx, ids, s.level, "fire"));
        for (const u of r.state.units.values()) {
          const before = b.units.get(u.id)!;
          expect(u.steps).toBeLessThanOrEqual(before.steps);
          expect(u.steps).toBeGreaterThanOrEqual(1);
          expect(severity[u.status]).toBeGreaterThanOrEqual(severity[before.status]);
        }
        for (const id of r.state.eliminated) expect(b.units.get(id) ?? b.leaders.get(id)).toBeDefined();
      }),
      { numRuns: 300 },
    );
  }, 30_000);
  it("IA1 14.1 checks that all pass change nothing", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { b, ids } = setup(s);
        const r = settle(b, s.dice, (ctx) => checkMorale(ctx, ids, s.level, "fire"));
        fc.pre(ofType(r.events, "morale-checked").every((e) => e.passed));
        expect(r.state).toEqual(b);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
