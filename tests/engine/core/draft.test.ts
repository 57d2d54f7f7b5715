import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { draftOf, own } from "../../../src/engine/core/draft";
import { SeededDice } from "../../../src/engine/core/dice";
import { runAnswering } from "../../../src/engine/core/engine";
import { ia1Tec } from "../../../src/engine/rules/ia/data";
import { randomCommand } from "../../../src/engine/rules/ia/bot/random-commands";
import { iaRuleset } from "../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../fixtures/ia-battle";
import { testMap } from "../../fixtures/maps";

/** Freezes every object reachable from `value`, so that any write to it throws (ES modules are strict); a Map's too. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    if (value instanceof Map) {
      const refuse = () => {
        throw new TypeError("write to a frozen Map");
      };
      for (const write of ["set", "delete", "clear"]) Object.defineProperty(value, write, { value: refuse });
      for (const v of value.values()) deepFreeze(v);
    }
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe("copy-on-write drafts (core/draft)", () => {
  it("a write through own copies the object and each object on its path, once per draft; the original stays as it was", () => {
    const state = deepFreeze({ a: { b: { n: 1 } }, c: { n: 2 } });
    const d = draftOf(state);
    own<{ n: number }>(d, own(d, d, "a"), "b").n = 5;
    own<{ n: number }>(d, own(d, d, "a"), "b").n += 1;
    expect(d).toEqual({ a: { b: { n: 6 } }, c: { n: 2 } });
    expect(state).toEqual({ a: { b: { n: 1 } }, c: { n: 2 } });
    expect(d.c).toBe(state.c);
    expect(d.a).not.toBe(state.a);
  });

  it("a command's draft never writes the state it came from: commands run against a frozen battle, and the new state shares only what was not written", () => {
    const map = testMap(ia1Tec, [[4, 4, ["woods"]], [6, 3, ["town"]]], [10, 10]);
    const at = (c: number, r: number) => map.indexOfOffset(c, r);
    const ia = iaRuleset(map, ia1Tec);
    const start = (): IaBattle =>
      battle(
        [side("R", 3), side("G", 2)],
        [inf("r1", "R", at(2, 2)), inf("r2", "R", at(2, 3)), inf("g1", "G", at(4, 2)), inf("g2", "G", at(6, 5), { status: "disrupted" })],
        [leader("rc", "R", at(2, 2)), leader("gc", "G", at(6, 5))],
        { lastTurn: 3 },
      );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1 << 20), fc.nat(1 << 20), fc.nat(1 << 20)), { minLength: 10, maxLength: 40 }), fc.integer(), (choices, seed) => {
        const dice = new SeededDice(seed);
        let b = deepFreeze(start());
        for (const choice of choices) {
          const r = runAnswering(ia, b, randomCommand(b, map, choice), dice).result;
          if (r.status !== "done") continue;
          for (const [id, u] of r.state.units) if (u !== b.units.get(id)) expect(Object.isFrozen(u)).toBe(false);
          b = deepFreeze(r.state);
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});
