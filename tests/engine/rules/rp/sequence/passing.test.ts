import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { actorOf } from "../../../../../src/engine/rules/rp/state/lookups";
import { BRITISH, GERMAN, rpBattle, rpMap, rpRunner } from "../support/fixture";

const map = rpMap({ columns: 8, rows: 8 });
const { play } = rpRunner(map);

describe("RP 5.0 the turn loop", () => {
  it(
    "RP 5.1–5.3: players who only pass play every turn to the scenario's end; the couplets never go below 0 and each is two halves",
    () => {
      const die = fc.integer({ min: 1, max: 6 });
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 4 }), fc.boolean(), fc.boolean(), fc.array(fc.tuple(die, die), { minLength: 4, maxLength: 4 }), (turns, night, infiltration, dice) => {
          let b: RpBattle = rpBattle(map, { units: { g: { side: GERMAN, at: "B02" }, b: { side: BRITISH, at: "F06" } }, phase: "initiative", turns, night, sides: [{ infiltration }, {}] });
          let zeroTurns = 0;
          for (let turn = 1; turn <= turns; turn++) {
            expect(b).toMatchObject({ turn, phase: "initiative" });
            const rolled = play(b, { type: "roll-initiative", side: GERMAN }, [...dice[turn - 1]!]);
            const couplets = (rolled.events[0] as { couplets: number }).couplets;
            if (couplets === 0) zeroTurns++;
            else zeroTurns = 0;
            expect(zeroTurns).toBeLessThan(2);
            b = rolled.state;
            let halves = 0;
            while (b.phase === "couplets") {
              expect(b.couplets!.left).toBeGreaterThanOrEqual(0);
              b = play(b, { type: "pass", side: actorOf(b)! }).state;
              halves++;
            }
            expect(halves).toBe(2 * couplets);
          }
          expect(b).toMatchObject({ phase: "ended", turn: turns, winner: null });
        }),
        { numRuns: 40 },
      );
    },
    30_000,
  );
});
