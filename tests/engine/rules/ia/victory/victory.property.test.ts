import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { randomAnswers, randomCommand } from "../../../../../src/engine/rules/ia/bot/random-commands";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { iaSideView } from "../../../../../src/engine/rules/ia/view/side-view";
import { lossesOf } from "../../../../../src/engine/rules/series/victory/record";
import { victoryTally } from "../../../../../src/engine/rules/series/victory/tally";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec, [[4, 4, ["woods"]], [5, 6, ["town"]]], [10, 8]);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const one = { company: false, steps: 1, maxSteps: 1 } as const;

/**
 * Two small forces in range of each other: reduced companies to consolidate (IA1 17.1), a hidden MG (16.5), a gun that
 * may run out of ammunition (11.2), exits for R (16.42), and victory conditions of every kind; three turns.
 */
const start = (): IaBattle =>
  battle(
    [side("R", 3, { stepsPerInitiative: 3 }), side("G", 2, { stepsPerInitiative: 3, artillery: { offBoard: [], smoke: false, depletion: 5 } })],
    [
      inf("r1", "R", at(2, 3), { steps: 1 }),
      inf("r2", "R", at(2, 3), { steps: 1 }),
      inf("r3", "R", at(1, 2)),
      inf("r4", "R", at(3, 5), { kind: "MG", ...one, full: { direct: 6, bombardment: 0, range: 6, movement: 1 }, reduced: undefined, hidden: true }),
      inf("w1", "R", at(1, 3), { kind: "TRANSPORT", ...one, full: { direct: 0, bombardment: 0, range: 0, movement: 4 } }),
      inf("g1", "G", at(5, 2)),
      inf("g2", "G", at(5, 3)),
      inf("g3", "G", at(5, 6)),
      inf("ga", "G", at(6, 3), { kind: "ART", ...one, full: { direct: 0, bombardment: 6, range: 8, movement: 0 }, reduced: undefined }),
    ],
    [leader("rl", "R", at(2, 3), { rank: 2 }), leader("gl", "G", at(5, 2), { rank: 2 }), leader("gx", "G", at(5, 6), { rank: 1 })],
    {
      lastTurn: 3,
      exits: [{ side: "R", hexes: [at(0, 2), at(0, 3)] }],
      options: ["consolidation"],
      victory: {
        points: [
          { side: "R", for: "steps", points: 1 },
          { side: "R", for: "hexes", hexes: [at(5, 6)], points: 3 },
          { side: "R", for: "exits", points: 1 },
          { side: "G", for: "units", points: 2 },
          { side: "G", for: "leaders", points: 1 },
        ],
        winner: { by: "more-points" },
      },
    },
  );

const choice = fc.tuple(fc.noBias(fc.nat(1 << 20)), fc.noBias(fc.nat(1 << 20)), fc.noBias(fc.nat(1 << 20)));
const pieces = (b: IaBattle, s: string) => ({ units: [...b.units.values()].filter((u) => u.side === s).length, leaders: [...b.leaders.values()].filter((l) => l.side === s).length });

describe("IA1 3.0 victory under random play", () => {
  it("IA1 3.0, 4.4, 11.2, 16.42, 17.1 every unit and leader that leaves play is counted once: eliminated for victory, exited, consolidated away or EAD; both sides' views give the referee's tally; the last turn ends with it", () => {
    fc.assert(
      fc.property(fc.array(choice, { minLength: 40, maxLength: 90 }), fc.integer(), (choices, seed) => {
        const dice = new SeededDice(seed);
        const draws = new SeededDice(seed ^ 0x5bd1e995);
        const answers = randomAnswers(() => (draws.die(1 << 20) - 1) / (1 << 20));
        const first = start();
        let b = first;
        const notForVictory: Record<string, { units: number; leaders: number }> = { R: { units: 0, leaders: 0 }, G: { units: 0, leaders: 0 } };
        for (const next of choices) {
          if (b.phase === "over") break;
          const { result: r } = runAnswering(ia, b, randomCommand(b, map, next), dice, {}, answers);
          if (r.status !== "done") continue;
          for (const e of r.record.events) {
            // IA1 17.1 and 11.2: pieces removed that do not count; exits are counted from the record (16.42).
            if (e.type === "consolidated") notForVictory[b.units.get(e.removed)!.side]!.units++;
            if (e.type === "eliminated" && e.countsForVictory === false) notForVictory[b.units.get(e.piece)!.side]!.units++;
            if (e.type === "exited-board") for (const id of e.pieces) if (b.leaders.has(id)) notForVictory[b.leaders.get(id)!.side]!.leaders++;
            if (e.type === "victory-determined") expect({ sides: e.sides, winner: e.winner }).toEqual({ sides: victoryTally(r.state).sides, winner: victoryTally(r.state).winner });
          }
          b = r.state;
          for (const s of ["R", "G"]) {
            const [was, now, lost] = [pieces(first, s), pieces(b, s), lossesOf(b, s)];
            expect(was.units - now.units).toBe(lost.units + lost.exits.length + notForVictory[s]!.units);
            expect(was.leaders - now.leaders).toBe(lost.leaders + notForVictory[s]!.leaders);
            expect(victoryTally(iaSideView(b, s).battle)).toEqual(victoryTally(b));
          }
        }
      }),
      { numRuns: 30, endOnFailure: true },
    );
  }, 60_000);
});
