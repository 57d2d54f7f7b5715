import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { randomCommand } from "../../../../../src/engine/rules/ia/bot/random-commands";
import { STACKING } from "../../../../../src/engine/rules/ia/movement/stacking";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec, [[4, 4, ["woods"]], [6, 3, ["town"]], [3, 6, ["hill"], 1]], [10, 10]);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);

const start = (): IaBattle =>
  battle(
    [side("R", 3), side("G", 2)],
    [
      inf("r1", "R", at(2, 2)),
      inf("r2", "R", at(2, 2)),
      inf("r3", "R", at(2, 2), { kind: "MG", company: false, steps: 1, maxSteps: 1 }),
      inf("w1", "R", at(2, 2), { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1, full: { direct: 0, bombardment: 0, range: 0, movement: 4 } }),
      inf("g1", "G", at(4, 2)),
      inf("g2", "G", at(6, 5), { status: "disrupted" }),
    ],
    [leader("rc", "R", at(2, 2)), leader("gc", "G", at(6, 5))],
    { lastTurn: 3 },
  );

/** IA1 4.1 and the bookkeeping every command must keep. */
function checkInvariants(b: IaBattle): void {
  const byHex = new Map<string, { combat: number; companies: number; transports: number }>();
  for (const u of Object.values(b.units)) {
    expect(u.steps).toBeGreaterThanOrEqual(1);
    expect(u.steps).toBeLessThanOrEqual(u.maxSteps);
    if (u.carriedBy) expect(b.units[u.carriedBy]!.hex).toBe(u.hex);
    if (u.hex === null || u.carriedBy) continue;
    const k = `${u.side}:${u.hex}`;
    const c = byHex.get(k) ?? { combat: 0, companies: 0, transports: 0 };
    if (u.kind === "TRANSPORT") c.transports++;
    else {
      c.combat++;
      if (u.company) c.companies++;
    }
    byHex.set(k, c);
  }
  for (const c of byHex.values()) {
    expect(c.combat).toBeLessThanOrEqual(STACKING.combat);
    expect(c.companies).toBeLessThanOrEqual(STACKING.companies);
    expect(c.transports).toBeLessThanOrEqual(STACKING.transports);
  }
  for (const id of b.eliminated) expect(b.units[id] ?? b.leaders[id]).toBeUndefined();
}

describe("engine invariants under random command streams", () => {
  it("refused commands leave the state unchanged and name a rule; accepted ones keep stacking legal, steps in range, one activation a turn; the log replays", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.noBias(fc.nat(1 << 20)), fc.noBias(fc.nat(1 << 20)), fc.noBias(fc.nat(1 << 20))), { minLength: 30, maxLength: 80 }), fc.integer(), (choices, seed) => {
        const dice = new SeededDice(seed);
        const log = new EventLog(ia, start());
        let b = log.initial;
        const activatedThisTurn = new Set<string>();
        for (const choice of choices) {
          const c = randomCommand(b, map, choice);
          const before = structuredClone(b);
          // Decisions take their default answers, as a player who accepts every default would.
          const r = runAnswering(ia, b, c, dice).result;
          if (r.status === "refused") {
            expect(r.rule).toMatch(/^(IA1 |engine)/);
            expect(b).toEqual(before);
            continue;
          }
          if (r.status !== "done") throw new Error("every decision takes its default, so none is left open");
          for (const e of r.record.events) {
            if (e.type === "turn-began") activatedThisTurn.clear();
            if (e.type === "activated")
              for (const id of Object.keys(e.pieces)) {
                expect(activatedThisTurn.has(id)).toBe(false);
                activatedThisTurn.add(id);
              }
          }
          log.append(r.record);
          b = r.state;
          checkInvariants(b);
        }
        expect(log.replay()).toEqual(b);
      }),
      { numRuns: 150 },
    );
  });
});
