import { SeededDice } from "../src/engine/core/dice";
import { runAnswering, runCommand } from "../src/engine/core/engine";
import type { Ruleset } from "../src/engine/core/ruleset";
import { distance, neighbours } from "../src/engine/hex";
import type { HexMap } from "../src/engine/map";
import { activationScope } from "../src/engine/rules/ia/activation/scope";
import type { IaEvent } from "../src/engine/rules/ia/events";
import type { IaCommand } from "../src/engine/rules/ia/ruleset";
import { faceOf, type IaBattle, type IaUnit } from "../src/engine/rules/ia/state";
import { A_FRONT } from "./army";

export type Ia = Ruleset<IaBattle, IaCommand, IaEvent>;

/** One command a player gives, the battle it is given in, and the dice seed that takes it down the path measured. */
export interface CommandCase {
  readonly name: string;
  readonly state: IaBattle;
  readonly command: IaCommand;
  readonly seed: number;
  /** What the run does. */
  readonly note: string;
  /** The commands (each with its dice seed) that take the battle `commandCases` started from to `state`. */
  readonly path?: readonly { readonly command: IaCommand; readonly seed: number }[];
}

/** Runs a case as a host does: to its end, each decision answered by its default (opportunity fire: pass). */
export const runCase = (ia: Ia, c: CommandCase) => runAnswering(ia, c.state, c.command, new SeededDice(c.seed));

const count = (events: readonly IaEvent[], type: IaEvent["type"]) => events.filter((e) => e.type === type).length;

/** The state after `command`, which must be carried out. */
function after(ia: Ia, b: IaBattle, command: IaCommand, seed = 1): IaBattle {
  const r = runAnswering(ia, b, command, new SeededDice(seed)).result;
  if (r.status !== "done") throw new Error(`bench set-up: ${command.type} did not run (${r.status === "refused" ? r.reason : r.status})`);
  return r.state;
}

const runs = (ia: Ia, b: IaBattle, command: IaCommand) => runCommand(ia, b, command, new SeededDice(1)).status !== "refused";

/**
 * The commands a player gives, on `start` (an `armyBattle`), side A acting: rolling initiative, passing, activating a
 * leader chain, a one-hex move with and without the opportunity-fire window opening, direct fire that causes morale
 * checks, and recovery.
 */
export function commandCases(ia: Ia, map: HexMap, start: IaBattle): CommandCase[] {
  const roll: IaCommand = { type: "roll-initiative", side: "A" };
  // IA1 3.0 A: a roll that A wins, so that A acts first.
  let initiative = 1;
  while (after(ia, start, roll, initiative).impulses?.active !== "A") initiative++;
  const action = after(ia, start, roll, initiative);
  return [
    { name: "roll-initiative", state: start, command: roll, seed: initiative, note: "both sides roll; the bombardment and action phases begin" },
    { name: "pass", state: action, command: { type: "pass", side: "A" }, seed: 1, note: "A passes its segment" },
    chainCase(ia, map, action),
    moveCase(ia, map, action, false, { command: roll, seed: initiative }),
    moveCase(ia, map, action, true, { command: roll, seed: initiative }),
    fireCase(ia, map, action),
    recoverCase(ia, action),
  ];
}

/** IA1 3.2: the senior infantry leader of A's whose chain (through a junior leader) reaches the most pieces, all to move. */
function chainCase(ia: Ia, map: HexMap, b: IaBattle): CommandCase {
  const chains = [...b.leaders.values()]
    .filter((l) => l.side === "A" && l.leaderType === "infantry" && l.hex !== null)
    .map((l) => ({ l, scope: activationScope(b, map, "A", { leader: l.id }) }))
    .filter(({ l, scope }) => [...scope.keys()].some((id) => id !== l.id && b.leaders.has(id)))
    .sort((x, y) => y.scope.size - x.scope.size);
  const chain = chains[0];
  if (!chain) throw new Error("bench set-up: no leader chain");
  const pieces = Object.fromEntries([...chain.scope.keys()].map((id) => [id, "move" as const]));
  return { name: "activate", state: b, command: { type: "activate", side: "A", root: { leader: chain.l.id }, pieces }, seed: 1, note: `a leader chain of ${chain.scope.size} pieces` };
}

/**
 * A one-hex move of an INF company of A's in good order, on the board and unmarked (no SPOTTED marker, 8.52): from the
 * rear, away from the enemy (nobody can fire, no window), or along or towards the front line (by a leader, 5.5, where
 * it must), so that B's units may take opportunity fire (13.1).
 */
function moveCase(ia: Ia, map: HexMap, b: IaBattle, window: boolean, to: { command: IaCommand; seed: number }): CommandCase {
  const col = (u: IaUnit) => map.offsetAt(u.hex!).col;
  const units = [...b.units.values()]
    .filter((u) => u.side === "A" && u.hex !== null && u.kind === "INF" && u.status === "good" && !u.hidden && !u.spotted)
    .sort((x, y) => (window ? col(y) - col(x) : col(x) - col(y)))
    .slice(0, 30);
  for (const u of units)
    for (const root of [{ piece: u.id }, ...(window ? leadersOver(b, map, u) : [])]) {
      const act: IaCommand = { type: "activate", side: "A", root, pieces: { [u.id]: "move" } };
      if (!runs(ia, b, act)) continue;
      const ready = after(ia, b, act);
      for (const n of neighbours(map.hexAt(u.hex!))) {
        if (!map.contains(n)) continue;
        const move: IaCommand = { type: "move", side: "A", piece: u.id, to: map.indexOf(n) };
        const { result, asked } = runAnswering(ia, ready, move, new SeededDice(1));
        if (result.status !== "done" || asked.length !== (window ? 1 : 0)) continue;
        const path = [to, { command: act, seed: 1 }];
        if (!window) return { name: "move, no window", state: ready, command: move, seed: 1, note: "nobody of B's can fire", path };
        if (asked[0]!.kind !== "opportunity-fire") continue;
        return { name: "move, window (B passes)", state: ready, command: move, seed: 1, note: `B may fire with ${asked[0]!.options.length - 1} firing groups and passes`, path };
      }
    }
  throw new Error("bench set-up: no move found");
}

/** Leaders of A's who may activate `u` (IA1 3.12). */
function leadersOver(b: IaBattle, map: HexMap, u: IaUnit): { leader: string }[] {
  const at = map.hexAt(u.hex!);
  return [...b.leaders.values()]
    .filter((l) => l.side === "A" && l.hex !== null && distance(at, map.hexAt(l.hex)) <= 1)
    .filter((l) => activationScope(b, map, "A", { leader: l.id }).get(u.id) === l.id)
    .map((l) => ({ leader: l.id }));
}

interface Shot {
  readonly c: CommandCase;
  readonly score: number;
}

/**
 * IA1 10.2, 14.0: a front-line company or MG of A's fires across the gap at a hex of B's in range; of the first dice seeds,
 * the one with the most step losses, morale checks and leader casualty rolls (6.7).
 */
function fireCase(ia: Ia, map: HexMap, b: IaBattle): CommandCase {
  const front = [...b.units.values()].filter(
    (u) => u.side === "A" && u.hex !== null && map.offsetAt(u.hex).col === A_FRONT - 1 && u.status === "good" && !u.hidden && (u.kind === "INF" || u.kind === "MG"),
  );
  const enemy = [...new Set([...b.units.values()].filter((e) => e.side === "B" && e.hex !== null && e.kind !== "TRANSPORT").map((e) => e.hex!))];
  let best: Shot | null = null;
  for (const u of front.slice(0, 12)) {
    const act: IaCommand = { type: "activate", side: "A", root: { piece: u.id }, pieces: { [u.id]: "fire" } };
    if (!runs(ia, b, act)) continue;
    const ready = after(ia, b, act);
    const from = map.hexAt(u.hex!);
    for (const at of enemy.filter((h) => distance(from, map.hexAt(h)) <= faceOf(u).range)) {
      const command: IaCommand = { type: "direct-fire", side: "A", firers: [u.id], at };
      if (!runs(ia, ready, command)) continue;
      best = bestShot(ia, ready, command, best);
      if (best !== null && best.score >= 9) return best.c;
    }
  }
  if (best === null) throw new Error("bench set-up: no fire with morale checks");
  return best.c;
}

function bestShot(ia: Ia, state: IaBattle, command: IaCommand, best: Shot | null): Shot | null {
  for (let seed = 1; seed <= 60; seed++) {
    const r = runAnswering(ia, state, command, new SeededDice(seed)).result;
    if (r.status !== "done") continue;
    const ev = r.record.events;
    const [losses, checks, casualties] = [count(ev, "steps-lost"), count(ev, "morale-checked"), count(ev, "leader-casualty-rolled")];
    const score = checks * 2 + losses * 3 + casualties * 4;
    if (!checks || (best !== null && score <= best.score)) continue;
    const note = `${losses} step lost, ${checks} morale checks, ${casualties} leader casualty roll${casualties === 1 ? "" : "s"}`;
    best = { c: { name: "direct-fire", state, command, seed, note }, score };
  }
  return best;
}

/** IA1 14.4: a disrupted company of A's, activated to move, attempts recovery. */
function recoverCase(ia: Ia, b: IaBattle): CommandCase {
  const shaken = [...b.units.values()].find((u) => u.side === "A" && u.hex !== null && u.status === "disrupted" && !u.hidden && u.kind === "INF");
  if (!shaken) throw new Error("bench set-up: no disrupted unit");
  const ready = after(ia, b, { type: "activate", side: "A", root: { piece: shaken.id }, pieces: { [shaken.id]: "move" } });
  return { name: "recover", state: ready, command: { type: "recover", side: "A", piece: shaken.id }, seed: 1, note: "a disrupted company's recovery roll" };
}
