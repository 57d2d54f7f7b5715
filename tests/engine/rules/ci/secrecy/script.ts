/**
 * The secrecy tests' battle and script (CI 1.x Blocks). The Americans (first player, Player Turn 7) face two German
 * stacks no command names — two blocks in the town 0305, three in the clear 0505 — and a German platoon that acts
 * (PHQ `gphq`, squads `gs1`–`gs3`). One Game Turn's end and the start of the next: an American CHQ activation (a hex
 * fire at the town stack, a mortar's bombardment of the clear stack, a move), the German PHQ's (a hidden move, a rally, a failed No Command), the end
 * of the Game Turn, then an American assault on the clear stack, which reveals it.
 */
import type { HexMap } from "../../../../../src/engine/map";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciMap, GERMAN, offsetOf, US, type BlockSpec } from "../support/fixture";
import type { Step } from "./received";

export const map: HexMap = ciMap({ hexes: { "0305": { terrain: "town" } } });

const at = (label: string): number => map.indexOfOffset(...offsetOf(label));

/** The German blocks no command names: their labels, strengths and half-hits are what the variants move around. */
export const UNNAMED: Readonly<Record<string, BlockSpec>> = {
  g1: { kind: "ger-squad", at: "0305", company: "B", platoon: 2, strength: 3 },
  g2: { kind: "ger-mg42", at: "0305", company: "B", strength: 3 },
  g3: { kind: "ger-panzerschreck", at: "0505", company: "B", strength: 2 },
  g4: { kind: "ger-squad", at: "0505", company: "B", platoon: 3, strength: 2, halfHit: true },
  g5: { kind: "ger-mortar-80", at: "0505", company: "C", strength: 2 },
};

export function battle(): CiBattle {
  return ciBattle(map, {
    firstPlayer: US,
    playerTurn: 7,
    blocks: {
      uchq: { kind: "us-chq", at: "0203", company: "A" },
      ua1: { kind: "us-squad", at: "0304", company: "A", platoon: 1 },
      umo: { kind: "us-mortar-60", at: "0203", company: "A" },
      ua3: { kind: "us-squad", at: "0404", company: "A", platoon: 2 },
      gphq: { kind: "ger-phq", at: "0608", company: "A", platoon: 1 },
      gs1: { kind: "ger-squad", at: "0609", company: "A", platoon: 1 },
      gs2: { kind: "ger-squad", at: "0708", company: "A", platoon: 1, strength: 1 },
      gs3: { kind: "ger-squad", at: "0910", company: "A", platoon: 1 },
      ...UNNAMED,
    },
  });
}

/** How `side` names block `id` in a command on `b`: its handle while hidden, else its id. */
const nameOf = (b: CiBattle, id: string): string => b.blocks[id]!.handle ?? id;

/** A command naming `id` as its side does on the battle it is given on. */
const naming =
  (id: string, make: (name: string) => CiCommand) =>
  (b: CiBattle): CiCommand =>
    make(nameOf(b, id));

export const STEPS: readonly Step[] = [
  // Player Turn 7, the Americans.
  { command: naming("uchq", (hq) => ({ type: "activate", side: US, hq })) },
  // Four dice against F 3 from the next hex: three hits on the town stack, two hits a step (CI 6.7 Double Defense).
  { command: naming("ua1", (unit) => ({ type: "fire", side: US, unit, target: { hex: at("0305") } })), dice: [1, 2, 3, 9] },
  // Two dice against F 3: one hit on the clear stack (CI 6.x Bombardment).
  { command: naming("umo", (unit) => ({ type: "bombard", side: US, unit, target: { hex: at("0505") } })), dice: [2, 9] },
  { command: naming("ua3", (unit) => ({ type: "move", side: US, unit, to: at("0504") })) },
  { command: { type: "end-commands", side: US } },
  { command: { type: "end-activation", side: US } },
  { command: { type: "end-player-turn", side: US } },
  // Player Turn 8, the Germans.
  { command: naming("gphq", (hq) => ({ type: "activate", side: GERMAN, hq })) },
  { command: naming("gs1", (unit) => ({ type: "move", side: GERMAN, unit, to: at("0709") })) },
  { command: naming("gs2", (unit) => ({ type: "rally", side: GERMAN, unit })), dice: [2] },
  { command: naming("gs3", (unit) => ({ type: "no-command", side: GERMAN, unit })), dice: [9] },
  { command: { type: "end-commands", side: GERMAN } },
  { command: { type: "end-activation", side: GERMAN } },
  // The end of Game Turn 1: all stand upright; the Americans roll high and go first.
  { command: { type: "end-player-turn", side: GERMAN }, dice: [7, 3] },
  // Game Turn 2: the American squad next to the clear stack assaults it; the assault reveals it.
  { command: naming("uchq", (hq) => ({ type: "activate", side: US, hq })) },
  { command: naming("ua3", (unit) => ({ type: "move", side: US, unit, to: at("0505") })) },
  { command: { type: "end-commands", side: US } },
  { command: { type: "end-activation", side: US }, dice: Array.from({ length: 80 }, (_, i) => (i % 10) + 1) },
];

/** The step whose events first show a block the script leaves alone: the assault's end of activation. */
export const ASSAULT_STEP = STEPS.length - 1;
