import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { DataError } from "../../../../../src/engine/data/validate";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { ia1Tec, ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { ia1Daylight, ia1Reduced, ia2Visibility, type IaLight } from "../../../../../src/engine/rules/ia/los/visibility";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { battle, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { build, countersJson, drawDice, map, scenarioJson } from "./support";

/** Plays turn `b.turn` to its end: initiative (R 3 + 5 against G 2 + 2), then passes until the next turn begins. */
function nextTurn(b: IaBattle): IaBattle {
  const ia = iaRuleset(testMap(b.edition === "IA1" ? ia1Tec : ia2Tec, [], [8, 8]), b.edition === "IA1" ? ia1Tec : ia2Tec);
  const dice = new ScriptedDice([5, 2]);
  let s = b;
  const run = (c: IaCommand) => {
    const r = runCommand(ia, s, c, dice);
    if (r.status !== "done") throw new Error(JSON.stringify(r));
    s = r.state;
  };
  run({ type: "roll-initiative", side: "R" });
  for (let i = 0; s.turn === b.turn && i < 20; i++) run({ type: "pass", side: s.impulses!.active });
  return s;
}

const night = { range: 2, night: true };
const day = { range: 12, night: false };

describe("IA1 8.4, IA2 7.11 the light turn by turn", () => {
  it("IA1 8.4 each new turn is played in the light the scenario schedules for it", () => {
    const b = battle([side("R", 3), side("G", 2)], [], [], { lights: [day, night, day], lastTurn: 3 });
    const t2 = nextTurn(b);
    expect([t2.turn, t2.visibility]).toEqual([2, ia1Reduced(2, true)]);
    expect(nextTurn(t2).visibility).toEqual(ia1Daylight());
  });
  it("IA2 7.11 dusk falls turn by turn; past the end of the schedule the last light holds", () => {
    const lights: IaLight[] = [{ time: "dusk-15", nightRange: 2 }, { time: "night", nightRange: 2 }];
    const b = battle([side("R", 3), side("G", 2)], [], [], { edition: "IA2", visibility: ia2Visibility("dusk-15", 2), lights, lastTurn: 4 });
    const t2 = nextTurn(b);
    expect(t2.visibility).toEqual(ia2Visibility("night", 2));
    expect(nextTurn(t2).visibility).toEqual(ia2Visibility("night", 2));
  });
  it("without a schedule the light holds all game, as before", () => {
    const b = battle([side("R", 3), side("G", 2)], [], [], { visibility: ia1Reduced(4, false) });
    expect(nextTurn(b).visibility).toEqual(ia1Reduced(4, false));
  });
});

describe("IA1 8.4, IA2 7.11 the schedule in the scenario and the battle's JSON", () => {
  it("IA1 8.4 a scenario whose light changes gives the battle every turn's light; one that never changes gives none", () => {
    const { battle: b, lights } = build();
    expect(b.lights).toEqual(lights);
    expect(b.lights!.map((l) => ("range" in l ? l.range : null))).toEqual([12, 12, 12, 12, 12, 12, 2, 2]);
    const s = scenarioJson();
    s.turns.conditions = [];
    expect("lights" in build(s).battle).toBe(false);
  });
  it("IA2 7.11 an IA2 scenario's dusk goes into the battle", () => {
    const s = scenarioJson();
    const counters = countersJson();
    s.edition = counters.edition = "IA2";
    s.turns = { count: 3, start: "18:30", dawn: "05:00", dusk: "19:00" };
    const r = build(s, counters, { dice: new ScriptedDice([...drawDice, 5]) });
    expect(r.battle.lights!.map((l) => ("time" in l ? l.time : null))).toEqual(["dusk-30", "dusk-15", "night"]);
  });
  it("the battle's JSON keeps the schedule, and refuses a light the edition does not have at its path", () => {
    const { battle: b } = build();
    const json = JSON.parse(JSON.stringify(encodeOnMap(map, IaBattleJson, b)));
    expect(json.lights[6]).toEqual(night);
    expect(decodeOnMap(map, IaBattleJson, json, "battle")).toEqual(b);
    json.lights[2] = { time: "night" };
    const refused = () => {
      try {
        decodeOnMap(map, IaBattleJson, json, "battle");
      } catch (e) {
        return (e as DataError).issues.map((i) => i.path);
      }
      return null;
    };
    expect(refused()).toEqual(["$.lights[2]"]);
  });
});
