import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { loadGame, saveGame } from "../../../../../src/engine/rules/ia/saved-game";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { battle, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { build, map as scenarioMap } from "../scenario/support";
import { alone, dismount, DISMOUNTED, mountedCav } from "./support";

// The fixture counters' COSS: mounted 3-2 moving 8 (reduced 2-2), dismounted 4-3 moving 4 (reduced 2-3).
const mountedFaces = { full: { direct: 3, bombardment: 0, range: 2, movement: 8 }, reduced: { direct: 2, bombardment: 0, range: 2, movement: 8 } };
const dismountedFaces = { full: { direct: 4, bombardment: 0, range: 3, movement: 4 }, reduced: { direct: 2, bombardment: 0, range: 3, movement: 4 } };

describe("IA1 15.1 cavalry set up from a scenario", () => {
  it("IA1 15.1 a unit set up dismounted has its mounted piece aside; one set up mounted, its dismounted piece", () => {
    const u = build().battle.units;
    expect([u.get("rus-coss-1")!.mounted, u.get("rus-coss-1")!.full, u.get("rus-coss-1")!.aside]).toEqual([false, dismountedFaces.full, mountedFaces]);
    expect([u.get("rus-coss-2")!.mounted, u.get("rus-coss-2")!.full, u.get("rus-coss-2")!.aside]).toEqual([true, mountedFaces.full, dismountedFaces]);
    expect("aside" in u.get("rus-inf-1")!).toBe(false);
  });
  it("IA1 15.1 the pieces survive the battle's JSON both ways; only cavalry may have a second piece", () => {
    const b = build().battle;
    expect(decodeOnMap(scenarioMap, IaBattleJson, encodeOnMap(scenarioMap, IaBattleJson, b), "battle")).toEqual(b);
    const json = encodeOnMap(scenarioMap, IaBattleJson, b) as { units: Record<string, { aside?: unknown }> };
    json.units["rus-inf-1"]!.aside = json.units["rus-coss-1"]!.aside;
    expect(() => decodeOnMap(scenarioMap, IaBattleJson, json, "battle")).toThrow(/aside[\s\S]*IA1 15\.1/);
  });
});

describe("IA1 15.4 dismounting in a saved game", () => {
  it("IA1 15.4 a game saved after a dismount reloads with the unit dismounted and its mounted piece aside", () => {
    const map = testMap(ia1Tec, [], [12, 12]);
    const ia = iaRuleset(map, ia1Tec);
    const start = battle([side("R", 3), side("G", 2)], [mountedCav("c", map.indexOfOffset(5, 5))], [], {
      phase: "action",
      impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
    });
    const log = new EventLog(ia, start);
    let state = start;
    for (const c of [alone("c"), dismount("c")]) {
      const r = runCommand(ia, state, c, new ScriptedDice([]));
      if (r.status !== "done") throw new Error(r.status);
      log.append(r.record);
      state = r.state;
    }
    const game = loadGame(JSON.parse(JSON.stringify(saveGame({ map, log, pending: null }))));
    const c = game.log.replay().units.get("c")!;
    expect([c.mounted, c.full, c.aside?.full]).toEqual([false, DISMOUNTED.full, mountedCav("c", 0).full]);
    expect(game.log.replay()).toEqual(state);
  });
});
