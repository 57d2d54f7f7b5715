import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { IaDecisionSchema } from "../../../../../src/engine/rules/ia/decisions";
import { IaEventSchema } from "../../../../../src/engine/rules/ia/events/schema";
import { randomAnswers, randomCommand } from "../../../../../src/engine/rules/ia/bot/random-commands";
import { STACKING } from "../../../../../src/engine/rules/ia/movement/stacking";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(
  ia1Tec,
  [[4, 4, ["woods"]], [4, 5, ["woods"]], [5, 6, ["town"]], [8, 2, ["field"]], [3, 7, ["hill"], 1], [4, 7, ["hill"], 1], [8, 4, ["minor-river"]], [8, 5, ["minor-river"]]],
  [12, 10],
);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const one = { company: false, steps: 1, maxSteps: 1 } as const;
const mg = { kind: "MG" as const, ...one, full: { direct: 6, bombardment: 0, range: 6, movement: 1 }, reduced: undefined };

/**
 * Two small forces four hexes apart, in range of each other: companies, MGs, a wagon, cavalry, leaders of both types
 * in chains (a colonel's loss is catastrophic, IA1 6.73), a lone leader, a disrupted company, two companies under an
 * entrenchment marker (IA1 16.3); R's off-board artillery and G's gun, with Artillery Plans to write (IA1 9.1).
 */
const start = (): IaBattle =>
  battle(
    [
      side("R", 3, { stepsPerInitiative: 3, artillery: { offBoard: [{ id: "R-oba-1", strength: 8 }], ammunition: 3, smoke: true } }),
      side("G", 2, { stepsPerInitiative: 3, artillery: { offBoard: [], smoke: false } }),
    ],
    [
      inf("r1", "R", at(2, 3)),
      inf("r2", "R", at(2, 3)),
      inf("r3", "R", at(2, 3), mg),
      inf("r4", "R", at(3, 5)),
      inf("r6", "R", at(3, 5)),
      inf("r5", "R", at(2, 6), { kind: "CAV", mounted: true, full: { direct: 3, bombardment: 0, range: 3, movement: 8 }, aside: { full: { direct: 4, bombardment: 0, range: 4, movement: 4 }, reduced: { direct: 2, bombardment: 0, range: 4, movement: 4 } } }),
      inf("w1", "R", at(1, 3), { kind: "TRANSPORT", ...one, full: { direct: 0, bombardment: 0, range: 0, movement: 4 } }),
      { ...inf("re", "R", 0), hex: null },
      inf("g1", "G", at(5, 2)),
      inf("g2", "G", at(5, 2)),
      inf("g3", "G", at(5, 2), mg),
      inf("g4", "G", at(5, 6), { entrenched: true }),
      inf("g5", "G", at(6, 7), { status: "disrupted" }),
      inf("g6", "G", at(5, 6), { entrenched: true }),
      inf("ga", "G", at(7, 3), { kind: "ART", ...one, full: { direct: 0, bombardment: 6, range: 8, movement: 0 }, reduced: undefined }),
    ],
    [
      leader("rc", "R", at(2, 3), { rank: 3, rankTitle: "Colonel" }),
      leader("rl", "R", at(3, 5), { rank: 2 }),
      leader("rk", "R", at(2, 6), { leaderType: "cavalry", rank: 1 }),
      { ...leader("rz", "R", 0, { rank: 1 }), hex: null },
      leader("gc", "G", at(6, 3), { rank: 3 }),
      leader("gl", "G", at(5, 2), { rank: 2 }),
      leader("gx", "G", at(5, 6), { rank: 1, combat: 0 }),
    ],
    {
      lastTurn: 4,
      // IA1 16.41, 16.42: a company and its leader enter from turn 1; R may exit by the west edge.
      entering: ["re", "rz"].map((piece) => ({ piece, turn: 1, hexes: [at(0, 4), at(0, 5)] })),
      exits: [{ side: "R", hexes: [at(0, 2), at(0, 3)] }],
      entrenchments: [at(5, 6)],
      options: ["consolidation", "excess-initiative", "strategic-movement", "fog-of-war", "flanking-fire", "solitaire"] },
  );

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

const choice = fc.tuple(fc.noBias(fc.nat(1 << 20)), fc.noBias(fc.nat(1 << 20)), fc.noBias(fc.nat(1 << 20)));

describe("engine invariants under random play", () => {
  // About 4 s on an idle 2-core machine; the timeout leaves room for a loaded one.
  it("refused commands leave the state unchanged and name a rule; accepted ones keep stacking legal, steps in range, one activation a turn; every event and decision request encodes to JSON; the log replays", () => {
    fc.assert(
      fc.property(fc.array(choice, { minLength: 60, maxLength: 120 }), fc.integer(), (choices, seed) => {
        const dice = new SeededDice(seed);
        const draws = new SeededDice(seed ^ 0x5bd1e995);
        const answers = randomAnswers(() => (draws.die(1 << 20) - 1) / (1 << 20));
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
