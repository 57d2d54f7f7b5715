import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { resultFor } from "../../../../../src/engine/core/views";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { iaSideView } from "../../../../../src/engine/rules/ia/view/side-view";
import { inf } from "../../../../fixtures/ia-battle";
import { leader, loaded, mg } from "../transport/support";
import { activate, at, exit, exiting, ia } from "./support";

const edge = { side: "R", hexes: [at(5, 0)] };

/** The events G receives for each of R's commands (all done), and the battle after them. */
function asG(state: IaBattle, commands: IaCommand[]) {
  const seen: IaEvent[][] = [];
  let b = state;
  for (const c of commands) {
    const r = runCommand(ia, b, c, new ScriptedDice([]));
    const g = resultFor(ia, b, r, "G");
    if (r.status !== "done" || g.status !== "done") throw new Error(`expected done, got ${JSON.stringify(r)}`);
    seen.push([...g.events]);
    b = r.state;
  }
  return { seen, state: b };
}

describe("IA1 16.42, 16.5 a hidden unit exiting the board", () => {
  it("IA1 16.5 exiting is moving: the hidden unit and its leader are placed (revealed to the enemy) before they leave", () => {
    const b = exiting([inf("r1", "R", at(5, 0), { hidden: true })], [edge], [leader("capt", "R", at(5, 0), { hidden: true })]);
    expect(iaSideView(b, "G").battle.units.has("r1")).toBe(false);
    const { seen, state } = asG(b, [activate({ r1: "move" }), exit("r1", { with: ["capt"] })]);
    // G saw nothing of the hidden activation; then the reveal, with the pieces as they stood, and the exit.
    expect(seen[0]).toEqual([]);
    expect(seen[1]).toEqual([
      { type: "revealed", pieces: ["r1", "capt"], rule: "IA1 16.5", found: [b.units.get("r1"), b.leaders.get("capt")].map((p) => ({ ...p, hidden: false })) },
      { type: "exited-board", pieces: ["r1", "capt"], rule: "IA1 16.42" },
    ]);
    expect(state.exited).toEqual(["r1", "capt"]);
  });

  it("IA1 16.42, 16.5 a hidden transport leaves with its cargo: both are placed first", () => {
    const [w, cargo] = loaded("w", mg("m", at(5, 0), { hidden: true }));
    const b = exiting([{ ...w!, hidden: true }, cargo!], [edge]);
    const { seen } = asG(b, [activate({ w: "move" }), exit("w")]);
    expect(seen[1]!.map((e) => e.type)).toEqual(["revealed", "exited-board"]);
    expect(seen[1]![0]).toMatchObject({ type: "revealed", pieces: ["w", "m"], found: [{ id: "w", hidden: false }, { id: "m", hidden: false }] });
  });

  it("IA1 16.42 a unit the enemy already sees exits without a reveal", () => {
    const b = exiting([inf("r1", "R", at(5, 0))], [edge]);
    expect(asG(b, [activate({ r1: "move" }), exit("r1")]).seen[1]).toEqual([
      { type: "acting", piece: "r1" },
      { type: "exited-board", pieces: ["r1"], rule: "IA1 16.42" },
    ]);
  });
});
