/**
 * RP 9.0, the example of play, turn by turn with its dice. Its graphics (EOP 1–5) are missing from the text; the
 * fixture map holds what the narrative says: British trenches in column V (V09–V13), German trenches in column X
 * (X09–X13), open ground between, and the craters the bombardment's six scrapes make (RP 7.13: W10, W11 and V09 have
 * craters in the narrative; W09, W12 and W13 take the other three). Counter values the text fixes are used (German
 * formed infantry cohesion 8, German dispersed infantry MP 1 and MV +3, British MG firepower +2, British dispersed
 * infantry firepower +1, German artillery firepower +3); every other value is a fixture's, chosen to agree with the
 * narrative (e.g. British MG and company melee values +2 and +3 sum to the text's +5).
 *
 * The narrative leaves rolls out (ruling A17): area fire makes every non-AFV unit in the hex roll (RP 6.53), so each
 * command below scripts those rolls too, with a comment; "all eight German infantry units" is read as the seven it
 * names; the third couplet of turn 2, not narrated, is two passes.
 */
import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../src/engine/core/dice";
import type { DecisionRequest } from "../../../../src/engine/core/decision";
import { runAnswering } from "../../../../src/engine/core/engine";
import type { RpCommand } from "../../../../src/engine/rules/rp/commands/schema";
import type { RpEvent } from "../../../../src/engine/rules/rp/events/schema";
import type { RpBattle } from "../../../../src/engine/rules/rp/state";
import { BRITISH, face, GERMAN, offsetOf, rpBattle, rpMap, rpRunner } from "./support/fixture";

const TRENCH_V = ["V09", "V10", "V11", "V12", "V13"];
const TRENCH_X = ["X09", "X10", "X11", "X12", "X13"];
const map = rpMap({
  hexes: Object.fromEntries([...TRENCH_V, ...TRENCH_X].map((h) => [h, { terrain: ["trench"] }])),
  hexsides: [...TRENCH_V.slice(1).map((h, i) => [TRENCH_V[i]!, h, ["trench"]] as const), ...TRENCH_X.slice(1).map((h, i) => [TRENCH_X[i]!, h, ["trench"]] as const)],
});
const { ruleset, at, run } = rpRunner(map);

const GER_INF = { formed: face(1, 2, 2, 8, 3), dispersed: face(1, 2, 3, 7, 1) };
const GER_MG = { formed: face(1, 1, 1, 7, 2), dispersed: face(2, 4, 2, 8, 1) };
const GER_ART = { types: ["artillery"] as const, formed: face(0, 0, 0, 8, 2), dispersed: face(3, 6, 0, 8, 0), face: "dispersed" as const };
const BR_INF = { formed: face(1, 2, 2, 8, 3), dispersed: face(1, 2, 3, 8, 1) };
const BR_MG = { types: ["machine-gun"] as const, formed: face(0, 1, 1, 7, 2), dispersed: face(2, 4, 2, 8, 1) };

const ger = (hex: string) => ({ side: GERMAN, at: hex, in: "trench" as const, ...GER_INF });
const brit = (hex: string, kind = BR_INF) => ({ side: BRITISH, at: hex, in: "trench" as const, ...kind });

/** EOP 1: the forces after set-up, every unit IN its printed trench (RP 8.322), the German PB still to fire. */
const start = rpBattle(map, {
  phase: "preliminary",
  units: {
    gmg: { side: GERMAN, at: "X09", in: "trench", types: ["machine-gun"], ...GER_MG, face: "dispersed" },
    g1: ger("X09"),
    g2: ger("X10"),
    g3: ger("X10"),
    g4: ger("X11"),
    g5: ger("X11"),
    g6: ger("X12"),
    g7: ger("X12"),
    gart: { side: GERMAN, at: "X13", in: "trench", ...GER_ART },
    b09: brit("V09"),
    bmg10: brit("V10", BR_MG),
    b11: brit("V11"),
    bmg12: brit("V12", BR_MG),
    b13: brit("V13"),
  },
  sides: [{ setUp: TRENCH_X.map(offsetOf) }, { setUp: TRENCH_V.map(offsetOf) }],
  extra: { preliminary: [{ side: GERMAN, kind: "pulverizing", hexes: TRENCH_V.map(offsetOf) }] },
});

/** How the players answer a command's decisions: reaction shots and firefights by shooter, melee targets, scrapes. */
interface Plan {
  readonly shots?: readonly string[];
  readonly firefight?: readonly string[];
  readonly melee?: Readonly<Record<string, string>>;
  readonly scrapes?: readonly string[];
}

function policy(plan: Plan) {
  const shots = [...(plan.shots ?? [])];
  const scrapes = [...(plan.scrapes ?? [])];
  return (r: DecisionRequest) => {
    const opts = r.options as unknown[];
    switch (r.kind) {
      case "rp-reaction": {
        const next = opts.find((o) => typeof o === "object" && (o as { unit: string }).unit === shots[0]);
        if (next !== undefined) shots.shift();
        return { answer: next ?? "pass" };
      }
      case "rp-firefight":
        return { answer: plan.firefight ? opts.find((o) => Array.isArray(o) && o.length === plan.firefight!.length && o.every((s) => plan.firefight!.includes((s as { unit: string }).unit))) ?? plan.firefight.map((unit) => ({ unit, kind: "area" })) : "pass" };
      case "rp-melee-target":
        return { answer: plan.melee?.[r.id.split(":")[1]!] ?? r.default };
      case "rp-scrape":
        return { answer: at(scrapes.shift()!) };
      case "rp-rally":
        return { answer: false };
      default:
        return { answer: r.default };
    }
  };
}

/** Plays `command` with these dice, answering as planned; every die must be used. */
function play(b: RpBattle, command: RpCommand, dice: number[] = [], plan: Plan = {}): { state: RpBattle; events: readonly RpEvent[] } {
  const source = new ScriptedDice(dice);
  const { result } = runAnswering(ruleset, b, command, source, {}, policy(plan));
  if (result.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(result).slice(0, 800)}`);
  expect(result.record.dice, `${command.type}: the dice scripted are the dice used`).toEqual(dice);
  return { state: result.state, events: result.record.events };
}

const checks = (events: readonly RpEvent[]) => events.filter((e): e is Extract<RpEvent, { type: "cohesion-checked" }> => e.type === "cohesion-checked").map((e) => ({ unit: e.unit, roll: e.roll.total, result: e.result, outcome: e.outcome }));
const mods = (events: readonly RpEvent[], unit: string) => {
  const e = events.find((x): x is Extract<RpEvent, { type: "cohesion-checked" }> => x.type === "cohesion-checked" && x.unit === unit)!;
  return e.trace.reduce((a, t) => a + t.value, 0);
};
const move = (b: RpBattle, unit: string, to: string, dice: number[] = [], plan: Plan = {}) => play(b, { type: "move", side: b.units[unit]!.side, units: [unit], step: { to: at(to) } }, dice, plan);

let turn1: RpBattle | undefined;
let turn2: RpBattle | undefined;

describe("RP 9.0: the example of play", () => {
  it("RP 7.12, 5.11, 6.75, 6.65, 3.73: the pre-turn bombardment and turn 1", () => {
    // Pre-turn 1: a pulverizing PB on the British set-up area. Every British unit is IN a trench: none eliminated, all
    // dispersed; each rolls a die, none a 6 (RP 7.12a). No wire: no breaches. Six scrapes (RP 7.13).
    let { state: b, events } = play(start, { type: "fire-preliminary", side: GERMAN }, [1, 2, 3, 4, 5], { scrapes: ["W10", "W11", "V09", "W09", "W12", "W13"] });
    expect(Object.values(b.units).filter((u) => u.side === BRITISH).map((u) => [u.face, u.status])).toEqual(Array(5).fill(["dispersed", "on-map"]));
    expect(events.filter((e) => e.type === "marker-placed").length).toBe(6);

    // Initiative: Germans 4, British 6 → 2 couplets, the British first (RP 5.11).
    ({ state: b } = play(b, { type: "roll-initiative", side: GERMAN }, [4, 6]));
    expect(b.couplets).toMatchObject({ initiative: BRITISH, total: 2, left: 2, half: 1 });
    ({ state: b } = play(b, { type: "pass", side: BRITISH }));
    // The Germans activate a mass of their seven infantry companies (RP 3.5, 6.01c), not the MG or the artillery.
    ({ state: b } = play(b, { type: "activate", side: GERMAN, config: "mass", units: ["g1", "g2", "g3", "g4", "g5", "g6", "g7"] }));

    // g1 (beneath the MG in X09) → W10: the V10 MG reacts: +2 FP, +1 formed, +1 moving, −1 craters = +3; 5 → 8, no effect.
    ({ state: b, events } = move(b, "g1", "W10", [2, 3], { shots: ["bmg10"] }));
    expect(mods(events, "g1")).toBe(3);
    expect(checks(events)).toEqual([{ unit: "g1", roll: 5, result: 8, outcome: "no-effect" }]);
    expect(b.units.bmg10!.spent).toBe(false); // RP 6.75: no doubles, the MG stays ready
    // g1 → V09 (not yet IN the trench): the V09 company reacts: +1, +1 formed, +1 moving, +1 same hex, −1 craters = +3; 7 → 10.
    ({ state: b, events } = move(b, "g1", "V09", [3, 4], { shots: ["b09"] }));
    expect(mods(events, "g1")).toBe(3);
    expect(checks(events)).toEqual([{ unit: "g1", roll: 7, result: 10, outcome: "dispersed" }]);
    expect(b.units.g1).toMatchObject({ face: "dispersed", spent: true, hex: at("V09"), in: null });

    // g2 (top of X10) → W10: the MG again, 3 → 6.
    ({ state: b, events } = move(b, "g2", "W10", [1, 2], { shots: ["bmg10"] }));
    expect(checks(events)).toEqual([{ unit: "g2", roll: 3, result: 6, outcome: "no-effect" }]);
    // g2 → V09, declining to rally g1 (RP 3.8); the MG's area fire makes every unit in V09 roll an 8 (RP 6.53, 6.73):
    // g2 8 + 3 = 11 destroyed; g1 8 + 1 = 9 (already dispersed); the British b09 8 + 2 − 3 = 7, no effect.
    ({ state: b, events } = move(b, "g2", "V09", [6, 2, 6, 2, 6, 2], { shots: ["bmg10"] }));
    expect(Object.fromEntries(checks(events).map((c) => [c.unit, [c.result, c.outcome]]))).toEqual({ g2: [11, "destroyed"], g1: [9, "dispersed"], b09: [7, "no-effect"] });
    // g3 → W10: 9 + 3 = 12, destroyed.
    ({ state: b, events } = move(b, "g3", "W10", [5, 4], { shots: ["bmg10"] }));
    expect(checks(events)).toEqual([{ unit: "g3", roll: 9, result: 12, outcome: "destroyed" }]);
    expect(b.units.bmg10!.spent).toBe(false);
    // g4 → W11: the MG rolls 12 → 15 destroyed, and the doubles spend the MG (RP 6.75).
    ({ state: b, events } = move(b, "g4", "W11", [6, 6], { shots: ["bmg10"] }));
    expect(checks(events)).toEqual([{ unit: "g4", roll: 12, result: 15, outcome: "destroyed" }]);
    expect(b.units.bmg10!.spent).toBe(true);
    // g5 → W11: the dispersed V11 company reacts: +1, +1 formed, +1 moving, −1 craters = +2; net 9: dispersed.
    ({ state: b, events } = move(b, "g5", "W11", [4, 3], { shots: ["b11"] }));
    expect(mods(events, "g5")).toBe(2);
    expect(checks(events)).toEqual([{ unit: "g5", roll: 7, result: 9, outcome: "dispersed" }]);
    // g6 and g7, one at a time, north along their trench two hexes, then northwest into W10 (three MPs each).
    for (const to of ["X11", "X10", "W10"]) ({ state: b } = move(b, "g6", to));
    for (const to of ["X11", "X10"]) ({ state: b } = move(b, "g7", to));
    // g7 into W10: the V12 MG at range 3: +2, +1 formed, +1 moving, −1 crater, −1 range = +2; g7 rolls 6 → 8. g6, no
    // longer moving (RP 6.65), rolls 7 + 1 → 8. Neither is harmed. (The hex's units check in the battle's order: g6 first.)
    ({ state: b, events } = move(b, "g7", "W10", [4, 3, 4, 2], { shots: ["bmg12"] }));
    expect(mods(events, "g7")).toBe(2);
    expect(mods(events, "g6")).toBe(1);
    expect(Object.fromEntries(checks(events).map((c) => [c.unit, [c.result, c.outcome]]))).toEqual({ g7: [8, "no-effect"], g6: [8, "no-effect"] });
    ({ state: b } = play(b, { type: "end-command", side: GERMAN }));
    expect(["g1", "g5", "g6", "g7"].map((id) => b.units[id]!.spent)).toEqual([true, true, true, true]);
    expect(b.couplets).toMatchObject({ left: 1, half: 1 });

    // Couplet 2: the British move their southernmost company (dispersed) north into V12, along their trench. The German
    // artillery reacts: +3, +1 moving, −1 range, −3 trench = 0; an 8 is harmless. The MG in V12 rolls too (ruling A17;
    // +3 − 1 − 3 = −1), scripted an 8 → 7.
    ({ state: b } = play(b, { type: "activate", side: BRITISH, config: "unit", units: ["b13"] }));
    ({ state: b, events } = move(b, "b13", "V12", [4, 4, 4, 4], { shots: ["gart"] }));
    expect(mods(events, "b13")).toBe(0);
    expect(checks(events).find((c) => c.unit === "b13")).toMatchObject({ result: 8, outcome: "no-effect" });
    ({ state: b } = play(b, { type: "end-command", side: BRITISH }));
    expect(b.units.b13).toMatchObject({ spent: true, in: "trench" });
    ({ state: b } = play(b, { type: "pass", side: GERMAN }));
    // Administration: the spent markers come off (RP 5.3).
    expect(b.phase).toBe("initiative");
    expect(Object.values(b.units).some((u) => u.spent)).toBe(false);
    expect(b.turn).toBe(2);
    turn1 = b;
  });

  it("RP 5.11, 6.3, 6.5, 6.671: turn 2", () => {
    let b = turn1!;
    let events: readonly RpEvent[];
    // Both roll 5: the Central Powers win with an assumed difference of three (RP 5.11).
    ({ state: b } = play(b, { type: "roll-initiative", side: BRITISH }, [5, 5]));
    expect(b.couplets).toMatchObject({ initiative: GERMAN, total: 3 });
    // Couplet 1: the Germans "disperse" the mass of two companies in W10 (a deploy command, RP 6.3): no reaction fire.
    ({ state: b } = play(b, { type: "activate", side: GERMAN, config: "mass", units: ["g6", "g7"] }));
    ({ state: b, events } = play(b, { type: "deploy", side: GERMAN, units: ["g6", "g7"], face: "dispersed" }));
    expect(events.some((e) => e.type === "fired")).toBe(false);
    expect([b.units.g6, b.units.g7].map((u) => [u!.face, u!.spent])).toEqual([["dispersed", true], ["dispersed", true]]);
    ({ state: b } = play(b, { type: "end-command", side: GERMAN }));
    // The British MG in V10 fires at W10: +2 FP, −1 crater = +1; both companies pass; the MG is spent (RP 6.56).
    ({ state: b } = play(b, { type: "activate", side: BRITISH, config: "unit", units: ["bmg10"] }));
    ({ state: b, events } = play(b, { type: "fire", side: BRITISH, unit: "bmg10", at: at("W10"), kind: "area" }, [3, 2, 3, 2]));
    expect(mods(events, "g6")).toBe(1);
    expect(checks(events).map((c) => c.outcome)).toEqual(["no-effect", "no-effect"]);
    expect(b.units.bmg10!.spent).toBe(true);
    ({ state: b } = play(b, { type: "end-command", side: BRITISH }));
    // Couplet 2: the dispersed g5 in W11 spends its only MP entering V10 (the spent MG cannot react); spent, it cannot
    // pay for a melee (RP 6.671). The V12 MG and company react; g5 passes both. Each shot also makes the spent MG in V10
    // roll (ruling A17): every roll scripted 1 + 3.
    ({ state: b } = play(b, { type: "activate", side: GERMAN, config: "unit", units: ["g5"] }));
    ({ state: b, events } = move(b, "g5", "V10", [1, 3, 1, 3, 1, 3, 1, 3], { shots: ["bmg12", "b13"] }));
    expect(checks(events).filter((c) => c.unit === "g5").map((c) => c.outcome)).toEqual(["no-effect", "no-effect"]);
    expect(b.units.g5).toMatchObject({ hex: at("V10"), spent: true });
    expect(run(b, { type: "move", side: GERMAN, units: ["g5"], step: { melee: true } })).toMatchObject({ status: "refused" });
    ({ state: b } = play(b, { type: "end-command", side: GERMAN }));
    // The dispersed V11 company moves north in the trench into V10; the German MG in X09 reacts; IN the trench it passes.
    ({ state: b } = play(b, { type: "activate", side: BRITISH, config: "unit", units: ["b11"] }));
    ({ state: b, events } = move(b, "b11", "V10", [1, 2, 1, 2, 1, 2], { shots: ["gmg"] }));
    expect(b.units.b11).toMatchObject({ hex: at("V10"), in: "trench" });
    expect(checks(events).map((c) => c.outcome)).toEqual(["no-effect", "no-effect", "no-effect"]);
    ({ state: b } = play(b, { type: "end-command", side: BRITISH }));
    // Couplet 3 is not narrated: both pass (ruling A17).
    ({ state: b } = play(b, { type: "pass", side: GERMAN }));
    ({ state: b } = play(b, { type: "pass", side: BRITISH }));
    expect(b.turn).toBe(3);
    turn2 = b;
  });

  it("RP 6.62, 6.675, 6.74: turn 3, the melee and the firefight", () => {
    let b = turn2!;
    let events: readonly RpEvent[];
    ({ state: b } = play(b, { type: "roll-initiative", side: GERMAN }, [6, 1]));
    expect(b.couplets).toMatchObject({ initiative: GERMAN, total: 5 });
    // g5 spends its one MP to enter the trench and declare a melee at once (RP 6.62). It attacks the MG; the MG and the
    // company attack g5 (+5). g5 rolls 10 + 5 = 15: destroyed; the MG 4 + 3 = 7: no harm; the company, unattacked,
    // rolls 5 (+0, ruling A2; not narrated). Both British units are spent for taking part (RP 6.678).
    ({ state: b } = play(b, { type: "activate", side: GERMAN, config: "unit", units: ["g5"] }));
    ({ state: b, events } = play(b, { type: "move", side: GERMAN, units: ["g5"], step: { melee: true, in: "trench" } }, [6, 4, 3, 1, 3, 2], { melee: { g5: "bmg10", bmg10: "g5", b11: "g5" } }));
    expect(Object.fromEntries(checks(events).map((c) => [c.unit, [c.result, c.outcome]]))).toEqual({ g5: [15, "destroyed"], bmg10: [7, "no-effect"], b11: [5, "no-effect"] });
    expect([b.units.bmg10!.spent, b.units.b11!.spent]).toEqual([true, true]);
    expect(b.markers.hallowed).toBeNull();
    ({ state: b } = play(b, { type: "end-command", side: GERMAN }));
    ({ state: b } = play(b, { type: "pass", side: BRITISH }));
    // Couplet 2: one command activates g6 and g7 in W10 as a stack (RP 6.01b); each moves into V10 and is spent, with no
    // MP left to go IN the trench.
    ({ state: b } = play(b, { type: "activate", side: GERMAN, config: "stack", units: ["g6", "g7"] }));
    ({ state: b } = move(b, "g6", "V10"));
    ({ state: b } = move(b, "g7", "V10"));
    expect([b.units.g6, b.units.g7].map((u) => [u!.hex, u!.in])).toEqual([[at("V10"), null], [at("V10"), null]]);
    ({ state: b } = play(b, { type: "end-command", side: GERMAN }));
    // The British company in V09 fires at g1 in its own hex; g1 fires back at once (RP 6.74) — only units in the target
    // hex may (errata): the X09 MG is not offered. Both +1 FP +1 same hex; the British −3 trench, the Germans −1 craters.
    // Both fail: g1 rolls 10 → 11, eliminated; b09 rolls 10 → 9, dispersed (it was already).
    ({ state: b } = play(b, { type: "activate", side: BRITISH, config: "unit", units: ["b09"] }));
    const { result, asked } = runAnswering(ruleset, b, { type: "fire", side: BRITISH, unit: "b09", at: at("V09"), kind: "area" }, new ScriptedDice([6, 4, 6, 4]), {}, policy({ firefight: ["g1"] }));
    expect(result.status).toBe("done");
    const firefight = asked.find((r) => r.kind === "rp-firefight")!;
    expect(JSON.stringify(firefight.options)).not.toContain("gmg");
    events = result.status === "done" ? result.record.events : [];
    expect(mods(events, "g1")).toBe(1);
    expect(mods(events, "b09")).toBe(-1);
    expect(Object.fromEntries(checks(events).map((c) => [c.unit, [c.result, c.outcome]]))).toEqual({ g1: [11, "destroyed"], b09: [9, "dispersed"] });
  });
});
