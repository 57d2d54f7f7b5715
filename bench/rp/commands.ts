import { SeededDice } from "../../src/engine/core/dice";
import { runAnswering } from "../../src/engine/core/engine";
import type { Ruleset } from "../../src/engine/core/ruleset";
import { neighbours } from "../../src/engine/hex";
import type { HexMap } from "../../src/engine/map";
import type { RpCommand } from "../../src/engine/rules/rp/commands/schema";
import type { RpEvent } from "../../src/engine/rules/rp/events/schema";
import type { RpBattle } from "../../src/engine/rules/rp/state";
import { A_FRONT } from "../army";

export type Rp = Ruleset<RpBattle, RpCommand, RpEvent>;

/** What a user does, from a battle: one or more commands given in turn, each run to its end as a host does (defaults). */
export interface RpCommandCase {
  readonly name: string;
  readonly state: RpBattle;
  readonly commands: readonly RpCommand[];
  readonly note: string;
}

function after(rp: Rp, b: RpBattle, command: RpCommand): RpBattle {
  const r = runAnswering(rp, b, command, new SeededDice(1)).result;
  if (r.status !== "done") throw new Error(`bench set-up: ${command.type} did not run (${r.status === "refused" ? r.reason : r.status})`);
  return r.state;
}

/** How many of `commands`, given in turn from `b`, open a reaction window (RP 6.7: the British are asked). */
function windowsOpened(rp: Rp, b: RpBattle, commands: readonly RpCommand[]): number {
  let opened = 0;
  for (const command of commands) {
    const { result, asked } = runAnswering(rp, b, command, new SeededDice(1));
    if (result.status !== "done") throw new Error(`bench set-up: ${command.type} stopped (${result.status})`);
    if (asked.some((r) => r.kind === "rp-reaction")) opened++;
    b = result.state;
  }
  return opened;
}

/** Runs a case's commands in turn, every decision answered by its default (the reactor passes). */
export function runRpCase(rp: Rp, c: RpCommandCase): void {
  let b = c.state;
  for (const command of c.commands) {
    const r = runAnswering(rp, b, command, new SeededDice(1)).result;
    if (r.status !== "done") throw new Error(`${c.name}: ${command.type} stopped (${r.status})`);
    b = r.state;
  }
}

/** East of a hex, on the map (the British side of the front). */
const east = (map: HexMap, hex: number): number => {
  const { col, row } = map.offsetAt(hex);
  return neighbours(map.hexAt(hex)).map((h) => map.indexOf(h)).find((i) => map.contains(map.hexAt(i)) && map.offsetAt(i).col === col + 1 && map.offsetAt(i).row === row)!;
};

/**
 * RP 6.6, 6.7: one movement point into the empty ground before the British front, where their MGs and companies in range
 * may fire (the window opens; the British pass); and RP 3.5, 6.01c: the mass of 12 each moving one MP (12 commands; the
 * note says how many open a window).
 */
export function rpCommandCases(rp: Rp, map: HexMap, start: RpBattle): RpCommandCase[] {
  const mass = Object.keys(start.units).filter((id) => id.startsWith("mass"));
  const all = after(rp, start, { type: "activate", side: "german", config: "mass", units: mass });
  const step = (id: string): RpCommand => ({ type: "move", side: "german", units: [id], step: { to: east(map, start.units[id]!.hex!) } });
  if (map.offsetAt(start.units[mass[0]!]!.hex!).col !== A_FRONT - 1) throw new Error("bench set-up: the mass is not at the front");
  // A company whose step the British can fire at (the window asks them, and they pass).
  const windowed = mass.find((id) => runAnswering(rp, after(rp, start, { type: "activate", side: "german", config: "unit", units: [id] }), step(id), new SeededDice(1)).asked.some((r) => r.kind === "rp-reaction"));
  if (windowed === undefined) throw new Error("bench set-up: no step of the mass opens a reaction window");
  const one = after(rp, start, { type: "activate", side: "german", config: "unit", units: [windowed] });
  return [
    { name: "RP one-MP move, reaction window (British pass)", state: one, commands: [step(windowed)], note: "one company east into no man's land, where British units may fire" },
    { name: "RP mass of 12, one MP each", state: all, commands: mass.map(step), note: `12 move commands, ${windowsOpened(rp, all, mass.map(step))} of them opening a reaction window` },
  ];
}
