import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { draftOf } from "../../../../../src/engine/core/draft";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { randomCommand } from "../../../../../src/engine/rules/ia/bot/random-commands";
import { applyIaEvent } from "../../../../../src/engine/rules/ia/events";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { piecesConcerned, piecesShown } from "../../../../../src/engine/rules/ia/view/event-pieces";
import { iaEventFor, iaSideView, knownTo } from "../../../../../src/engine/rules/ia/view/side-view";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec, [[4, 4, ["woods"]], [5, 4, ["woods"]], [6, 3, ["town"]], [5, 7, ["woods"]], [3, 6, ["hill"], 1]], [11, 11]);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const ia = iaRuleset(map, ia1Tec);
const mg = { kind: "MG" as const, company: false, steps: 1, maxSteps: 1, full: { direct: 6, bombardment: 0, range: 6, movement: 2 }, reduced: undefined };

/** Both sides with pieces hidden in woods and town, near enough to meet. */
const start = (): IaBattle =>
  battle(
    [side("R", 3), side("G", 3)],
    [
      inf("r1", "R", at(2, 2)),
      inf("r2", "R", at(4, 4), { hidden: true }),
      inf("r3", "R", at(2, 3), mg),
      inf("g1", "G", at(8, 8)),
      inf("g2", "G", at(6, 3), { hidden: true }),
      inf("g3", "G", at(5, 7), { ...mg, hidden: true }),
    ],
    [leader("rc", "R", at(2, 2)), leader("gc", "G", at(6, 3), { hidden: true })],
    { lastTurn: 4 },
  );

describe("IA1 16.5 a side never receives what it may not know", () => {
  it("over random games, a side's view holds no enemy piece still hidden, and every event it is shown names only pieces it knows", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1 << 20), fc.nat(1 << 20), fc.nat(1 << 20)), { minLength: 20, maxLength: 60 }), fc.integer(), (choices, seed) => {
        const dice = new SeededDice(seed);
        let b = start();
        for (const choice of choices) {
          const r = runAnswering(ia, b, randomCommand(b, map, choice), dice).result;
          if (r.status !== "done") continue;
          for (const s of ["R", "G"]) {
            const state = draftOf(b);
            for (const e of r.record.events) {
              const seen = iaEventFor(state, e, s);
              if (seen && seen.type !== "revealed")
                for (const id of new Set([...piecesConcerned(seen), ...piecesShown(seen)])) {
                  const p = state.units.get(id) ?? state.leaders.get(id);
                  if (p) expect(knownTo(p, s), `${s} is shown ${id} in ${e.type}`).toBe(true);
                }
              applyIaEvent(state, e);
            }
            const view = iaSideView(r.state, s).battle;
            for (const p of [...view.units.values(), ...view.leaders.values()]) expect(p.side === s || !p.hidden).toBe(true);
          }
          b = r.state;
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
