import { SeededDice } from "../../src/engine/core/dice";
import { runAnswering, runCommand } from "../../src/engine/core/engine";
import type { Ruleset } from "../../src/engine/core/ruleset";
import { distance, neighbours } from "../../src/engine/hex";
import type { HexMap } from "../../src/engine/map";
import type { PgEvent } from "../../src/engine/rules/pg/events";
import type { PgCommand } from "../../src/engine/rules/pg/ruleset";
import type { PgBattle, PgUnit } from "../../src/engine/rules/pg/state";
import { isAfv } from "../../src/engine/rules/pg/units/classify";
import { A_FRONT } from "../army";

export type Pg = Ruleset<PgBattle, PgCommand, PgEvent>;

/** One command a player gives, the battle it is given in, and the dice seed that takes it down the path measured. */
export interface PgCommandCase {
  readonly name: string;
  readonly state: PgBattle;
  readonly command: PgCommand;
  readonly seed: number;
  readonly note: string;
}

/** Runs a case as a host does: to its end, each decision answered by its default. */
export const runPgCase = (pg: Pg, c: PgCommandCase) => runAnswering(pg, c.state, c.command, new SeededDice(c.seed));

function after(pg: Pg, b: PgBattle, command: PgCommand, seed = 1): PgBattle {
  const r = runAnswering(pg, b, command, new SeededDice(seed)).result;
  if (r.status !== "done") throw new Error(`bench set-up: ${command.type} did not run (${r.status === "refused" ? r.reason : r.status})`);
  return r.state;
}

const runs = (pg: Pg, b: PgBattle, command: PgCommand) => runCommand(pg, b, command, new SeededDice(1)).status !== "refused";

/**
 * PG's commands on `start` (a `pgArmyBattle`), the Germans acting: a one-hex move with and without the opportunity-fire
 * window opening (13.1; 5.4's threats judged), an AT attack by a front-line tank on a Soviet tank in range (11.1), and a
 * segment of off-board artillery fire (9.2, 3.14: spotting, the Bombardment Table, friendly fire).
 */
export function pgCommandCases(pg: Pg, map: HexMap, start: PgBattle): PgCommandCase[] {
  const roll: PgCommand = { type: "roll-initiative", side: "german" };
  let initiative = 1;
  while (after(pg, start, roll, initiative).impulses?.active !== "german") initiative++;
  const action = after(pg, start, roll, initiative);
  return [moveCase(pg, map, action, false), moveCase(pg, map, action, true), atCase(pg, map, action), offboardCase(pg, action)];
}

const col = (map: HexMap, u: PgUnit) => map.offsetAt(u.hex!).col;

/**
 * A one-hex move of a German infantry unit in good order: from the rear westward (nobody of the Soviets' can fire: no
 * window), or toward the front, by a leader where 5.4 asks for one, into a hex where the Soviets may take opportunity
 * fire (13.1) and pass.
 */
function moveCase(pg: Pg, map: HexMap, b: PgBattle, window: boolean): PgCommandCase {
  const units = [...b.units.values()].filter((u) => u.side === "german" && u.type === "german-infantry" && u.status === "good" && !u.spotted).sort((x, y) => (window ? col(map, y) - col(map, x) : col(map, x) - col(map, y)));
  for (const u of units.slice(0, 40)) {
    const leaders = [...b.leaders.values()].filter((l) => l.side === "german" && l.hex !== null && distance(map.hexAt(l.hex), map.hexAt(u.hex!)) <= 1);
    for (const root of [{ piece: u.id }, ...leaders.map((l) => ({ leader: l.id }))]) {
      const act: PgCommand = { type: "activate", side: "german", root, pieces: { [u.id]: "move" } };
      if (!runs(pg, b, act)) continue;
      const ready = after(pg, b, act);
      for (const n of neighbours(map.hexAt(u.hex!))) {
        if (!map.contains(n) || (map.offsetAt(map.indexOf(n)).col > col(map, u)) !== window) continue;
        const move: PgCommand = { type: "move", side: "german", piece: u.id, to: map.indexOf(n) };
        const { result, asked } = runAnswering(pg, ready, move, new SeededDice(1));
        if (result.status !== "done" || asked.length !== (window ? 1 : 0)) continue;
        if (!window) return { name: "PG move, no window", state: ready, command: move, seed: 1, note: "nobody of the Soviets' can fire; 5.4's threats judged" };
        if (asked[0]!.kind === "opportunity-fire")
          return { name: "PG move, window (Soviets pass)", state: ready, command: move, seed: 1, note: `the Soviets may fire with ${asked[0]!.options.length - 1} options and pass` };
      }
    }
  }
  throw new Error("bench set-up: no PG move found");
}

function atCase(pg: Pg, map: HexMap, b: PgBattle): PgCommandCase {
  const tanks = [...b.units.values()].filter((u) => u.side === "german" && isAfv(u) && u.hex !== null && col(map, u) >= A_FRONT - 3);
  const targets = [...b.units.values()].filter((u) => u.side === "soviet" && isAfv(u) && u.hex !== null);
  for (const t of tanks) {
    const act: PgCommand = { type: "activate", side: "german", root: { piece: t.id }, pieces: { [t.id]: "fire" } };
    if (!runs(pg, b, act)) continue;
    const ready = after(pg, b, act);
    for (const e of targets.filter((e) => distance(map.hexAt(e.hex!), map.hexAt(t.hex!)) <= 7)) {
      const shot: PgCommand = { type: "at-fire", side: "german", firer: t.id, target: e.id };
      if (runs(pg, ready, shot)) return { name: "PG AT fire", state: ready, command: shot, seed: 3, note: "a Pz III at a T-34 (2d6 + AT − armor, 11.1)" };
    }
  }
  throw new Error("bench set-up: no PG AT shot found");
}

/** PG 9.2, 9.3, 3.14: two German 20-factor batteries fire as one at a Soviet hex a German unit spots, in a segment of their own. */
function offboardCase(pg: Pg, b: PgBattle): PgCommandCase {
  const state: PgBattle = { ...b, offboard: ["oba-1", "oba-2"].map((id) => ({ id, side: "german", strength: 20, nationality: "german", firedTurn: null })) };
  const hexes = [...new Set([...b.units.values()].filter((u) => u.side === "soviet" && u.hex !== null).map((u) => u.hex!))];
  for (const at of hexes) {
    const fire: PgCommand = { type: "offboard-fire", side: "german", attacks: [{ factors: ["oba-1", "oba-2"], at }] };
    if (runs(pg, state, fire)) return { name: "PG off-board fire", state, command: fire, seed: 5, note: "40 factors at a spotted Soviet hex, friendly fire rolled (9.2, 9.52)" };
  }
  throw new Error("bench set-up: no PG off-board target found");
}
