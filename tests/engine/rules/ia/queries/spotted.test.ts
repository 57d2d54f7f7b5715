import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { randomCommand } from "../../../../../src/engine/rules/ia/bot/random-commands";
import { SpottedSet, spottedBy } from "../../../../../src/engine/rules/ia/queries/spotted";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec, [[4, 4, ["woods"]], [5, 4, ["woods"]], [6, 3, ["town"]], [3, 6, ["hill"], 1], [7, 7, ["field"]]], [12, 12]);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const ia = iaRuleset(map, ia1Tec);
const view = { map, tec: ia1Tec };

const start = (): IaBattle =>
  battle(
    [side("R", 3), side("G", 2)],
    [
      inf("r1", "R", at(1, 1)),
      inf("r2", "R", at(2, 2)),
      inf("r3", "R", at(3, 1), { kind: "MG", company: false, steps: 1, maxSteps: 1 }),
      inf("g1", "G", at(9, 1)),
      inf("g2", "G", at(8, 5), { hidden: true }),
      inf("g3", "G", at(4, 4)),
    ],
    [leader("rc", "R", at(2, 2)), leader("gc", "G", at(9, 9))],
    { lastTurn: 4 },
  );

describe("a side's spotted set (IA1 8.0–8.9, 16.5)", () => {
  it("IA1 8.51, 16.5 is the enemy pieces on the board that one of the side's units or leaders spots", () => {
    const b = start();
    // g3 in woods is seen within 3 hexes only (8.51): r2 is 2 hexes off; g2 is hidden (not on the board); g1 is in the open.
    expect([...spottedBy({ ...view, state: b }, "R")].sort()).toEqual(["g1", "g3"]);
    const away = <P extends { hex: number | null }>(u: P): P => ({ ...u, hex: at(0, 0) });
    const far = {
      ...b,
      units: new Map([...b.units, ["r2", away(b.units.get("r2")!)], ["r3", away(b.units.get("r3")!)]]),
      leaders: new Map([...b.leaders, ["rc", away(b.leaders.get("rc")!)]]),
    };
    expect([...spottedBy({ ...view, state: far }, "R")].sort()).toEqual(["g1"]);
  });

  it("kept up to date as pieces move, come and go, are revealed and marked, it equals a full recompute", () => {
    const ids = [...start().units.keys(), ...start().leaders.keys()];
    const change = fc.tuple(fc.constantFrom(...ids), fc.nat(map.columns - 1), fc.nat(map.rows - 1), fc.constantFrom("move", "move", "move", "hide", "spot", "remove"));
    fc.assert(
      fc.property(fc.array(change, { minLength: 5, maxLength: 30 }), (changes) => {
        const sets = { R: new SpottedSet(view, "R"), G: new SpottedSet(view, "G") };
        let b = start();
        for (const [id, c, r, what] of changes) {
          // A new state as the reducers make one: the changed piece is a new object, the rest are shared.
          const key = b.units.has(id) ? "units" : "leaders";
          const p = (b.units.get(id) ?? b.leaders.get(id)) as { hex: number | null; hidden: boolean; spotted?: boolean } | undefined;
          if (!p) continue;
          const next = what === "remove" ? undefined : { ...p, ...(what === "move" ? { hex: at(c, r) } : what === "hide" ? { hidden: !p.hidden } : "spotted" in p ? { spotted: !p.spotted } : {}) };
          const record = new Map<string, unknown>(b[key]);
          if (next) record.set(id, next);
          else record.delete(id);
          b = { ...b, [key]: record };
          for (const s of ["R", "G"] as const) expect([...sets[s].of(b)].sort()).toEqual([...spottedBy({ ...view, state: b }, s)].sort());
        }
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it("kept up to date command after command, it equals a full recompute", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1 << 20), fc.nat(1 << 20), fc.nat(1 << 20)), { minLength: 10, maxLength: 40 }), fc.integer(), (choices, seed) => {
        const dice = new SeededDice(seed);
        const sets = { R: new SpottedSet(view, "R"), G: new SpottedSet(view, "G") };
        let b = start();
        for (const choice of choices) {
          const r = runAnswering(ia, b, randomCommand(b, map, choice), dice).result;
          if (r.status !== "done") continue;
          b = r.state;
          for (const s of ["R", "G"] as const) expect([...sets[s].of(b)].sort()).toEqual([...spottedBy({ ...view, state: b }, s)].sort());
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});
