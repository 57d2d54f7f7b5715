import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand, type CommandRecord } from "../../../../../src/engine/core/engine";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import { distance } from "../../../../../src/engine/hex";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);

/** Runs the commands in order, answering each decision from `given` or with its default (the dice drawn so far replay). */
function chain(b: IaBattle, commands: IaCommand[], dice: number[] = [], given: Record<string, unknown> = {}) {
  const d = new ScriptedDice(dice);
  const records: CommandRecord<IaCommand, IaEvent>[] = [];
  for (const c of commands) {
    const r = runAnswering(ia, b, c, d, given).result;
    if (r.status !== "done") return r;
    records.push(r.record);
    b = r.state;
  }
  return { status: "done" as const, state: b, used: d.used, record: records[records.length - 1]!, records };
}
const inAction = (units = [inf("a", "R", at(5, 5)), inf("g", "G", at(5, 8))], leaders = [leader("capt", "R", at(5, 5))], more: Partial<IaBattle> = {}) =>
  battle([side("R", 3), side("G", 2)], units, leaders, { phase: "action", impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false }, ...more });

describe("fire and recovery inside an action segment (IA1 3.13)", () => {
  it("IA1 3.13 only units activated and designated to fire may fire", () => {
    const fire: IaCommand = { type: "direct-fire", side: "R", firers: ["a"], at: at(5, 8) };
    expect(chain(inAction(), [fire])).toMatchObject({ status: "refused", rule: "IA1 3.13" });
    expect(chain(inAction(), [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move" } }, fire])).toMatchObject({ status: "refused", rule: "IA1 3.13" });
  });
  it("IA1 14.4 an activated disrupted unit recovers on 2d6 below its morale plus its activating leader's modifier (6.62), then is MOVED/FIRED", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "disrupted" }), inf("g", "G", at(15, 15))]);
    const r = chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move", capt: "move" } }, { type: "recover", side: "R", piece: "a" }], [4, 4]);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    // morale 8 + the captain's 1 = 9; 4 + 4 = 8 < 9 recovers.
    expect(r.state.units.get("a")).toMatchObject({ status: "good", movedFired: true });
    expect(r.state.leaders.get("capt")!.movedFired).toBe(true);
  });
  it("IA1 14.4 a unit that moved may not then attempt recovery; recovery is a Movement action (3.13)", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "disrupted" }), inf("g", "G", at(15, 15))]);
    const moved = chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move" } }, { type: "move", side: "R", piece: "a", to: at(5, 4) }, { type: "recover", side: "R", piece: "a" }]);
    expect(moved).toMatchObject({ status: "refused", rule: "IA1 14.4" });
    expect(chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "fire" } }, { type: "recover", side: "R", piece: "a" }])).toMatchObject({ status: "refused", rule: "IA1 3.13" });
  });
  it("IA1 14.31, 14.32 a demoralized unit that fails to recover flees to the nearest safe hex", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "demoralized" }), inf("g", "G", at(5, 8))], []);
    const r = chain(b, [{ type: "activate", side: "R", root: { piece: "a" }, pieces: { a: "move" } }, { type: "recover", side: "R", piece: "a" }], [6, 5]);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    // morale 8 − 1 demoralized = 7; 11 fails. It flees from the INF three hexes off (range 4) and stops in the
    // nearest safe hex, five hexes from it (14.32).
    expect(r.state.units.get("a")).toMatchObject({ status: "demoralized", movedFired: true });
    expect(distance(map.hexAt(r.state.units.get("a")!.hex!), map.hexAt(at(5, 8)))).toBe(5);
  });
  it("IA1 16.33 a demoralized unit under an entrenchment marker that fails to recover flees only if its owner chooses", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "demoralized", entrenched: true }), inf("g", "G", at(5, 8))], []);
    const commands: IaCommand[] = [{ type: "activate", side: "R", root: { piece: "a" }, pieces: { a: "move" } }, { type: "recover", side: "R", piece: "a" }];
    // morale 8 − 1 demoralized + 1 entrenchment (14.45) = 8; 12 fails.
    const recover = (flee: boolean) => chain(b, commands, [6, 6], { "flee-entrenched:a": flee });
    const stays = recover(false);
    expect(stays.status === "done" && stays.state.units.get("a")).toMatchObject({ hex: at(5, 5), entrenched: true, movedFired: true });
    const flees = recover(true);
    expect(flees.status === "done" && distance(map.hexAt(flees.state.units.get("a")!.hex!), map.hexAt(at(5, 8)))).toBe(5);
  });
});

describe("IA1 6.72 decapitation in the sequence of play", () => {
  it("IA1 6.72 initiative is two lower in the turns after the loss", () => {
    const b = battle([side("R", 3), side("G", 2)], [], [], { turn: 2 });
    b.sides[0].decapitation = { turn: 1, turns: 2, leaderType: "infantry", leader: "x" };
    const r = runCommand(ia, b, { type: "roll-initiative", side: "R" }, new ScriptedDice([4, 4]));
    expect(r.status === "done" && r.state.initiative).toMatchObject({ winner: "G", segments: 1 });
  });
  it("IA1 6.72 a leader of the decapitated type must pass a morale check to activate; failing, he is MOVED/FIRED and the segment is spent", () => {
    const b = inAction();
    b.sides[0].decapitation = { turn: 1, turns: 2, leaderType: "infantry" } as never;
    const fail = chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { capt: "move", a: "move" } }], [6, 6]);
    expect(fail.status).toBe("done");
    if (fail.status !== "done") return;
    expect(fail.state.leaders.get("capt")!.movedFired).toBe(true);
    expect(fail.state.activation).toBeNull();
    expect(fail.state.impulses!.active).toBe("G");
    const pass = chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { capt: "move", a: "move" } }], [3, 3]);
    expect(pass.status === "done" && Object.keys(pass.state.activation!.pieces)).toEqual(["capt", "a"]);
  });
});

describe("one action per activation (IA1 3.3, 14.4, 6.65, 14.42, 14.12)", () => {
  const act = (pieces: Record<string, "move" | "fire">, root: object = { leader: "capt" }): IaCommand => ({ type: "activate", side: "R", root: root as never, pieces });
  const disrupted = () => inAction([inf("a", "R", at(5, 5), { status: "disrupted" }), inf("g", "G", at(15, 15))]);

  it("IA1 14.4 a piece attempts recovery once per activation", () => {
    const r = chain(disrupted(), [act({ a: "move" }), { type: "recover", side: "R", piece: "a" }, { type: "recover", side: "R", piece: "a" }], [6, 6, 1, 2]);
    expect(r).toMatchObject({ status: "refused", rule: "IA1 14.4" });
  });
  it("IA1 14.4, 6.65 neither the recovered unit nor its helping leader may then move", () => {
    const base = [act({ a: "move", capt: "move" }), { type: "recover", side: "R", piece: "a" } as IaCommand];
    expect(chain(disrupted(), [...base, { type: "move", side: "R", piece: "a", to: at(5, 4) }], [2, 2])).toMatchObject({ status: "refused" });
    expect(chain(disrupted(), [...base, { type: "move", side: "R", piece: "capt", to: at(5, 4) }], [2, 2])).toMatchObject({ status: "refused" });
  });
  it("IA1 6.65 a leader who has moved does not help a recovery", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "disrupted" }), inf("g", "G", at(15, 15))], [leader("capt", "R", at(5, 5), { moraleBonus: 3 })]);
    const r = chain(b, [act({ a: "move", capt: "move" }), { type: "move", side: "R", piece: "capt", to: at(5, 4) }, { type: "recover", side: "R", piece: "a" }], [4, 5]);
    expect(r.status).toBe("done");
    // 4 + 5 = 9 is not below morale 8 alone (with the captain's 3 it would have been): no recovery.
    if (r.status === "done") expect(r.state.units.get("a")!.status).toBe("disrupted");
  });
  it("IA1 14.42 an activated demoralized piece must attempt recovery before the segment ends", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "demoralized" }), inf("g", "G", at(15, 15))]);
    expect(chain(b, [act({ a: "move" }), { type: "end-activation", side: "R" }])).toMatchObject({ status: "refused", rule: "IA1 14.42" });
  });
  it("IA1 14.12 in a hex, leaders attempt recovery before units", () => {
    const b = inAction([inf("a", "R", at(5, 5), { status: "disrupted" }), inf("g", "G", at(15, 15))], [leader("capt", "R", at(5, 5), { rank: 3 }), leader("lt", "R", at(5, 5), { rank: 1, status: "disrupted" })]);
    expect(chain(b, [act({ a: "move", lt: "move" }), { type: "recover", side: "R", piece: "a" }])).toMatchObject({ status: "refused", rule: "IA1 14.12" });
  });
  it("IA1 6.72 the root leader of a decapitated type checks even when not listed; a failed superior's subordinates do not roll", () => {
    const b = inAction(
      [inf("a", "R", at(5, 7)), inf("g", "G", at(15, 15))],
      [leader("maj", "R", at(5, 5), { rank: 3 }), leader("capt", "R", at(5, 6), { rank: 2 })],
    );
    b.sides[0].decapitation = { turn: 1, turns: 2, leaderType: "infantry", leader: "x" };
    const r = chain(b, [act({ a: "move" }, { leader: "maj" })], [6, 6]);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    expect(r.state.leaders.get("maj")!.movedFired).toBe(true);
    expect(r.state.leaders.get("capt")!.movedFired).toBe(false);
    expect(r.state.activation).toBeNull();
  });
});

describe("movement fixes (IA1 5.43, 14.2, 6.4, 16.5, 5.84)", () => {
  const act = (pieces: Record<string, "move" | "fire">, root: object = { leader: "capt" }): IaCommand => ({ type: "activate", side: "R", root: root as never, pieces });
  it("IA1 5.41, 5.43 only good-order leaders enter hexes with enemy combat units", () => {
    const b = inAction([inf("a", "R", at(5, 5)), inf("g", "G", at(5, 6))], [leader("capt", "R", at(5, 5), { status: "disrupted" })]);
    expect(chain(b, [act({ capt: "move" }, { piece: "capt" }), { type: "move", side: "R", piece: "capt", to: at(5, 6) }])).toMatchObject({ status: "refused", rule: "IA1 5.43" });
  });
  it("IA1 14.2 a disrupted leader moves one hex", () => {
    const b = inAction([inf("g", "G", at(15, 15))], [leader("capt", "R", at(5, 5), { status: "disrupted" })]);
    const r = chain(b, [act({ capt: "move" }, { piece: "capt" }), { type: "move", side: "R", piece: "capt", to: at(5, 4) }, { type: "move", side: "R", piece: "capt", to: at(5, 3) }]);
    expect(r).toMatchObject({ status: "refused", rule: "IA1 14.2" });
  });
  it("IA1 6.4 a leader moves with a unit, not with another leader", () => {
    const b = inAction([inf("g", "G", at(15, 15))], [leader("capt", "R", at(5, 5), { rank: 3 }), leader("lt", "R", at(5, 5), { rank: 1 })]);
    expect(chain(b, [act({ capt: "move", lt: "move" }), { type: "move", side: "R", piece: "capt", to: at(5, 4), with: ["lt"] }])).toMatchObject({ status: "refused", rule: "IA1 6.4" });
  });
  it("IA1 6.4 a leader moves only with a unit he activated; 16.5 a hidden leader moving with it is revealed", () => {
    const b = inAction([inf("a", "R", at(5, 5)), inf("g", "G", at(15, 15))], [leader("capt", "R", at(5, 5), { hidden: true }), leader("lt", "R", at(5, 5), { rank: 1 })]);
    expect(chain(b, [act({ a: "move", lt: "move" }), { type: "move", side: "R", piece: "a", to: at(5, 4), with: ["lt"] }])).toMatchObject({ status: "refused", rule: "IA1 6.4" });
    const r = chain(b, [act({ a: "move", capt: "move" }), { type: "move", side: "R", piece: "a", to: at(5, 4), with: ["capt"] }]);
    expect(r.status).toBe("done");
    expect(r.status === "done" && r.state.leaders.get("capt")!.hidden).toBe(false);
  });
});

describe("IA1 6.62 a leader may flee with a demoralized unit that failed to recover", () => {
  const b = () =>
    inAction([inf("a", "R", at(5, 5), { status: "demoralized" }), inf("g", "G", at(5, 8))], [leader("capt", "R", at(5, 5), { status: "disrupted", moraleBonus: 0 })]);
  const steps: IaCommand[] = [
    { type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move", capt: "move" } },
    { type: "recover", side: "R", piece: "capt" },
    { type: "recover", side: "R", piece: "a" },
  ];
  it("IA1 6.62 the owner is asked; by default the leader stays", () => {
    // capt: 6 + 6 fails (no change for a disrupted leader failing recovery); a: 6 + 5 fails and flees.
    const r = chain(b(), steps, [6, 6, 6, 5]);
    expect(r.status).toBe("done");
    if (r.status === "done") expect(r.state.leaders.get("capt")!.hex).toBe(at(5, 5));
  });
  it("IA1 6.62 a disrupted leader who flees with it becomes demoralized and ends where it does", () => {
    const r = chain(b(), steps, [6, 6, 6, 5], { "flee-with:capt": true });
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    expect(r.state.leaders.get("capt")).toMatchObject({ status: "demoralized", hex: r.state.units.get("a")!.hex });
  });
});

describe("IA1 16.5 hidden units found by movement", () => {
  const act = (pieces: Record<string, "move" | "fire">): IaCommand => ({ type: "activate", side: "R", root: { leader: "capt" }, pieces });
  it("IA1 16.5 a hidden enemy the mover can now spot is placed on the board", () => {
    const b = inAction([inf("a", "R", at(5, 5)), inf("h", "G", at(5, 8), { hidden: true }), inf("g", "G", at(15, 15))]);
    const r = chain(b, [act({ a: "move" }), { type: "move", side: "R", piece: "a", to: at(5, 6) }], [], { "opportunity-fire:a@5,6:1": "pass" });
    // Two hexes off: within a quarter of the 12-hex daylight range, so it is spotted and placed.
    expect(r.status).toBe("done");
    expect(r.status === "done" && r.state.units.get("h")!.hidden).toBe(false);
    const far = inAction([inf("a", "R", at(5, 5)), inf("h", "G", at(5, 10), { hidden: true }), inf("g", "G", at(15, 15))]);
    const r2 = chain(far, [act({ a: "move" }), { type: "move", side: "R", piece: "a", to: at(5, 6) }], [], { "opportunity-fire:a@5,6:1": "pass" });
    expect(r2.status === "done" && [r2.state.units.get("h")!.hidden, r2.record.revealed]).toEqual([true, false]);
  });
  it("IA1 16.5 an enemy able to spot a hidden unit places it on the board when the command ends", () => {
    const b = inAction([inf("a", "R", at(5, 5)), inf("h", "G", at(5, 6), { hidden: true }), inf("g", "G", at(15, 15))]);
    const r = chain(b, [act({ a: "move" })]);
    expect(r.status === "done" && [r.state.units.get("h")!.hidden, r.record.revealed, r.record.events.at(-1)]).toEqual([false, true, { type: "revealed", pieces: ["h"], rule: "IA1 16.5" }]);
  });
  it("IA1 16.5 moving into a hex of hidden enemies finds them: they are placed, the mover stops, nothing is refused", () => {
    // A battle given with a hidden unit next to an enemy (no command has ended since, to place it).
    const b = inAction([inf("a", "R", at(5, 5)), inf("h", "G", at(5, 6), { hidden: true }), inf("g", "G", at(15, 15))], [], {
      activation: { side: "R", pieces: { a: { action: "move", ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] },
    });
    const r = chain(b, [{ type: "move", side: "R", piece: "a", to: at(5, 6) }]);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    expect([r.state.units.get("h")!.hidden, r.state.units.get("a")!.hex, r.state.activation!.done]).toEqual([false, at(5, 5), ["a"]]);
  });
  it("IA1 16.5 a hidden transport's cargo is placed on the board with it", () => {
    const wagon = inf("w", "R", at(5, 5), { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1, carrying: "mg", hidden: true });
    const mg = inf("mg", "R", at(5, 5), { kind: "MG", company: false, steps: 1, maxSteps: 1, carriedBy: "w", hidden: true, limbered: true });
    const b = inAction([wagon, mg, inf("g", "G", at(15, 15))]);
    const r = chain(b, [act({ w: "move" }), { type: "move", side: "R", piece: "w", to: at(5, 4) }]);
    expect(r.status === "done" && [r.state.units.get("w")!.hidden, r.state.units.get("mg")!.hidden]).toEqual([false, false]);
  });
});

describe("undo (the event log)", () => {
  it("a move the opponent chose not to fire at cannot be taken back: he answered a decision in it", () => {
    const b = inAction([inf("a", "R", at(5, 5)), inf("g", "G", at(5, 9))]);
    const r = chain(b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move" } }, { type: "move", side: "R", piece: "a", to: at(5, 6) }], [], {
      "opportunity-fire:a@5,6:1": "pass",
    });
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    const log = new EventLog(ia, b);
    for (const rec of r.records) log.append(rec);
    expect(r.record.deciders).toEqual(["G"]);
    expect(log.canUndo()).toBe(false);
    const quiet = chain(inAction(), [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { a: "move" } }]);
    const log2 = new EventLog(ia, inAction());
    if (quiet.status === "done") for (const rec of quiet.records) log2.append(rec);
    expect(log2.canUndo()).toBe(true);
  });
});

