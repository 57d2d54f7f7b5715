import fc from "fast-check";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { randomAnswers } from "../../../../../src/engine/rules/ia/bot/random-commands";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

/** Random play (the bot of rules/ia/bot/random-commands.ts): the map, its engine, the battles games start from. */
export const map = testMap(
  ia1Tec,
  [[4, 4, ["woods"]], [4, 5, ["woods"]], [5, 6, ["town"]], [8, 2, ["field"]], [3, 7, ["hill"], 1], [4, 7, ["hill"], 1], [8, 4, ["minor-river"]], [8, 5, ["minor-river"]]],
  [12, 10],
);
export const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const one = { company: false, steps: 1, maxSteps: 1 } as const;
const mg = { kind: "MG" as const, ...one, full: { direct: 6, bombardment: 0, range: 6, movement: 1 }, reduced: undefined };

/**
 * Two small forces four hexes apart, in range of each other: companies, MGs, a wagon, cavalry, leaders of both types
 * in chains (a colonel's loss is catastrophic, IA1 6.73), a lone leader, a disrupted company, two companies under an
 * entrenchment marker (IA1 16.3); R's off-board artillery and G's gun, with Artillery Plans to write (IA1 9.1).
 */
export const start = (): IaBattle =>
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

/** The three numbers a random command is drawn from. */
export const choice = fc.tuple(fc.noBias(fc.nat(1 << 20)), fc.noBias(fc.nat(1 << 20)), fc.noBias(fc.nat(1 << 20)));

/** Answers as a bot gives them, drawn from their own seed (derived from the dice's). */
export function botAnswers(seed: number) {
  const draws = new SeededDice(seed ^ 0x5bd1e995);
  return randomAnswers(() => (draws.die(1 << 20) - 1) / (1 << 20));
}

/**
 * A closer, bloodier fight on the same map, for properties of pieces leaving play: one-step companies face to face and
 * an assault hex already joined (IA1 12.0), with their leaders; demoralized leaders who may desert (14.44); a wagon
 * carrying an MG (5.6); a company on a river bank (5.8); G's mortar on Open Sights with its ammunition depleted, so
 * that its next fire eliminates it (11.2); R may exit (16.42); consolidation (17.1).
 */
export const closeCombat = (): IaBattle =>
  battle(
    [side("R", 3, { stepsPerInitiative: 2 }), side("G", 3, { stepsPerInitiative: 2, artillery: { offBoard: [], smoke: false, depletion: 2 } })],
    [
      inf("r1", "R", at(3, 4), { steps: 1 }),
      inf("r2", "R", at(3, 4), { steps: 1 }),
      inf("r3", "R", at(3, 5), mg),
      inf("r4", "R", at(2, 3), { ...mg, carriedBy: "w1", limbered: true }),
      inf("w1", "R", at(2, 3), { kind: "TRANSPORT", ...one, full: { direct: 0, bombardment: 0, range: 0, movement: 4 }, carrying: "r4" }),
      inf("r5", "R", at(8, 4), { riverBank: at(7, 4) }),
      inf("r6", "R", at(5, 5), { steps: 1 }),
      inf("g1", "G", at(4, 4), { steps: 1 }),
      inf("g2", "G", at(4, 4), { steps: 1 }),
      inf("g3", "G", at(5, 5), { steps: 1 }),
      inf("g4", "G", at(6, 5), mg),
      inf("gm", "G", at(6, 4), { kind: "MORTAR", ...one, full: { direct: 0, bombardment: 4, range: 6, movement: 2 }, reduced: undefined }),
    ],
    [
      leader("rl", "R", at(3, 4), { rank: 3 }),
      leader("rx", "R", at(5, 5), { rank: 1 }),
      leader("rd", "R", at(2, 4), { rank: 2, status: "demoralized" }),
      leader("re", "R", at(3, 5), { rank: 1, status: "demoralized" }),
      leader("gl", "G", at(4, 4), { rank: 3 }),
      leader("gx", "G", at(5, 5), { rank: 1 }),
      leader("gd", "G", at(6, 5), { rank: 2, status: "demoralized" }),
    ],
    { lastTurn: 6, exits: [{ side: "R", hexes: [at(0, 2), at(0, 3), at(0, 4)] }], plans: { G: { missions: { gm: { mission: "open-sights", depleted: true } } } }, options: ["consolidation"] },
  );
