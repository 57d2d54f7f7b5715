import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { loadGame, saveGame } from "../../../../../src/engine/rules/ia/saved-game";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { inf } from "../../../../fixtures/ia-battle";
import { at as sat, build, map as scenarioMap, refusedPaths, scenarioJson } from "../scenario/support";
import { activate, at, entering, exit, ia, map, move, noGuns } from "./support";

describe("IA1 16.41, 16.42 in a scenario", () => {
  it("IA1 16.41, 16.42 the battle holds who enters when and where, and each side's exit hexes", () => {
    const s = scenarioJson();
    s.setup.push({ side: "german", counter: "ger-inf", enters: { turn: 2, hexes: ["45/0101", "45/0201"] } });
    s.sides[0].exits = [{ hexes: ["45/0101"] }, { hexes: ["45/0201"], abortOnly: true }];
    const { battle } = build(s);
    const late = [...battle.units.values()].filter((u) => u.hex === null && u.side === "german").at(-1)!;
    expect(battle.entering!.filter((e) => e.piece === late.id)).toEqual([{ piece: late.id, turn: 2, hexes: [sat(0, 0), sat(1, 0)] }]);
    // Every piece off the map is one scheduled to enter.
    expect([...battle.units.values(), ...battle.leaders.values()].filter((p) => p.hex === null).map((p) => p.id).sort()).toEqual(battle.entering!.map((e) => e.piece).sort());
    // The scenario's exits, then 16.42's edge for the German guns' aborts (abort-edges.test.ts).
    expect(battle.exits!.slice(0, 2)).toEqual([{ side: "german", hexes: [sat(0, 0)] }, { side: "german", hexes: [sat(1, 0)], abortOnly: true }]);
    const json = JSON.parse(JSON.stringify(encodeOnMap(scenarioMap, IaBattleJson, battle)));
    expect(json.exits[0]).toEqual({ side: "german", hexes: [[0, 0]] });
    expect(decodeOnMap(scenarioMap, IaBattleJson, json, "saved battle")).toEqual(battle);
  });

  it("IA1 16.5 a group the scenario has enter hidden (a special rule) is set up hidden, and its entry says so; saved games keep it", () => {
    const s = scenarioJson();
    s.setup.push({ side: "russian", counter: "rus-coss", hidden: true, enters: { turn: 2, hexes: ["46/1005"], hidden: true } });
    const { battle } = build(s);
    expect(battle.units.get("rus-coss-3")).toMatchObject({ hex: null, hidden: true });
    expect(battle.entering!.find((e) => e.piece === "rus-coss-3")).toEqual({ piece: "rus-coss-3", turn: 2, hexes: [sat(19, 4)], hidden: true });
    const json = JSON.parse(JSON.stringify(encodeOnMap(scenarioMap, IaBattleJson, battle)));
    expect(decodeOnMap(scenarioMap, IaBattleJson, json, "saved battle")).toEqual(battle);
    // Only a hidden piece waits to enter hidden.
    json.units["rus-coss-3"].hidden = false;
    const i = json.entering.findIndex((e: { piece: string }) => e.piece === "rus-coss-3");
    expect(() => decodeOnMap(scenarioMap, IaBattleJson, json, "saved battle")).toThrow(`$.entering[${i}].hidden`);
    s.setup.at(-1).hidden = false;
    expect(refusedPaths(s)).toEqual(["$.setup[12].enters.hidden"]);
  });

  it("an exit hex off the map is refused at its path", () => {
    const s = scenarioJson();
    s.sides[1].exits = [{ hexes: ["45/0101", [99, 99]] }];
    expect(refusedPaths(s)).toEqual(["$.sides[1].exits[0].hexes[1]"]);
  });

  it("without entering pieces, exits or guns the battle has neither field (as before)", () => {
    const s = scenarioJson();
    s.setup = s.setup.filter((e: { enters?: unknown }) => !e.enters);
    noGuns(s);
    s.leaders = s.leaders.filter((e: { enters?: unknown }) => !e.enters);
    const { battle } = build(s);
    expect(["entering", "exits", "exited"].filter((k) => k in battle)).toEqual([]);
  });
});

describe("saved games keep entries and exits", () => {
  it("IA1 16.41, 16.42 a game saved after one piece entered and another exited reloads as it was", () => {
    const b = { ...entering({ more: [inf("r3", "R", at(6, 0))] }), exits: [{ side: "R", hexes: [at(6, 0)] }] };
    const start = { ...b, leaders: new Map([...b.leaders, ["maj", { ...b.leaders.get("capt")!, id: "maj", name: "maj", hex: at(6, 0) }]]) };
    const log = new EventLog(ia, start);
    for (const c of [activate({ r1: "move" }), move("r1", at(5, 0)), { type: "end-activation", side: "R" } as const]) {
      const r = runCommand(ia, log.replay(), c, new ScriptedDice([]));
      if (r.status !== "done") throw new Error(r.status);
      log.append(r.record);
    }
    const mid = log.replay();
    const twice = { ...mid, impulses: { ...mid.impulses!, active: "R" }, activation: null };
    const log2 = new EventLog(ia, twice);
    for (const c of [activate({ r3: "move" }, { leader: "maj" }), exit("r3")]) {
      const r = runCommand(ia, log2.replay(), c, new ScriptedDice([]));
      if (r.status !== "done") throw new Error(JSON.stringify(r));
      log2.append(r.record);
    }
    const game = loadGame(JSON.parse(JSON.stringify(saveGame({ map, log: log2, pending: null }))), "save.json");
    const after = game.log.replay();
    expect(after).toEqual(log2.replay());
    expect([after.units.get("r1")!.hex, after.units.get("r2")!.hex, after.exited, after.entering!.length]).toEqual([at(5, 0), null, ["r3"], 3]);
  });
});
