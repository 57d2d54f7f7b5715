import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { IaDecisionSchema } from "../../../../../src/engine/rules/ia/decisions";
import { IaEventSchema } from "../../../../../src/engine/rules/ia/events/schema";
import { randomCommand } from "../../../../../src/engine/rules/ia/bot/random-commands";
import { STACKING } from "../../../../../src/engine/rules/ia/movement/stacking";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { botAnswers, choice, ia, map, start } from "./random-play";

/** IA1 4.1 and the bookkeeping every command must keep. */
function checkInvariants(b: IaBattle): void {
  const byHex = new Map<string, { combat: number; companies: number; transports: number }>();
  for (const u of b.units.values()) {
    expect(u.steps).toBeGreaterThanOrEqual(1);
    expect(u.steps).toBeLessThanOrEqual(u.maxSteps);
    if (u.carriedBy) expect(b.units.get(u.carriedBy)!.hex).toBe(u.hex);
    // IA1 15.42: demoralized cavalry is mounted.
    if (u.kind === "CAV" && u.status === "demoralized") expect(u.mounted).toBe(true);
    // IA1 16.2, 16.31, 16.34: digging or dug in, never both; only units set down in an entrenchment hex under its marker, never cavalry or transports.
    expect(u.digging && u.dugIn).toBeFalsy();
    if (u.entrenched) expect(u.kind !== "CAV" && u.kind !== "TRANSPORT" && u.carriedBy === null && b.entrenchments!.includes(u.hex!)).toBe(true);
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
  for (const id of [...b.eliminated, ...(b.exited ?? [])]) expect(b.units.get(id) ?? b.leaders.get(id)).toBeUndefined();
  // IA1 16.31: one side's units occupy an entrenchment at a time.
  for (const h of b.entrenchments ?? []) expect(new Set([...b.units.values()].filter((u) => u.hex === h && u.entrenched).map((u) => u.side)).size).toBeLessThanOrEqual(1);
}

describe("engine invariants under random play", () => {
  // About 4 s on an idle 2-core machine; the timeout leaves room for a loaded one.
  it("refused commands leave the state unchanged and name a rule; accepted ones keep stacking legal, steps in range, one activation a turn; every event and decision request encodes to JSON; the log replays", () => {
    fc.assert(
      fc.property(fc.array(choice, { minLength: 60, maxLength: 120 }), fc.integer(), (choices, seed) => {
        const dice = new SeededDice(seed);
        const answers = botAnswers(seed);
        const log = new EventLog(ia, start());
        let b = log.initial;
        const activatedThisTurn = new Set<string>();
        for (const next of choices) {
          const c = randomCommand(b, map, next);
          const before = structuredClone(b);
          // Decisions are answered as a bot would: fire in most opportunity windows, any option otherwise.
          const { result: r, asked } = runAnswering(ia, b, c, dice, {}, answers);
          for (const request of asked) expect(() => encodeOnMap(map, IaDecisionSchema, request as z.output<typeof IaDecisionSchema>)).not.toThrow();
          if (r.status === "refused") {
            // IA2 7.3's special spotting is refused by rule in this IA1 battle.
            expect(r.rule).toMatch(/^(IA1 |IA2 7\.3$|engine)/);
            expect(b).toEqual(before);
            continue;
          }
          if (r.status !== "done") throw new Error("every decision is answered and the dice never run out, so none is left open");
          for (const e of r.record.events) {
            expect(() => encodeOnMap(map, IaEventSchema, e)).not.toThrow();
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
      // A counterexample is reported as found: shrinking games this long could outlast the timeout.
      { numRuns: 60, endOnFailure: true },
    );
  }, 120_000);
});
