import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, type CommandResult } from "../../../../../src/engine/core/engine";
import { ia1Tec, ia2Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import { checkMorale } from "../../../../../src/engine/rules/ia/morale";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { recover as recoverCommand } from "../../../../../src/engine/rules/series/commands/recovery";
import { done, ofType, probe } from "./probe";

const map = testMap(ia1Tec);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const h = at(5, 5);

/** Side R's action segment (morale 8), an enemy far off. */
const inAction = (units: IaUnit[], leaders: IaLeader[], more: Partial<IaBattle> = {}) =>
  battle([side("R", 3), side("G", 2)], [...units, inf("g", "G", at(15, 15))], leaders, {
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
    ...more,
  });

type Result = CommandResult<IaBattle, IaCommand, IaEvent>;

/** Runs the commands in order, answering from `given` or with each decision's default; the last command's result and every command's events. */
function chain(b: IaBattle, commands: IaCommand[], dice: number[] = [], given: Record<string, unknown> = {}) {
  const d = new ScriptedDice(dice);
  const events: IaEvent[] = [];
  const asked: string[] = [];
  let r: Result | undefined;
  for (const c of commands) {
    const run = runAnswering(ia, b, c, d, given);
    asked.push(...run.asked.map((q) => q.id));
    r = run.result;
    if (r.status !== "done") return { result: r, events, asked };
    events.push(...r.record.events);
    b = r.state;
  }
  return { result: r!, state: b, events, asked };
}

const activate = (pieces: Record<string, "move" | "fire">, root: object = { leader: "capt" }): IaCommand => ({ type: "activate", side: "R", root: root as never, pieces });
const recover = (piece: string): IaCommand => ({ type: "recover", side: "R", piece });

describe("IA1 6.62, 14.4 an activated leader helps every unit he activates to recover", () => {
  it("IA1 6.62 a leader helps the second unit he activated as he helped the first (MOVED/FIRED for helping the first does not stop him)", () => {
    const b = inAction([inf("a", "R", h, { status: "disrupted" }), inf("b", "R", h, { status: "disrupted" })], [leader("capt", "R", h, { moraleBonus: 2 })]);
    // 4 + 5 = 9 is below morale 8 + 2 = 10 for each unit; without the captain it would not be.
    const r = chain(b, [activate({ a: "move", b: "move", capt: "move" }), recover("a"), recover("b")], [4, 5, 4, 5]);
    expect(r.result.status).toBe("done");
    expect(ofType(r.events, "recovery-attempted").map((e) => [e.piece, e.leader, e.target, e.outcome])).toEqual([
      ["a", "capt", 10, "good-order"],
      ["b", "capt", 10, "good-order"],
    ]);
    expect([r.state!.units.get("a")!.status, r.state!.units.get("b")!.status]).toEqual(["good", "good"]);
  });
});

describe("IA1 6.63, 14.12 a disrupted leader helps units in his own hex recover", () => {
  it("IA1 14.12 a disrupted leader designated to fire attempts no recovery, so the unit in his hex need not wait for him", () => {
    const b = inAction([inf("a", "R", h, { status: "disrupted" })], [leader("capt", "R", h, { status: "disrupted", moraleBonus: 1 })]);
    const r = chain(b, [activate({ a: "move", capt: "fire" }), recover("a")], [3, 4]);
    expect(r.result.status).toBe("done");
    // IA1 3.13, 6.65: a leader designated to fire does not assist a Movement action: morale 8 alone, 7 recovers.
    expect(ofType(r.events, "recovery-attempted").map((e) => [e.piece, e.leader, e.target, e.outcome])).toEqual([["a", null, 8, "good-order"]]);
  });
  it("IA1 14.12, 6.63 a disrupted leader recovers first, then helps the unit in his hex with his modifier", () => {
    const b = inAction([inf("a", "R", h, { status: "disrupted" })], [leader("capt", "R", h, { status: "disrupted", moraleBonus: 2 })]);
    // capt: 3 + 3 = 6 < 8 recovers; a: 4 + 5 = 9 < 8 + 2.
    const r = chain(b, [activate({ a: "move", capt: "move" }), recover("capt"), recover("a")], [3, 3, 4, 5]);
    expect(r.result.status).toBe("done");
    expect(ofType(r.events, "recovery-attempted").map((e) => [e.piece, e.leader, e.target, e.outcome])).toEqual([
      ["capt", null, 8, "good-order"],
      ["a", "capt", 10, "good-order"],
    ]);
  });
});

describe("IA1 6.62 'may help', 6.65 the helping leader gives up his own action", () => {
  it("IA1 6.62 a leader with no morale modifier adds nothing: he is not taken as helper and keeps his action", () => {
    const b = inAction([inf("a", "R", h, { status: "disrupted" })], [leader("capt", "R", h, { moraleBonus: 0 })]);
    const r = chain(b, [activate({ a: "move", capt: "move" }), recover("a"), { type: "move", side: "R", piece: "capt", to: at(5, 4) }], [3, 4]);
    expect(r.result.status).toBe("done");
    expect(ofType(r.events, "recovery-attempted").map((e) => [e.leader, e.target])).toEqual([[null, 8]]);
    expect(r.state!.leaders.get("capt")).toMatchObject({ hex: at(5, 4), movedFired: false });
    expect(r.asked).toEqual([]);
  });
  it("IA1 6.62, 6.65 the owner is asked whether the leader helps (default: he does); declining, the leader keeps his action", () => {
    const b = inAction([inf("a", "R", h, { status: "disrupted" })], [leader("capt", "R", h, { moraleBonus: 1 })]);
    const activated = chain(b, [activate({ a: "move", capt: "move" })]).state!;
    const question = runAnswering(ia, activated, recover("a"), new ScriptedDice([3, 4]), {}, () => null).result;
    expect(question).toMatchObject({
      status: "decision",
      request: { id: "recovery-leader:a", kind: "recovery-leader", side: "R", options: ["capt", null], default: "capt", rule: "IA1 6.62" },
    });
    const declined = chain(activated, [recover("a"), { type: "move", side: "R", piece: "capt", to: at(5, 4) }], [3, 4], { "recovery-leader:a": null });
    expect(declined.result.status).toBe("done");
    expect(ofType(declined.events, "recovery-attempted").map((e) => [e.leader, e.target])).toEqual([[null, 8]]);
    expect(declined.state!.leaders.get("capt")!.hex).toBe(at(5, 4));
  });
});

describe("IA1 14.34 a battery of the dead", () => {
  it("IA1 14.34 recovery asked again for a battery eliminated by its failed recovery is refused, naming the rule", () => {
    const gun = inf("art", "R", h, { kind: "ART", company: false, steps: 1, maxSteps: 1, status: "demoralized", full: { direct: 0, bombardment: 6, range: 10, movement: 0 } });
    const b = battle([side("R", 3), side("G", 2)], [gun, inf("g", "G", at(5, 8))], [], {
      phase: "action",
      impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
    });
    // 6 + 5 = 11 fails against 8 − 1; it must flee and is eliminated (14.34).
    const first = chain(b, [activate({ art: "move" }, { piece: "art" }), recover("art")], [6, 5]);
    expect(first.state!.eliminated).toEqual(["art"]);
    // The command is refused at the door (not a piece of R's); the handler itself refuses too, whoever calls it: the
    // battery left the segment as it left play, and is answered as a piece that is not there.
    expect(first.state!.activation!.pieces.art).toBeUndefined();
    const again = probe(first.state!, [], (ctx) => recoverCommand(ctx, { type: "recover", side: "R", piece: "art" }), {}, map).result;
    expect(again).toMatchObject({ status: "refused", rule: "IA1 14.4", code: "recovery.no-piece", params: { id: "art" } });
  });
});

describe("IA1 6.72 with 6.61, 6.64 the activation check after a decapitation is a morale check", () => {
  it("IA1 6.72, 6.64 a senior leader of his type in reach adds his morale modifier to the activation check", () => {
    const b = inAction([inf("a", "R", h)], [leader("capt", "R", h, { rank: 2 }), leader("maj", "R", at(5, 4), { rank: 3, moraleBonus: 2 })]);
    b.sides[0].decapitation = { turn: 1, turns: 2, leaderType: "infantry", leader: "x" };
    // 5 + 4 = 9: above the captain's morale 8, within 8 + 2.
    const r = chain(b, [activate({ capt: "move", a: "move" })], [5, 4]);
    expect(r.result.status).toBe("done");
    expect(ofType(r.events, "activation-checked").map((e) => [e.leader, e.target, e.passed])).toEqual([["capt", 10, true]]);
    expect(Object.keys(r.state!.activation!.pieces)).toEqual(["capt", "a"]);
  });
});

describe("IA2 6.11, 5.67 a horse-artillery wagon is helped by cavalry leaders", () => {
  const ia2 = (units: IaUnit[], leaders: IaLeader[]) => battle([side("R", 3), side("G", 2)], units, leaders, { edition: "IA2", visibility: ia2Visibility("day", 1) });
  const wagon = (more: Partial<IaUnit> = {}) => inf("w", "R", h, { kind: "TRANSPORT", company: false, steps: 1, maxSteps: 1, ...more });
  const leaders = () => [leader("cl", "R", at(5, 4), { leaderType: "cavalry", moraleBonus: 2 }), leader("il", "R", at(5, 4), { moraleBonus: 1 })];
  it("IA2 6.11 a horse-artillery wagon's check takes the cavalry leader's modifier, never the infantry leader's", () => {
    const r = done(ia2([wagon({ horseArtillery: true })], leaders()), [5, 5], (ctx) => checkMorale(ctx, ["w"], 0, "bombardment"), {}, testMap(ia2Tec));
    expect(ofType(r.events, "morale-checked").map((e) => [e.leader, e.target, e.outcome])).toEqual([["cl", 10, "no-effect"]]);
  });
  it("IA2 5.67 any other wagon's check takes an infantry leader's modifier", () => {
    const r = done(ia2([wagon()], leaders()), [5, 5], (ctx) => checkMorale(ctx, ["w"], 0, "bombardment"), {}, testMap(ia2Tec));
    expect(ofType(r.events, "morale-checked").map((e) => [e.leader, e.target])).toEqual([["il", 9]]);
  });
});
