import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { loadGame, saveGame } from "../../../../../src/engine/rules/ia/saved-game";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { inf } from "../../../../fixtures/ia-battle";
import { build, refusedPaths, scenarioJson } from "../scenario/support";
import { at, ia, inAction, map, segment } from "./support";

const withRules = (optionalRules: Record<string, boolean>) => ({ ...scenarioJson(), optionalRules });

describe("IA1 17.0 the optional rules in force", () => {
  it("IA1 17.0 none unless the players choose them or the scenario sets them", () => {
    expect(build().battle.options).toBeUndefined();
    expect(build(scenarioJson(), undefined, { optionalRules: ["flanking-fire", "consolidation"] }).battle.options).toEqual(["consolidation", "flanking-fire"]);
  });

  it("IA1 17.0 the scenario's own setting wins over the players' choice, rule by rule", () => {
    const b = build(withRules({ "fog-of-war": true, "flanking-fire": false }), undefined, { optionalRules: ["flanking-fire", "consolidation"] }).battle;
    expect(b.options).toEqual(["consolidation", "fog-of-war"]);
  });

  it("a scenario naming a rule Infantry Attacks does not have is refused at its path", () => {
    expect(refusedPaths(withRules({ "fog-of-war": true, sectors: true }))).toEqual(["$.optionalRules.sectors"]);
  });

  it("the battle's JSON keeps the options and the turn's bookkeeping of 17.2, 17.4 and 17.6", () => {
    const b = inAction(["excess-initiative", "fog-of-war", "flanking-fire"], [inf("a", "A", at(2, 2)), inf("b", "B", at(9, 9))], [], {
      segments: { A: 2, B: 1 },
      savedSegment: { side: "A", using: true },
      flanks: [{ hex: at(9, 9), through: [at(9, 8), at(8, 9)], companies: ["b"] }],
    });
    const json = JSON.parse(JSON.stringify(encodeOnMap(map, IaBattleJson, b)));
    expect(json.options).toEqual(["excess-initiative", "fog-of-war", "flanking-fire"]);
    expect(json.flanks[0].hex).toEqual([9, 9]);
    expect(decodeOnMap(map, IaBattleJson, json, "battle")).toEqual(b);
    expect(() => decodeOnMap(map, IaBattleJson, { ...json, options: ["sectors"] }, "battle")).toThrow(/options/);
  });

  it("a saved game keeps the options and replays the Fog of War count", () => {
    const start = inAction(["fog-of-war"], [inf("a1", "A", at(2, 2)), inf("b1", "B", at(20, 20))]);
    const log = new EventLog(ia, start);
    let state = start;
    for (const c of segment("A", "a1")) {
      const r = runCommand(ia, state, c, new ScriptedDice([]));
      if (r.status !== "done") throw new Error(r.status);
      log.append(r.record);
      state = r.state;
    }
    const loaded = loadGame(JSON.parse(JSON.stringify(saveGame({ map, log, pending: null }))));
    expect(loaded.log.initial.options).toEqual(["fog-of-war"]);
    expect(loaded.log.replay().segments).toEqual({ A: 1 });
  });
});
