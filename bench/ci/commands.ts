import { ScriptedDice, SeededDice } from "../../src/engine/core/dice";
import { runAnswering } from "../../src/engine/core/engine";
import type { Ruleset } from "../../src/engine/core/ruleset";
import { resultFor } from "../../src/engine/core/views";
import type { HexMap } from "../../src/engine/map";
import type { CiCommand } from "../../src/engine/rules/ci/commands/schema";
import type { CiEvent } from "../../src/engine/rules/ci/events/schema";
import type { CiBattle } from "../../src/engine/rules/ci/state";
import { ciSideView } from "../../src/engine/rules/ci/view/side-view";
import type { CiArmy } from "./army";

export type Ci = Ruleset<CiBattle, CiCommand, CiEvent>;

/** What a user does, from a battle: commands given in turn, each run to its end as a host does (defaults); `views`: both sides' views of each result made. */
export interface CiCommandCase {
  readonly name: string;
  readonly note: string;
  readonly state: CiBattle;
  readonly commands: readonly CiCommand[];
  /** The dice of each run (a fixed roll: the same hits every time). */
  readonly dice?: readonly number[];
  readonly views?: boolean;
}

const dice = (c: CiCommandCase) => (c.dice ? new ScriptedDice([...c.dice]) : new SeededDice(1));

/** Runs a case's commands in turn, every decision answered by its default; with `views`, what each side receives and may know. */
export function runCiCase(ci: Ci, c: CiCommandCase): void {
  let b = c.state;
  const source = dice(c);
  for (const command of c.commands) {
    const r = runAnswering(ci, b, command, source).result;
    if (r.status !== "done") throw new Error(`${c.name}: ${command.type} stopped (${r.status === "refused" ? r.reason : r.status})`);
    if (c.views) for (const s of b.sides) (resultFor(ci, b, r, s.id), ciSideView(r.state, s.id));
    b = r.state;
  }
}

/** How a side names its hidden block in a command: its handle. */
const handle = (b: CiBattle, id: string) => b.blocks[id]!.handle!;

function after(ci: Ci, b: CiBattle, command: CiCommand): CiBattle {
  const r = runAnswering(ci, b, command, new SeededDice(1)).result;
  if (r.status !== "done") throw new Error(`bench set-up: ${command.type} did not run (${r.status === "refused" ? r.reason : r.status})`);
  return r.state;
}

/**
 * CI 4.x HQ Activation, CI 8.x Movement: a PHQ activates, deploying a hex; its three squads each move two hexes east
 * (control worked out at each hex entered); the commands end; the activation ends. CI 6.x Firepower: the 6-step squad
 * fires 6 dice (three hits) at the hex of three hidden German squads (the casualty choice by default), both sides'
 * views of the result made.
 */
export function ciCommandCases(ci: Ci, map: HexMap, army: CiArmy): CiCommandCase[] {
  const b = army.battle;
  // East along the row: (column + 1, row) is next to (column, row) on a flat-topped map.
  const moves = army.squads.flatMap((id): CiCommand[] => {
    const { col, row } = map.offsetAt(b.blocks[id]!.hex!);
    return [1, 2].map((n) => ({ type: "move", side: "us", unit: handle(b, id), to: map.indexOfOffset(col + n, row) }));
  });
  const firing = after(ci, b, { type: "activate", side: "us", hq: handle(b, army.firerHq) });
  return [
    {
      name: "CI HQ activation moving a platoon",
      note: "activate a PHQ with a one-hex deploy, 3 squads × 2 hexes, end-commands, end-activation: 9 commands",
      state: b,
      commands: [{ type: "activate", side: "us", hq: handle(b, army.phq), deploy: army.deploy }, ...moves, { type: "end-commands", side: "us" }, { type: "end-activation", side: "us" }],
    },
    {
      name: "CI fire of 6 dice",
      note: "a 6-step squad at a hex of 3 hidden German squads, 3 hits, casualties by default, both sides' views",
      state: firing,
      commands: [{ type: "fire", side: "us", unit: handle(firing, army.firer), target: { hex: army.target } }],
      dice: [1, 2, 3, 9, 9, 9],
      views: true,
    },
  ];
}
