import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { activationScope } from "../../../../../src/engine/rules/ia/activation/scope";
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
      inf("r3", "R", at(3, 3), { kind: "MG", company: false, steps: 1, maxSteps: 1 }),
      inf("g1", "G", at(7, 7)),
      inf("g2", "G", at(7, 6), { status: "disrupted" }),
    ],
    [leader("rc", "R", at(2, 2)), leader("gc", "G", at(7, 7))],
    { lastTurn: 3 },
  );

const pieces = ["r1", "r2", "r3", "rc", "g1", "g2", "gc"];

/**
 * A command drawn from three numbers, mostly fitting the battle as it stands (so activations and moves happen),
 * sometimes anything at all (so refusals are exercised too).
 */
function commandFor(b: IaBattle, [kind, x, y]: [number, number, number]): IaCommand {
  const active = b.impulses?.active ?? (x % 2 ? "R" : "G");
  const anySide = x % 11 === 0 ? (active === "R" ? "G" : "R") : active;
  const pick = <T>(xs: readonly T[]) => xs[y % xs.length]!;
  const mine = pieces.filter((id) => (b.units[id] ?? b.leaders[id])?.side === active);
  switch (kind % 6) {
    case 0:
      return b.phase === "initiative" ? { type: "roll-initiative", side: active } : { type: "pass", side: anySide };
    case 1:
      return { type: "end-activation", side: anySide };
    case 2: {
      const root = mine.length ? pick(mine) : pick(pieces);
      const via = b.leaders[root] ? { leader: root } : { piece: root };
      // Mostly pieces the root can reach (the generator uses the engine's own scope), with the odd stranger.
      const reach = [...activationScope(b, map, active, via).keys()].filter((id, i) => i === 0 || (x >> i) & 1);
      const chosen = x % 7 === 0 ? [...reach, pick(pieces)] : reach;
      return { type: "activate", side: anySide, root: via, pieces: Object.fromEntries(chosen.map((id) => [id, x % 5 ? "move" : "fire"])) };
    }
    default: {
      const movers = b.activation ? Object.keys(b.activation.pieces) : pieces;
      const id = pick(movers);
      const p = b.units[id] ?? b.leaders[id];
      const here = p?.hex ?? at(0, 0);
      const next = map.hexAt(here);
      const d = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]][x % 6]!;
      const to = kind % 6 === 5 ? at(x % 10, y % 10) : map.indexOf({ q: next.q + d[0]!, r: next.r + d[1]! });
      return { type: "move", side: anySide, piece: id, to: map.contains(map.hexAt(to)) ? to : here };
    }
  }
}

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
          const c = commandFor(b, choice);
          const before = structuredClone(b);
          const r = runCommand(ia, b, c, dice);
          if (r.status === "refused") {
            expect(r.rule).toMatch(/^(IA1 |engine)/);
            expect(b).toEqual(before);
            continue;
          }
          if (r.status === "decision") continue;
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
