import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { loadGame, saveGame } from "../../../../../src/engine/rules/ia/saved-game";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { inf } from "../../../../fixtures/ia-battle";
import { build, map as scenarioMap, refusedPaths, scenarioJson } from "../scenario/support";
import { inAction, leader } from "../transport/support";
import { activate, at, digIn, ia, map } from "./support";

describe("IA1 16.2, 16.3 fieldworks in a scenario", () => {
  it("IA1 16.21 an infantry leader may start dug in with units of his side dug in in his hex", () => {
    const s = scenarioJson();
    s.setup[6].dugIn = true;
    s.setup[11].dugIn = true;
    const r = build(s);
    expect(r.battle.units.get("rus-inf-1")!.dugIn).toBe(true);
    expect(r.battle.units.get("rus-inf-2")!.dugIn).toBeUndefined();
  });
  it("IA1 16.21, 16.25 a leader does not start dug in by himself", () => {
    const s = scenarioJson();
    s.setup[11].dugIn = true;
    expect(refusedPaths(s)).toEqual(["$.setup[11].dugIn"]);
  });
  it("IA1 16.2 units that enter during play do not start dug in", () => {
    const s = scenarioJson();
    s.setup.push({ side: "german", counter: "ger-inf", enters: { turn: 2, hexes: ["45/0101"] }, dugIn: true });
    expect(refusedPaths(s)).toEqual([`$.setup[${s.setup.length - 1}].dugIn`]);
  });
  it("without fieldworks in the scenario the battle has none (absent fields, as before)", () => {
    const s = scenarioJson();
    s.markers = [];
    s.setup[5].dugIn = false;
    const { battle } = build(s);
    expect("entrenchments" in battle).toBe(false);
    expect([...battle.units.values()].some((u) => "dugIn" in u || "digging" in u || u.entrenched)).toBe(false);
  });
  it("the battle's JSON keeps entrenchments and Dug In markers", () => {
    const { battle } = build();
    const json = JSON.parse(JSON.stringify(encodeOnMap(scenarioMap, IaBattleJson, battle)));
    expect([json.entrenchments, json.units["ger-mortar-1"].dugIn]).toEqual([[[2, 4]], true]);
    expect(decodeOnMap(scenarioMap, IaBattleJson, json, "saved battle")).toEqual(battle);
  });
});

describe("saved games keep fieldworks", () => {
  it("IA1 16.2, 16.3 a game saved after a segment of digging reloads with the marker under the unit and the entrenchments", () => {
    const h = at(8, 8);
    const start = { ...inAction([inf("r1", "R", h), inf("r2", "R", at(2, 2), { entrenched: true, dugIn: true })], [leader("capt", "R", h)], at(8, 14)), entrenchments: [at(2, 2)] };
    const log = new EventLog(ia, start);
    for (const c of [activate({ r1: "move" }), digIn("r1")]) {
      const r = runCommand(ia, log.replay(), c, new ScriptedDice([]));
      if (r.status !== "done") throw new Error(r.status);
      log.append(r.record);
    }
    const game = loadGame(JSON.parse(JSON.stringify(saveGame({ map, log, pending: null }))), "save.json");
    const b = game.log.replay();
    expect(b).toEqual(log.replay());
    expect([b.units.get("r1")!.digging, b.units.get("r2")!.dugIn, b.entrenchments]).toEqual([true, true, [at(2, 2)]]);
  });
});
