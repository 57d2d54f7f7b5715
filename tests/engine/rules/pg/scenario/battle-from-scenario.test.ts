import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { at, build, demoDice, demoWith, roundTrip } from "./support";

describe("pgBattleFromScenario: what the scenario sets up (PG 2.3)", () => {
  it("PG 3.0 A: thresholds every n steps (at least as many as the initiative) are n steps per loss; others kept as listed; none: never falls", () => {
    const s = demoWith((s) => {
      s.sides[0].initiativeLosses = [2, 5];
      delete s.sides[1].stepsPerInitiative;
    });
    const [german, soviet] = build(s).battle.sides;
    expect([german.stepsPerInitiative, german.initiativeLosses]).toEqual([null, [2, 5]]);
    expect([soviet.stepsPerInitiative, soviet.initiativeLosses]).toEqual([null, undefined]);
    expect(build().battle.sides.map((x) => x.stepsPerInitiative)).toEqual([3, 4]);
  });

  it("PG 5.73: the scenario's Crossing Numbers go to their side", () => {
    const s = demoWith((s) => (s.sides[0].crossingNumbers = { foot: 8, mechanized: 6 }));
    expect(build(s).battle.sides[0].crossingNumbers).toEqual({ foot: 8, mechanized: 6 });
  });

  it("PG 6.1: a leader piece named by the side that plays; drawn pieces flipped by the die; a piece of two ranks is never drawn", () => {
    const s = demoWith((s) => (s.setup[0].face = "back"));
    expect(build(s).battle.leaders.get("german-leader")).toMatchObject({ name: "Feldwebel Braun", rankTitle: "SGT", rank: 2, morale: 7, combat: 0, moraleBonus: 1 });
    // The German leader's piece (LT/SGT) is not among the SGT pieces: two of them, so a d2 picks one.
    const other = build(undefined, { dice: new ScriptedDice([2, 1, ...demoDice.slice(2)]) }).battle;
    expect(other.leaders.get("german-nco-2")?.name).toBe("Feldwebel Krause");
  });

  it("PG 6.1: leaders drawn into a zone are placed where their owner chooses", () => {
    const s = demoWith((s) => {
      delete s.leaders[1].at;
      s.leaders[1].zone = [[11, 7], [4, 7]];
    });
    expect(build(s, { placements: { leaders: { 1: [[4, 7]] } } }).battle.leaders.get("soviet-lieutenant-2")?.hex).toBe(at(4, 7));
  });

  it("PG 1.2: the scenario book's designations make a type open-top, an APC or an armored car over its counter", () => {
    const s = demoWith((s) => (s.designations = { "pz-iii": { openTop: true } }));
    const b = build(s).battle;
    expect(b.units.get("pz-iii-2")?.openTop).toBe(true);
    expect(b.units.get("t-34-1")?.openTop).toBe(false);
    expect(roundTrip(b).back.units.get("pz-iii-2")?.openTop).toBe(true);
  });

  it("PG 6.8, 11.2: the nationalities as the rules name them and Guards units go into the battle", () => {
    const s = demoWith((s) => {
      s.nationalities = { german: "german", soviet: "soviet" };
      s.setup[15].guards = true;
    });
    const b = build(s).battle;
    expect(b.nationalities).toEqual({ german: "german", soviet: "soviet" });
    expect([...b.units.values()].filter((u) => u.guards).map((u) => u.id)).toEqual(["t-34-1", "t-34-2", "t-34-3"]);
  });

  it("PG 7.6, 5.62, 14.1: reduced, limbered and a morale state at the start", () => {
    const s = demoWith((s) => Object.assign(s.setup[12], { reduced: true, status: "disrupted" }));
    const u = build(s).battle.units.get("soviet-infantry-3")!;
    expect([u.steps, u.maxSteps, u.status]).toEqual([1, 2, "disrupted"]);
    expect(build().battle.units.get("pak-38-1")?.limbered).toBe(true);
  });

  it("PG 16.52: exits where the scenario permits them", () => {
    const s = demoWith((s) => (s.sides[0].exits = [{ hexes: [[0, 6], [0, 7]] }]));
    expect(build(s).battle.exits).toEqual([{ side: "german", hexes: [at(0, 6), at(0, 7)] }]);
    expect(build().battle.exits).toBeUndefined();
  });

  it("PG 8.1: a night turn is seen one hex unless the scenario says; night rules on night turns; an unchanging light is not scheduled", () => {
    const night = demoWith((s) => (s.turns.conditions = [{ from: 1, to: 7, light: "day" }, { from: 8, to: 8, light: "night" }]));
    expect(build(night).battle.lights?.at(-1)).toEqual({ range: 1, night: true });
    const two = demoWith((s) => (s.turns.conditions = [{ from: 1, to: 8, light: "night", spottingRange: 2 }]));
    const b = build(two).battle;
    expect([b.lights, b.visibility.range, b.visibility.night]).toEqual([undefined, 2, true]);
  });

  it("PG 17.0: the scenario's optional rules win; the players choose the others", () => {
    const b = build(demoWith((s) => (s.optionalRules = { "fog-of-war": false })), { optionalRules: ["fog-of-war", "consolidation"] }).battle;
    expect(b.options).toEqual(["consolidation"]);
    expect(build(demoWith((s) => delete s.optionalRules)).battle.options).toBeUndefined();
  });

  it("PG 15.21: the railroad hexes armored trains may enter; the battle's rulings", () => {
    const s = demoWith((s) => {
      s.rails = [[0, 0], [1, 0]];
      s.rulings = { hillBlocksLos: false };
    });
    const b = build(s).battle;
    expect([b.rails, b.rulings]).toEqual([[at(0, 0), at(1, 0)], { hillBlocksLos: false }]);
  });

  it("PG 1.2 Control: equidistant hexes go to the side setting up first when the instructions say, else to nobody", () => {
    const mid = Object.keys(build().battle.control).length;
    const first = Object.keys(build(undefined, { setsUpFirst: "soviet" }).battle.control).length;
    expect(first).toBeGreaterThan(mid);
  });

  it("the battle from any of these scenarios survives its JSON", () => {
    const s = demoWith((s) => {
      s.sides[0].exits = [{ hexes: [[0, 6]] }];
      s.sides[0].crossingNumbers = { foot: 8 };
      s.rails = [[0, 0]];
      s.nationalities = { soviet: "soviet" };
    });
    const b = build(s).battle;
    expect(roundTrip(b).back).toEqual(b);
  });
});
