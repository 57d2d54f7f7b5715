/**
 * Assault, cavalry, fieldworks and optional-rule steps of the sample battle (ia-table-samples.ts), played through the
 * engine as the referee plays them, for the chat cards: an assault with both sides firing at once, a Cold Steel attack
 * with its First Fire, harassing fire, a cavalry charge, mounting and dismounting, digging in and the fog-of-war roll.
 */
import type { Answers } from "../../src/engine/core/decision";
import { startImpulses } from "../../src/engine/rules/series/sequence/impulses";
import type { IaCommand } from "../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit } from "../../src/engine/rules/ia/state";
import { inf, leader } from "../fixtures/ia-battle";
import { hexAt, play, sampleBattle, type SampleStep } from "./ia-table-samples";

/** Test pieces (not printed values): mounted, the cavalry fires 3 and moves 8; dismounted, it fires 4 and moves 4. */
const MOUNTED = { full: { direct: 3, bombardment: 0, range: 3, movement: 8 }, reduced: { direct: 2, bombardment: 0, range: 3, movement: 8 } };
const DISMOUNTED = { full: { direct: 4, bombardment: 0, range: 4, movement: 4 }, reduced: { direct: 2, bombardment: 0, range: 4, movement: 4 } };
const cavalry = (id: string, hex: number, name: string, mounted = true): IaUnit =>
  inf(id, "G", hex, { name, kind: "CAV", mounted, ...(mounted ? MOUNTED : DISMOUNTED), aside: mounted ? DISMOUNTED : MOUNTED });

/** The sample battle in the German's action segment, with `units` and `leaders` added or moved. */
function action(units: readonly IaUnit[] = [], leaders: readonly IaLeader[] = [], more: Partial<IaBattle> = {}): IaBattle {
  const b = sampleBattle();
  return {
    ...b,
    units: new Map([...b.units, ...units.map((u) => [u.id, u] as const)]),
    leaders: new Map([...b.leaders, ...leaders.map((l) => [l.id, l] as const)]),
    phase: "action",
    impulses: startImpulses("G", "R", 1),
    ...more,
  };
}
const moved = <P extends IaUnit | IaLeader>(p: P | undefined, c: number, r: number): P => ({ ...p!, hex: hexAt(c, r) });

/** Runs `commands` in turn; the last one is the step shown. */
function steps(b: IaBattle, commands: readonly IaCommand[], dice: number[] = [], answers: Answers = {}): SampleStep {
  let s = b;
  for (const c of commands.slice(0, -1)) s = play(s, c).after;
  return play(s, commands.at(-1)!, dice, answers);
}

/** The Russian 3rd Coy and Kpt Orlov in the German 1./IR 45's hex with Hptm Kluge, since an earlier turn (an assault hex). */
function assaultHex(more: Partial<IaUnit> = {}): IaBattle {
  const b = sampleBattle();
  return action([{ ...moved(b.units.get("r1"), 5, 10), ...more }], [moved(b.leaders.get("kap"), 5, 10)]);
}

/** IA1 12.5, 12.3: the German attacks the hex with 1./IR 45 and Hptm Kluge; both sides roll one die at once. */
export const sampleAssault = (dice: number[]): SampleStep =>
  steps(assaultHex(), [
    { type: "activate", side: "G", root: { leader: "hptm" }, pieces: { g1: "move", hptm: "move" } },
    { type: "assault", side: "G", at: hexAt(5, 10), units: ["g1"], leaders: ["hptm"] },
  ], dice);

/** IA1 12.6, 12.61: the same attack with Cold Steel: the defenders fire first, +2 columns each side. */
export const sampleColdSteel = (dice: number[]): SampleStep =>
  steps(assaultHex(), [
    { type: "activate", side: "G", root: { leader: "hptm" }, pieces: { g1: "move", hptm: "move" } },
    { type: "assault", side: "G", at: hexAt(5, 10), units: ["g1"], leaders: ["hptm"], coldSteel: true },
  ], dice);

/** IA1 12.22, 12.23: 1./IR 45 leaves the assault hex; the Russian harasses it on the Assault Table. */
export const sampleHarassingFire = (dice: number[]): SampleStep =>
  steps(assaultHex(), [
    { type: "activate", side: "G", root: { piece: "g1" }, pieces: { g1: "move" } },
    { type: "move", side: "G", piece: "g1", to: hexAt(5, 11) },
  ], dice);

/** IA1 12.7: a mounted squadron and its cavalry leader charge the Russian 3rd Coy two hexes away, through a clear hex. */
export const sampleCharge = (dice: number[] = []): SampleStep =>
  steps(action([cavalry("gc", hexAt(5, 6), "1./UR 9")], [leader("rm", "G", hexAt(5, 6), { name: "Rittm. Bauer", leaderType: "cavalry", rank: 2 })]), [
    { type: "activate", side: "G", root: { leader: "rm" }, pieces: { gc: "move", rm: "move" } },
    { type: "move", side: "G", piece: "gc", to: hexAt(5, 5), with: ["rm"] },
    { type: "move", side: "G", piece: "gc", to: hexAt(5, 4), with: ["rm"] },
  ], dice);

/** IA1 15.x: a squadron dismounts (or mounts) in its segment. */
export const sampleMount = (type: "mount" | "dismount"): SampleStep =>
  steps(action([cavalry("gc", hexAt(12, 12), "1./UR 9", type === "dismount")]), [
    { type: "activate", side: "G", root: { piece: "gc" }, pieces: { gc: "move" } },
    { type, side: "G", unit: "gc" },
  ]);

/** IA1 16.2: 1./IR 45 spends its segment digging in. */
export const sampleDigIn = (): SampleStep =>
  steps(action([moved(sampleBattle().units.get("g1"), 12, 12)]), [
    { type: "activate", side: "G", root: { piece: "g1" }, pieces: { g1: "move" } },
    { type: "dig-in", side: "G", unit: "g1" },
  ]);

/** IA1 17.4: with Fog of War in force, the German ends his fourth segment of the turn and rolls three dice. */
export const sampleFogOfWar = (dice: number[]): SampleStep =>
  steps(action([], [], { options: ["fog-of-war"], segments: { G: 3, R: 3 } }), [
    { type: "activate", side: "G", root: { piece: "g1" }, pieces: { g1: "move" } },
    { type: "end-activation", side: "G" },
  ], dice);

/** IA1 17.3: with Strategic Movement in force, 1./IR 45, out of the Russians' sight, is designated to move strategically. */
export const sampleStrategic = (): SampleStep =>
  play(action([], [], { options: ["strategic-movement"] }), { type: "activate", side: "G", root: { piece: "g1" }, pieces: { g1: { action: "move", strategic: true } } });

/** IA1 12.33: 3rd Coy is dug in, 4th Coy beside it is not: the Russian is asked whether 3rd Coy alone fires first. */
export function sampleFirstFireChoice(): { battle: IaBattle; commands: IaCommand[] } {
  const b = sampleBattle();
  const battle = action([{ ...moved(b.units.get("r1"), 5, 10), dugIn: true }, moved(b.units.get("r2"), 5, 10)], [moved(b.leaders.get("kap"), 5, 10)]);
  return {
    battle,
    commands: [
      { type: "activate", side: "G", root: { leader: "hptm" }, pieces: { g1: "move", hptm: "move" } },
      { type: "assault", side: "G", at: hexAt(5, 10), units: ["g1"], leaders: ["hptm"] },
    ],
  };
}

/** The German segment under way in the assault hex: 1./IR 45 and Hptm Kluge activated to move, not yet attacking. */
export const sampleAssaultReady = (): IaBattle => play(assaultHex(), { type: "activate", side: "G", root: { leader: "hptm" }, pieces: { g1: "move", hptm: "move" } }).after;
