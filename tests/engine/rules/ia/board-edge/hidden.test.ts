import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { resultFor, type SideResult } from "../../../../../src/engine/core/views";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { iaSideView } from "../../../../../src/engine/rules/ia/view/side-view";
import { inf } from "../../../../fixtures/ia-battle";
import { leader } from "../transport/support";
import { activate, at, entering, ia, move } from "./support";

/** What G receives for R's commands (all done), and G's view at the end. */
function asG(state: IaBattle, commands: IaCommand[]) {
  const seen: SideResult<IaEvent>[] = [];
  let b = state;
  for (const c of commands) {
    const r = runCommand(ia, b, c, new ScriptedDice([]));
    seen.push(resultFor(ia, b, r, "G"));
    if (r.status !== "done") break;
    b = r.state;
  }
  return { seen, view: iaSideView(b, "G").battle, state: b };
}

/** R's segment with an on-board company `r9` and its leader `lt`, with or without the off-board group. */
function withAndWithout() {
  const b = entering({ more: [inf("r9", "R", at(9, 9))], leaders: [leader("lt", "R", at(9, 9))] });
  const ids = ["capt", "r1", "r2"];
  const without: IaBattle = {
    ...b,
    units: new Map([...b.units].filter(([id]) => !ids.includes(id))),
    leaders: new Map([...b.leaders].filter(([id]) => !ids.includes(id))),
  };
  delete (without as { entering?: unknown }).entering;
  return { b, without };
}

describe("IA1 16.41 off-board pieces are concealed from the enemy", () => {
  it("IA1 16.41 the enemy's view is the same with and without the pieces waiting to enter, and so is what it receives while they wait", () => {
    const { b, without } = withAndWithout();
    expect(iaSideView(b, "G")).toEqual(iaSideView(without, "G"));
    // R's segment with its on-board company: G receives the same either way.
    const cmds: IaCommand[] = [activate({ r9: "move" }, { leader: "lt" }), move("r9", at(9, 10))];
    const a = asG(b, cmds);
    const c = asG(without, cmds);
    expect(a.seen).toEqual(c.seen);
    expect(a.view).toEqual(c.view);
  });

  it("IA1 16.41 the enemy sees an activation of off-board pieces as no activation of pieces it knows, and learns of a piece only as it enters", () => {
    const { b } = withAndWithout();
    const { seen, view } = asG(b, [activate({ r1: "move", r2: "move" }, { leader: "capt" }), move("r1", at(5, 0))]);
    expect(seen[0]).toEqual({ status: "done", events: [], rolls: [] });
    const events = seen[1]!.status === "done" ? seen[1]!.events : [];
    expect(events[0]).toMatchObject({ type: "entered-board", piece: "r1", to: at(5, 0), found: [{ id: "r1", hex: at(5, 0) }] });
    expect(events.some((e) => e.type === "acting")).toBe(false);
    expect([...view.units.keys()].filter((id) => id.startsWith("r"))).toEqual(["r1", "r9"]);
    expect(view.entering).toEqual([{ piece: "r1", turn: 1, hexes: [at(5, 0)] }]);
  });

  it("IA1 17.1, 16.41 companies waiting off the board stand in no hex: they do not consolidate", () => {
    const b = entering();
    const reduced = { ...b, options: ["consolidation" as const], units: new Map([...b.units].map(([id, u]) => [id, u.side === "R" ? { ...u, steps: 1 } : u])) };
    const s = runCommand(ia, reduced, activate({ r1: "move", r2: "move" }), new ScriptedDice([]));
    if (s.status !== "done") throw new Error(s.status);
    expect(s.state.activation!.pieces).toMatchObject({ r1: { ledBy: "capt" }, r2: { ledBy: "capt" } });
    const before = structuredClone(s.state);
    expect(runCommand(ia, s.state, { type: "consolidate", side: "R", unit: "r1", with: "r2" }, new ScriptedDice([]))).toMatchObject({ status: "refused", rule: "IA1 17.1, 16.41", code: "consolidation.off-board" });
    expect(s.state).toEqual(before);
  });

  it("IA1 16.41 the entry of a piece no longer in play is in no side's view: the enemy's is the same without it", () => {
    const { b, without } = withAndWithout();
    const gone: IaBattle = { ...b, entering: [...b.entering!, { piece: "r8", turn: 2, hexes: [at(7, 0)] }] };
    expect(iaSideView(gone, "G")).toEqual(iaSideView(without, "G"));
    expect(iaSideView(gone, "R").battle.entering).toEqual(b.entering);
  });
});
