import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { loadGame, saveGame } from "../../../../../src/engine/rules/ia/saved-game";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { iaEventFor, iaSideView } from "../../../../../src/engine/rules/ia/view/side-view";
import { battle, side } from "../../../../fixtures/ia-battle";
import { at, bombardmentFixture, gun, gunSide, ia, map, play } from "../artillery/support";
import { bombardmentOn, fires, scatters, target } from "./support";

const T = at(10, 10);

describe("IA1 18.5 Open Sights missions (solitaire)", () => {
  it("IA1 18.5 an Open Sights gun fires at its target normally: no distance or scatter roll", () => {
    const g77 = gun("g77", "G", at(5, 10), 5);
    const b = battle([gunSide("G"), gunSide("R")], [g77, target("r1", T, { side: "R" })], [], {
      phase: "action",
      options: ["solitaire"],
      impulses: { sides: ["G", "R"], active: "G", lead: 1, lastPass: null, over: false },
      activation: { side: "G", pieces: { g77: { action: "fire", ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] },
      plans: { G: { missions: { g77: { mission: "open-sights" } } } },
    });
    const r = play(b, [{ type: "open-sights-fire", side: "G", firer: "g77", at: T }], [6, 6], {}, bombardmentFixture());
    expect(r.result.status).toBe("done");
    expect(scatters(r.events)).toEqual([]);
    expect(fires(r.events).map((e) => [e.at, e.roll.dice])).toEqual([[T, [6, 6]]]);
  });

  it("IA1 18.5 an Open Sights mission is not checked in the Bombardment Phase", () => {
    const b = battle([gunSide("R"), side("G", 3)], [gun("r75", "R", at(5, 10))], [], { lastTurn: 1, options: ["solitaire"], plans: { R: { missions: { r75: { mission: "open-sights" } } } } });
    const r = play(b, [{ type: "roll-initiative", side: "R" }], [5, 1], {}, bombardmentFixture());
    expect(r.result.status).toBe("done");
    expect(scatters(r.events)).toEqual([]);
  });
});

describe("IA1 18.3 the record of where the fire struck", () => {
  it("IA1 18.3 the battle's JSON keeps the hexes struck and the targets acquired", () => {
    const b = bombardmentOn(2, [{ at: T }, { at: T }], [{ turn: 1, at: at(11, 10) }], [2]).state;
    const json = JSON.parse(JSON.stringify(encodeOnMap(map, IaBattleJson, b)));
    expect(json.options).toEqual(["solitaire"]);
    expect(json.plans.R.missions["R-oba-1"].struck).toEqual([{ turn: 1, at: [11, 10] }, { turn: 2, at: [10, 10], acquired: true }]);
    expect(decodeOnMap(map, IaBattleJson, json, "battle")).toEqual(b);
  });

  it("IA1 18.3 a saved game replays the record", () => {
    const start = battle([gunSide("R", [6]), side("G", 3)], [], [], { lastTurn: 1, options: ["solitaire"], plans: { R: { missions: { "R-oba-1": { mission: "planned-fire", turns: [{ at: T }] } } } } });
    const rules = ia();
    const log = new EventLog(rules, start);
    const r = runAnswering(rules, start, { type: "roll-initiative", side: "R" }, new ScriptedDice([5, 1, 6, 3]), {}).result;
    if (r.status !== "done") throw new Error(r.status);
    log.append(r.record);
    const loaded = loadGame(JSON.parse(JSON.stringify(saveGame({ map, log, pending: null }))));
    expect(loaded.log.replay().plans!.R!.missions["R-oba-1"]).toEqual({ mission: "planned-fire", turns: [{ at: T }], struck: [{ turn: 1, at: at(12, 11) }] });
  });

  it("IA1 9.11, 18.1 the scatter check is its side's business: the other side sees only the fire", () => {
    const r = bombardmentOn(1, [{ at: T }], undefined, [4, 3]);
    const check = scatters(r.events)[0]!;
    const before = battle([gunSide("R", [6]), gunSide("G")]);
    expect(iaEventFor(before, check, "R")).toEqual(check);
    expect(iaEventFor(before, check, "G")).toBeNull();
    expect(iaSideView(r.state, "G").battle.plans).toBeUndefined();
  });
});
