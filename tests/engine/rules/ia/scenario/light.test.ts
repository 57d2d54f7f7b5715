import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los/visibility";
import { build, countersJson, drawDice, refusedPaths, scenarioJson } from "./support";

/** The fixture as an IA2 scenario with `turns`, and its counter set. */
function ia2(turns: object) {
  const s = scenarioJson();
  const counters = countersJson();
  s.edition = counters.edition = "IA2";
  s.turns = turns;
  return [s, counters] as const;
}

const steps = (r: ReturnType<typeof build>) => r.lights.map((l) => ("time" in l ? [l.time, l.nightRange] : null));

describe("IA2 7.11, 7.12: light through dusk and dawn", () => {
  it("IA2 7.11: each turn takes the last step whose time has come; 7.12: one die at the start sets the night range (5–6: two hexes)", () => {
    const [s, counters] = ia2({ count: 5, start: "18:15", dawn: "05:00", dusk: "19:00" });
    const dice = new ScriptedDice([...drawDice, 5]);
    const r = build(s, counters, { dice });
    expect(steps(r)).toEqual([
      ["dusk-45", 2],
      ["dusk-30", 2],
      ["dusk-15", 2],
      ["night", 2],
      ["night", 2],
    ]);
    expect(r.rolls.at(-1)).toMatchObject({ purpose: "night range", sides: 6, total: 5 });
    expect(dice.used).toBe(drawDice.length + 1);
    expect(r.battle.visibility).toEqual(ia2Visibility("dusk-45", 2));
  });

  it("IA2 7.12: 1–4 on the die is one hex", () => {
    const [s, counters] = ia2({ count: 3, start: "04:00", dawn: "05:00", dusk: "19:00" });
    const r = build(s, counters, { dice: new ScriptedDice([...drawDice, 4]) });
    expect(steps(r)).toEqual([
      ["dawn-60", 1],
      ["dawn-45", 1],
      ["dawn-30", 1],
    ]);
    expect(r.battle.visibility.range).toBe(1);
  });

  it("IA2 7.11: the steps run on past midnight", () => {
    const [s, counters] = ia2({ count: 3, start: "23:45", dawn: "05:00", dusk: "19:00" });
    expect(steps(build(s, counters, { dice: new ScriptedDice([...drawDice, 6]) }))).toEqual([
      ["night", 2],
      ["night", 2],
      ["night", 2],
    ]);
  });

  it("IA2 7.12: no die when the scenario gives the night range, or when no turn is dark", () => {
    const [s, counters] = ia2({ count: 4, start: "18:30", dawn: "05:00", dusk: "19:00", conditions: [{ from: 3, to: 4, light: "night", spottingRange: 1 }] });
    const dice = new ScriptedDice(drawDice);
    expect(steps(build(s, counters, { dice }))).toEqual([
      ["dusk-30", 1],
      ["dusk-15", 1],
      ["night", 1],
      ["night", 1],
    ]);
    expect(dice.used).toBe(drawDice.length);
    const [day, dayCounters] = ia2({ count: 3, start: "10:00", dawn: "05:00", dusk: "19:00" });
    expect(steps(build(day, dayCounters))).toEqual([
      ["day", 1],
      ["day", 1],
      ["day", 1],
    ]);
  });

  it("IA2 7.11: a scenario without times is played in daylight", () => {
    const [s, counters] = ia2({ count: 3 });
    const r = build(s, counters);
    expect(steps(r)).toEqual([
      ["day", 1],
      ["day", 1],
      ["day", 1],
    ]);
    expect(r.battle.visibility).toEqual(ia2Visibility("day", 1));
  });

  it("IA2 7.11, 7.12: a step not in the table, a range for a step the table rates, a night range over 2, times missing", () => {
    const [s, counters] = ia2({
      count: 6,
      dusk: "19:00",
      conditions: [
        { from: 1, to: 1, light: "twilight" },
        { from: 2, to: 2, light: "dusk-30", spottingRange: 3 },
        { from: 3, to: 3, light: "night", spottingRange: 3 },
      ],
    });
    expect(refusedPaths(s, counters)).toEqual(["$.turns.conditions[0].light", "$.turns.conditions[1].spottingRange", "$.turns.conditions[2].spottingRange", "$.turns.start"]);
    const [noDawn, c2] = ia2({ count: 3, start: "18:00", dusk: "19:00" });
    expect(refusedPaths(noDawn, c2)).toEqual(["$.turns.dawn"]);
  });

  it("IA1 8.4: a light other than day needs the scenario's spotting range", () => {
    const s = scenarioJson();
    s.turns.conditions[1] = { from: 7, to: 8, light: "fog" };
    expect(refusedPaths(s)).toEqual(["$.turns.conditions[1].spottingRange"]);
  });

  it("IA1 8.4, Night Turn: a turn with reduced range is a night turn only when its light is night", () => {
    const s = scenarioJson();
    s.turns.conditions = [{ from: 1, to: 8, light: "fog", spottingRange: 4 }];
    const r = build(s);
    expect([r.battle.visibility.range, r.battle.visibility.night, r.battle.visibility.elevationBonus]).toEqual([4, false, false]);
  });
});
