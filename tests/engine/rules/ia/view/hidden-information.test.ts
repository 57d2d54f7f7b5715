import { describe, expect, it } from "vitest";
import type { Answers } from "../../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { resultFor, type SideResult } from "../../../../../src/engine/core/views";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { iaSideView } from "../../../../../src/engine/rules/ia/view/side-view";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

/**
 * IA1 16.5: a hidden piece is written down, not placed. What the probing side R receives for a command — refusal,
 * decision, events, its view of the battle — must be the same whether or not the enemy G has a hidden piece that
 * matters, until a rule reveals it. Each leak path the issue found is run twice and compared.
 */
const map = testMap(ia1Tec, [[12, 14, ["woods"]], [14, 12, ["woods"]], [11, 11, ["woods"]], [12, 11, ["woods"]]], [24, 24]);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const ia = iaRuleset(map, ia1Tec);
const oneStep = { company: false, steps: 1, maxSteps: 1, reduced: undefined } as const;
const mg = (id: string, s: string, hex: number, more: Partial<IaUnit> = {}) =>
  inf(id, s, hex, { kind: "MG", ...oneStep, full: { direct: 6, bombardment: 0, range: 6, movement: 2 }, ...more });
const gun = (id: string, s: string, hex: number, more: Partial<IaUnit> = {}) =>
  inf(id, s, hex, { kind: "ART", ...oneStep, full: { direct: 0, bombardment: 6, range: 8, movement: 0 }, ...more });

/** R's action segment with `activation` of R's pieces, against G. */
function world(units: IaUnit[], activation: Record<string, "move" | "fire">, leaders: IaLeader[] = []): IaBattle {
  return battle([side("R", 3), side("G", 3)], units, leaders, {
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
    activation: {
      side: "R",
      pieces: Object.fromEntries(Object.entries(activation).map(([id, action]) => [id, { action, ledBy: null, mpSpent: 0, hexesEntered: 0 }])),
      current: null,
      done: [],
    },
  });
}

/**
 * Runs the commands in turn and returns all R receives: each of its own decisions (answered with the default) and each
 * command's outcome, and R's view of the battle at the end. G's decisions are answered from `answers` only.
 */
function asR(state: IaBattle, commands: IaCommand[], dice: number[] = [], answers: Answers = {}) {
  const source = new ScriptedDice(dice);
  const seen: SideResult<IaEvent>[] = [];
  let b = state;
  for (const c of commands) {
    let given = answers;
    let r = runCommand(ia, b, c, source, given);
    while (r.status === "decision" && r.request.side === "R") {
      seen.push(resultFor(ia, b, r, "R"));
      given = { ...given, [r.request.id]: r.request.default };
      r = runCommand(ia, b, c, source, given, r.resume.tape);
    }
    seen.push(resultFor(ia, b, r, "R"));
    if (r.status !== "done") break;
    b = r.state;
  }
  return { seen, view: iaSideView(b, "R").battle };
}

const hidden = (u: IaUnit): IaUnit => ({ ...u, hidden: true });

describe("IA1 16.5 what a side receives does not depend on the enemy's hidden pieces", () => {
  it("IA1 8.1, 16.5 direct fire at a hex holding only a hidden unit is refused as fire at an empty hex is", () => {
    const units = [mg("rmg", "R", at(10, 10))];
    const fire: IaCommand = { type: "direct-fire", side: "R", firers: ["rmg"], at: at(10, 15) };
    const withHidden = asR(world([...units, hidden(inf("gh", "G", at(10, 15)))], { rmg: "fire" }), [fire]);
    const without = asR(world(units, { rmg: "fire" }), [fire]);
    expect(withHidden.seen[0]).toMatchObject({ status: "refused", rule: "IA1 8.1", code: "target.no-enemy" });
    expect(withHidden).toEqual({ ...without, view: withHidden.view });
    expect([...withHidden.view.units.keys()]).toEqual([...without.view.units.keys()]);
  });

  it("IA1 13.0, 16.5 a move is answered the same whether a hidden enemy could fire on it or not; the opponent's pass tells nothing", () => {
    const r1 = inf("r1", "R", at(10, 10));
    const move: IaCommand = { type: "move", side: "R", piece: "r1", to: at(10, 11) };
    const couldFire = world([r1, hidden(mg("gmg", "G", at(10, 16)))], { r1: "move" });
    const farAway = world([r1, hidden(mg("gmg", "G", at(22, 1)))], { r1: "move" });
    const noneHidden = world([r1, mg("gmg", "G", at(22, 1))], { r1: "move" });
    // Unanswered: while G has hidden pieces on the map it is asked at every hex, so R only ever sees that G is deciding.
    expect(asR(couldFire, [move]).seen).toEqual([{ status: "waiting", side: "G", kind: "opportunity-fire" }]);
    expect(asR(farAway, [move])).toEqual(asR(couldFire, [move]));
    // G passes: R receives the same move, and with no hidden piece at all the same again.
    const pass = { "opportunity-fire:r1@10,11:1": "pass" };
    const seen = asR(couldFire, [move], [], pass);
    expect(seen.seen[0]!.status).toBe("done");
    expect(asR(farAway, [move], [], pass)).toEqual(seen);
    expect(asR(noneHidden, [move], [], pass).seen).toEqual(seen.seen);
  });

  it("IA1 14.31, 16.5 a fleeing unit flees from the enemies on the board: a hidden one changes neither its path nor its owner's choices", () => {
    const units = [inf("r1", "R", at(10, 10), { status: "demoralized" }), inf("g1", "G", at(10, 6))];
    const recover: IaCommand = { type: "recover", side: "R", piece: "r1" };
    // Natural 12 fails the recovery (14.41); the MG in the woods would make the hexes it flees to unsafe. G passes
    // wherever it is asked to take opportunity fire at the fleeing unit (13.11): at every hex while it has hidden pieces.
    const pass = Object.fromEntries(Array.from({ length: 24 * 24 }, (_, i) => [`opportunity-fire:r1@${i % 24},${Math.floor(i / 24)}:1`, "pass"]));
    const withHidden = asR(world([...units, hidden(mg("gh", "G", at(14, 12)))], { r1: "move" }), [recover], [6, 6], pass);
    const without = asR(world(units, { r1: "move" }), [recover], [6, 6], pass);
    expect(withHidden.seen.map((r) => r.status)).toContain("decision");
    expect(withHidden.seen.at(-1)!.status).toBe("done");
    expect(withHidden.seen).toEqual(without.seen);
    expect(withHidden.view.units.get("r1")!.hex).toBe(without.view.units.get("r1")!.hex);
  });

  it("IA1 14.34, 16.5 a demoralized battery that no enemy on the board can fire on is in a safe hex, hidden enemies or not", () => {
    const units = [gun("rart", "R", at(10, 10), { status: "demoralized" }), inf("g1", "G", at(2, 2))];
    const recover: IaCommand = { type: "recover", side: "R", piece: "rart" };
    const withHidden = asR(world([...units, hidden(mg("gh", "G", at(12, 14)))], { rart: "move" }), [recover], [6, 6]);
    const without = asR(world(units, { rart: "move" }), [recover], [6, 6]);
    expect(withHidden.seen).toEqual(without.seen);
    expect(withHidden.view.units.get("rart")).toBeDefined();
  });

  it("IA1 8.52, 16.5 a SPOTTED marker comes off in limiting terrain more than three hexes from every enemy on the board, whatever is hidden nearby", () => {
    const units = [inf("r1", "R", at(11, 10), { spotted: true }), inf("g1", "G", at(11, 2))];
    const move: IaCommand = { type: "move", side: "R", piece: "r1", to: at(11, 11) };
    const pass = { "opportunity-fire:r1@11,11:1": "pass" };
    const withHidden = asR(world([...units, hidden(inf("gh", "G", at(12, 14)))], { r1: "move" }), [move], [], pass);
    const farAway = asR(world([...units, hidden(inf("gh", "G", at(22, 22)))], { r1: "move" }), [move], [], pass);
    expect(withHidden.seen[0]).toMatchObject({ status: "done" });
    expect(withHidden).toEqual(farAway);
    expect(withHidden.view.units.get("r1")!.spotted).toBe(false);
  });

  it("IA1 16.5 a side's view holds its own hidden pieces and none of the enemy's, whose number is public", () => {
    const b = world([inf("r1", "R", at(10, 10), { hidden: true }), hidden(inf("gh", "G", at(20, 20))), inf("g1", "G", at(2, 2))], {});
    const r = iaSideView(b, "R");
    expect([...r.battle.units.keys()].sort()).toEqual(["g1", "r1"]);
    expect(r.hiddenEnemies).toBe(1);
    expect([...iaSideView(b, "G").battle.units.keys()].sort()).toEqual(["g1", "gh"]);
  });

  it("IA1 16.5, 3.2 who activated a leader who has fallen is seen as for any piece: the enemy's view is the same without the hidden leader above him", () => {
    const led = (ledBy: string | null) => ({ action: "move" as const, ledBy, mpSpent: 0, hexesEntered: 0 });
    const fell = (withHidden: boolean) => {
      const b = world([inf("r1", "R", at(10, 10)), inf("g1", "G", at(2, 2))], {}, [
        ...(withHidden ? [leader("rh", "R", at(10, 11), { rank: 3, hidden: true })] : []),
        leader("rl", "R", at(10, 10), { rank: 2 }),
      ]);
      const pieces = { ...(withHidden ? { rh: led(null) } : {}), rl: led(withHidden ? "rh" : null), r1: led("rl") };
      const s = structuredClone({ ...b, activation: { ...b.activation!, pieces } });
      ia.apply(s, { type: "eliminated", piece: "rl", rule: "IA1 6.7" });
      return s;
    };
    expect(iaSideView(fell(true), "R").battle.activation!.fallen).toEqual({ rl: "rh" });
    expect(iaSideView(fell(true), "G").battle).toEqual(iaSideView(fell(false), "G").battle);
    expect(iaSideView(fell(true), "G").battle.activation).toMatchObject({ pieces: { r1: { ledBy: "rl" } }, fallen: { rl: null } });
  });
});
