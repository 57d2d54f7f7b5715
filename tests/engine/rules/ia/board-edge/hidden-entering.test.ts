import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { resultFor, type SideResult } from "../../../../../src/engine/core/views";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { iaSideView, type IaSideView } from "../../../../../src/engine/rules/ia/view/side-view";
import { at, build, map, scenarioJson } from "../scenario/support";
import { after, leader } from "../transport/support";
import { activate, at as sat, entering, ia as small, move } from "./support";

const ia = iaRuleset(map, ia1Tec);

/**
 * The fixture scenario in the Russians' first action segment, with (`group`) or without a Russian Cossack company
 * entering on turn 1 by 46/0510, hidden or not. The fixture's own hidden Cossacks entering on turn 3 stay off the board.
 */
function scenario(group: "hidden" | "open" | "none" | "stays"): IaBattle {
  const s = scenarioJson();
  const enters = { turn: 1, hexes: ["46/0510", "46/0610"], ...(group === "stays" ? { hidden: true } : {}) };
  if (group !== "none") s.setup.push({ side: "russian", counter: "rus-coss", hidden: group !== "open", enters });
  const b = build(s).battle;
  // The entry hex is German-controlled, so that entering it would take control.
  const control = { ...b.control, [at(14, 9)]: "german", [at(15, 9)]: "german" };
  return { ...b, control, phase: "action", impulses: { sides: ["russian", "german"], active: "russian", lead: 1, lastPass: null, over: false } };
}

/** What the Germans receive for the Russians' commands, and their view at the end. */
function asGerman(state: IaBattle, commands: IaCommand[]) {
  const seen: SideResult<IaEvent>[] = [];
  let b = state;
  for (const c of commands) {
    const r = runCommand(ia, b, c, new ScriptedDice([]));
    seen.push(resultFor(ia, b, r, "german"));
    if (r.status !== "done") throw new Error(JSON.stringify(r));
    b = r.state;
  }
  return { seen, view: iaSideView(b, "german").battle, state: b };
}

const R = (c: object) => ({ side: "russian", ...c }) as IaCommand;
const ENTERING = "rus-coss-3";
const activateGroup = R({ type: "activate", root: { piece: ENTERING }, pieces: { [ENTERING]: "move" } });
const enter = R({ type: "move", piece: ENTERING, to: at(14, 9) });
const end = R({ type: "end-activation" });

describe("IA1 16.41, 16.5 hidden pieces that enter during play", () => {
  it("IA1 16.41, 16.5 before they enter, the enemy's view (abort edges too) and what it receives are the same with and without them", () => {
    const [hidden, none] = [scenario("hidden"), scenario("none")];
    expect(hidden.units.get(ENTERING)).toMatchObject({ hex: null, hidden: true });
    expect(iaSideView(hidden, "german")).toEqual(iaSideView(none, "german"));
    // The Russians' segment with their on-board company: the Germans receive the same either way.
    const onBoard = [R({ type: "activate", root: { piece: "rus-inf-1" }, pieces: { "rus-inf-1": "move" } }), R({ type: "move", piece: "rus-inf-1", to: at(14, 5) })];
    const [a, b] = [asGerman(hidden, onBoard), asGerman(none, onBoard)];
    expect(a.seen).toEqual(b.seen);
    expect(a.view).toEqual(b.view);
    // Activating the hidden group off the board shows the Germans nothing.
    expect(asGerman(hidden, [activateGroup]).seen).toEqual([{ status: "done", events: [], rolls: [] }]);
  });

  it("IA1 16.5 entering is moving: the entry places a hidden piece on the board, exactly as it brings an unhidden one", () => {
    const [hidden, open] = [asGerman(scenario("hidden"), [activateGroup, enter, end]), asGerman(scenario("open"), [activateGroup, enter, end])];
    expect(hidden.seen).toEqual(open.seen);
    // The same battle, but for the Germans' abort edges: an open group's entry edge counts for them, a hidden one's does not (16.42).
    expect({ ...hidden.view, exits: [] }).toEqual({ ...open.view, exits: [] });
    expect(open.view.exits!.length - hidden.view.exits!.length).toBe(1);
    expect(hidden.state.units.get(ENTERING)).toMatchObject({ hex: at(14, 9), hidden: false });
    const entry = hidden.seen[1]!.status === "done" ? hidden.seen[1]!.events : [];
    expect(entry.map((e) => e.type)).toEqual(["entered-board", "mp-spent", "hex-controlled"]);
    expect(entry[0]).toMatchObject({ type: "entered-board", piece: ENTERING, found: [{ id: ENTERING, hex: at(14, 9), hidden: false }] });
    expect(hidden.view.units.get(ENTERING)).toMatchObject({ hex: at(14, 9), hidden: false });
  });

  it("IA1 16.41 an entry shows the enemy pieces it did not know of: it cannot be taken back; activating them off the board can", () => {
    const b = scenario("hidden");
    const activated = runCommand(ia, b, activateGroup, new ScriptedDice([]));
    if (activated.status !== "done") throw new Error(activated.status);
    const entered = runCommand(ia, activated.state, enter, new ScriptedDice([]));
    expect([activated.record.revealed, entered.status === "done" && entered.record.revealed]).toEqual([false, true]);
  });
});

describe("IA1 16.5 a scenario's special rule: pieces that enter hidden", () => {
  const enterAt = (hex: number) => R({ type: "move", piece: ENTERING, to: hex });

  it("IA1 16.5 they stay hidden as they enter: the enemy receives nothing, its view does not depend on where they entered, and only its count of hidden pieces grows", () => {
    const runs = [at(14, 9), at(15, 9)].map((hex) => asGerman(scenario("stays"), [activateGroup, enterAt(hex), end]));
    expect(runs[0]!.seen).toEqual(runs[1]!.seen);
    expect(runs[0]!.seen.slice(0, 2)).toEqual([{ status: "done", events: [], rolls: [] }, { status: "done", events: [], rolls: [] }]);
    const [a, b] = runs.map((r) => iaSideView(r.state, "german")) as [IaSideView, IaSideView];
    expect(a).toEqual(b);
    expect(runs[0]!.state.units.get(ENTERING)).toMatchObject({ hex: at(14, 9), hidden: true });
    // Written down, not placed: no control of the hex (16.5), and the entry may be taken back (nothing was shown).
    expect(runs[0]!.state.control[at(14, 9)]).toBe("german");
    expect(a.hiddenEnemies - iaSideView(scenario("none"), "german").hiddenEnemies).toBe(1);
    const entered = runCommand(ia, asGerman(scenario("stays"), [activateGroup]).state, enterAt(at(14, 9)), new ScriptedDice([]));
    expect(entered.status === "done" && entered.record.revealed).toBe(false);
  });

  it("IA1 16.5 an enemy able to spot them in the hex entered (a quarter of the range) places them at once", () => {
    const b = scenario("stays");
    const hptm = [...b.leaders.values()].find((l) => l.side === "german" && l.hex !== null)!;
    const near = { ...b, leaders: new Map([...b.leaders, [hptm.id, { ...hptm, hex: at(14, 7) }]]) };
    const { seen, state } = asGerman(near, [activateGroup, enterAt(at(14, 9))]);
    const events = seen[1]!.status === "done" ? seen[1]!.events : [];
    expect(events[0]).toMatchObject({ type: "revealed", pieces: [ENTERING], rule: "IA1 16.5", found: [{ id: ENTERING, hex: at(14, 9), hidden: false }] });
    expect(state.units.get(ENTERING)!.hidden).toBe(false);
  });

  it("IA1 16.5 moving on from the hex entered places them", () => {
    const { seen, state } = asGerman(scenario("stays"), [activateGroup, enterAt(at(14, 9)), R({ type: "move", piece: ENTERING, to: at(14, 8) })]);
    const events = seen[2]!.status === "done" ? seen[2]!.events : [];
    expect(events.slice(0, 1)).toMatchObject([{ type: "revealed", pieces: [ENTERING], found: [{ id: ENTERING, hex: at(14, 9) }] }]);
    expect(state.units.get(ENTERING)).toMatchObject({ hex: at(14, 8), hidden: false });
  });

  it("IA1 16.5, 6.4, 6.71 they stay hidden only all together, and not overrunning enemy leaders: a leader entering with them unhidden places them", () => {
    const b = entering();
    const hiddenEntry = { ...b, units: new Map([...b.units].map(([id, u]) => [id, id === "r1" ? { ...u, hidden: true } : u])), entering: b.entering!.map((e) => (e.piece === "r1" ? { ...e, hidden: true as const } : e)) };
    const { events, state } = after(small, hiddenEntry, [activate({ r1: "move" }), move("r1", sat(5, 0), { with: ["capt"] })]);
    expect(events.filter((e) => e.type === "revealed")).toEqual([{ type: "revealed", pieces: ["r1"], rule: "IA1 16.5" }]);
    expect(state.units.get("r1")!.hidden).toBe(false);
    // Alone it stays hidden; onto an enemy leader (overrun, 6.71), it is placed.
    expect(after(small, hiddenEntry, [activate({ r1: "move" }), move("r1", sat(5, 0))]).state.units.get("r1")!.hidden).toBe(true);
    const gLeader = { ...hiddenEntry, leaders: new Map([...hiddenEntry.leaders, ["gl", leader("gl", "G", sat(5, 0))]]) };
    const onto = after(small, gLeader, [activate({ r1: "move" }), move("r1", sat(5, 0))], [6, 6]);
    expect(onto.events.findIndex((e) => e.type === "revealed")).toBeLessThan(onto.events.findIndex((e) => e.type === "overrun-rolled"));
    expect(onto.state.units.get("r1")!.hidden).toBe(false);
  });
});
