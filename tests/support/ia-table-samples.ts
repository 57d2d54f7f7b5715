/**
 * A small Infantry Attacks battle played through the engine as the referee plays it (scripted dice, given answers),
 * for the chat cards, the tracker and the dialogs: each step keeps the battle before it, the public events and the
 * rolls, as `iaCards` receives them. German "G" against Russian "R" on a 20×20 board "A" (labels A/0611 …).
 */
import type { Answers } from "../../src/engine/core/decision";
import { ScriptedDice } from "../../src/engine/core/dice";
import { runAnswering, type RollRecord } from "../../src/engine/core/engine";
import { startImpulses } from "../../src/engine/rules/series/sequence/impulses";
import { publicEvents } from "../../src/engine/core/views";
import { loadMap } from "../../src/engine/map";
import { ia1Tec } from "../../src/engine/rules/ia/data";
import type { IaEvent } from "../../src/engine/rules/ia/events";
import { iaRuleset, type IaCommand } from "../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit } from "../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../fixtures/ia-battle";

export const sampleMap = loadMap(
  {
    id: "sample",
    name: "Sample board",
    layout: "odd-q",
    columns: 20,
    rows: 20,
    defaultTerrain: "clear",
    boards: [{ id: "A", origin: [0, 0], columns: 20, rows: 20 }],
    hexes: [{ at: [5, 9], terrain: ["woods"] }],
  },
  ia1Tec,
);
/** The shipped charts: some direct-fire cells are `playtest`, so cards warn of them. */
export const sampleRules = iaRuleset(sampleMap, ia1Tec);
export const hexAt = (c: number, r: number) => sampleMap.indexOfOffset(c, r);

const oneStep = { company: false, steps: 1, maxSteps: 1, reduced: undefined } as const;
const mg = (id: string, s: string, hex: number, name: string, more: Partial<IaUnit> = {}) =>
  inf(id, s, hex, { name, kind: "MG", ...oneStep, full: { direct: 6, bombardment: 0, range: 8, movement: 2 }, ...more });

/** Both sides in the Initiative Phase of turn 1: a German company pair with their captain, Russians facing them. */
export function sampleBattle(): IaBattle {
  return battle(
    [side("G", 3, { name: "German" }), side("R", 2, { name: "Russian" })],
    [
      inf("g1", "G", hexAt(5, 10), { name: "1./IR 45" }),
      inf("g2", "G", hexAt(6, 10), { name: "2./IR 45", status: "disrupted" }),
      mg("gmg", "G", hexAt(4, 10), "MG-Zug 45"),
      mg("gmg2", "G", hexAt(4, 10), "sMG-Zug 45"),
      inf("gw", "G", hexAt(4, 10), { name: "Fahrzeug 1", kind: "TRANSPORT", ...oneStep, full: { direct: 0, bombardment: 0, range: 0, movement: 6 } }),
      inf("r1", "R", hexAt(5, 4), { name: "3rd Coy" }),
      inf("r2", "R", hexAt(5, 4), { name: "4th Coy" }),
      mg("rmg", "R", hexAt(6, 4), "MG Det."),
    ],
    [
      leader("hptm", "G", hexAt(5, 10), { name: "Hptm Kluge", rank: 3 }),
      leader("lt", "G", hexAt(6, 11), { name: "Lt Adler", rank: 1 }),
      leader("kap", "R", hexAt(5, 4), { name: "Kpt Orlov", rank: 3 }),
      leader("por", "R", hexAt(5, 4), { name: "Por Belov", rank: 1 }),
    ],
    { smoke: [hexAt(8, 8)] },
  );
}

export interface SampleStep {
  readonly command: IaCommand;
  readonly before: IaBattle;
  readonly after: IaBattle;
  readonly events: readonly IaEvent[];
  readonly rolls: readonly RollRecord[];
}

/** Runs a command as the referee does; the events and rolls are those every side may see. */
export function play(before: IaBattle, command: IaCommand, dice: number[] = [], answers: Answers = {}): SampleStep {
  const { result } = runAnswering(sampleRules, before, command, new ScriptedDice(dice), answers);
  if (result.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(result)}`);
  const shown = publicEvents(sampleRules, before, result.record.events, ["G", "R"], result.record.rolls);
  return { command, before, after: result.state, events: shown.events, rolls: shown.rolls };
}

/** The turn so far: initiative (a tie rolled again), an activation, a fire with losses and morale, a move under opportunity fire, a recovery, a load, the end of the segment and two passes. */
export function sampleTurn() {
  const initiative = play(sampleBattle(), { type: "roll-initiative", side: "G" }, [3, 4, 5, 2]);
  const fireActivation = play(initiative.after, { type: "activate", side: "G", root: { piece: "gmg" }, pieces: { gmg: "fire" } });
  const fire = play(fireActivation.after, { type: "direct-fire", side: "G", firers: ["gmg"], at: hexAt(5, 4) }, [1, 1, 5, 5, 6, 6, 6, 5, 6, 6, 2, 2, 6, 6, 6, 6]);
  const fireEnd = play(fire.after, { type: "end-activation", side: "G" });
  const activation = play(
    fireEnd.after,
    { type: "activate", side: "G", root: { leader: "hptm" }, pieces: { g1: "move", hptm: "move", g2: "move", gw: "move", gmg2: "move", lt: { action: "move", ledBy: "hptm" } } },
  );
  const move = play(activation.after, { type: "move", side: "G", piece: "g1", to: hexAt(5, 9), with: ["hptm"] });
  const opportunity = play(move.after, { type: "move", side: "G", piece: "g1", to: hexAt(5, 8), with: ["hptm"] }, [4, 5], { "opportunity-fire:g1@5,8:1": ["rmg"] });
  const recovery = play(opportunity.after, { type: "recover", side: "G", piece: "g2" }, [2, 3]);
  const load = play(recovery.after, { type: "load", side: "G", transport: "gw", unit: "gmg2" });
  return { initiative, fireActivation, fire, fireEnd, activation, move, opportunity, recovery, load };
}

/** The end of a turn: the German passes, the Russian answers with a pass, markers come off, the smoke drifts, turn 2 begins. */
export function sampleTurnEnd(): SampleStep {
  const b = sampleBattle();
  const marked = new Map([...b.units].map(([id, u]) => [id, id === "g1" || id === "gmg" ? { ...u, movedFired: true } : u]));
  const gPass = play({ ...b, units: marked, phase: "action", impulses: startImpulses("G", "R", 1) }, { type: "pass", side: "G" });
  return play(gPass.after, { type: "pass", side: "R" }, [2, 3]);
}


/**
 * A heavy fire: two German companies and their captain at a Russian company with its captain next to them. The owner
 * allocates the X (IA1 7.61), morale is checked (the leader first), the captain falls to his casualty roll (6.7) and
 * his side is decapitated (6.72).
 */
export function sampleHeavyFire(dice: number[], answers: Answers = {}): SampleStep {
  const b = sampleBattle();
  const moved = (id: string, c: number, r: number) => [id, { ...(b.units.get(id) ?? b.leaders.get(id))!, hex: hexAt(c, r) }] as const;
  const units = new Map([...b.units, moved("r1", 7, 10), moved("r2", 7, 10)] as [string, IaUnit][]);
  const leaders = new Map([...b.leaders, moved("kap", 7, 10)] as [string, IaBattle["leaders"] extends ReadonlyMap<string, infer L> ? L : never][]);
  const ready = play({ ...b, units, leaders, phase: "action", impulses: startImpulses("G", "R", 1) }, {
    type: "activate",
    side: "G",
    root: { leader: "hptm" },
    pieces: { g1: "fire", hptm: "fire", g2: "fire" },
  });
  return play(ready.after, { type: "direct-fire", side: "G", firers: ["g1", "g2"], leaders: ["hptm"], at: hexAt(7, 10) }, dice, answers);
}

/** A lone Russian leader in the woods hex the German company and its captain enter: his overrun roll (IA1 6.71). */
export function sampleOverrun(dice: number[]): SampleStep {
  const b = sampleBattle();
  const leaders = new Map([...b.leaders].map(([id, l]) => [id, id === "por" ? { ...l, hex: hexAt(5, 9) } : l]));
  const ready = play({ ...b, leaders, phase: "action", impulses: startImpulses("G", "R", 1) }, { type: "activate", side: "G", root: { leader: "hptm" }, pieces: { g1: "move", hptm: "move" } });
  return play(ready.after, { type: "move", side: "G", piece: "g1", to: hexAt(5, 9), with: ["hptm"] }, dice);
}
