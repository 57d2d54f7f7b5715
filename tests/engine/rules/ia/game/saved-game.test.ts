import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { DataError } from "../../../../../src/engine/data/validate";
import { ia1FireTables, ia1Tec, ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { loadGame, saveGame, SAVE_VERSION } from "../../../../../src/engine/rules/ia/saved-game";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec, [[6, 6, ["woods"]]], [16, 16]);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const ia = iaRuleset(map, ia1Tec);
const mg = { kind: "MG" as const, company: false, steps: 1, maxSteps: 1, full: { direct: 6, bombardment: 0, range: 6, movement: 2 }, reduced: undefined };

const start = (): IaBattle =>
  battle([side("R", 3), side("G", 2)], [inf("r1", "R", at(5, 5)), inf("gmg", "G", at(5, 10), mg)], [leader("rc", "R", at(5, 5))], {
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
  });
const activate: IaCommand = { type: "activate", side: "R", root: { leader: "rc" }, pieces: { r1: "move" } };
const move: IaCommand = { type: "move", side: "R", piece: "r1", to: at(5, 6) };
const window = "opportunity-fire:r1@5,6:1";

describe("games that survive a reload", () => {
  it("a game saved with its log and a pending opportunity-fire decision reloads and finishes as one never saved", () => {
    const log = new EventLog(ia, start());
    const a = runCommand(ia, log.initial, activate, new ScriptedDice([]));
    if (a.status !== "done") throw new Error(a.status);
    log.append(a.record);
    const stopped = runCommand(ia, a.state, move, new ScriptedDice([]));
    if (stopped.status !== "decision") throw new Error(stopped.status);
    expect(stopped.request).toMatchObject({ id: window, side: "G" });
    const saved = JSON.parse(JSON.stringify(saveGame({ map, log, pending: { ...stopped.resume, request: stopped.request as never } })));
    expect(saved).toMatchObject({ format: "hex-tactics/infantry-attacks", version: SAVE_VERSION, pending: { command: { to: [5, 6] } } });

    const game = loadGame(saved, "save.json");
    expect(game.log.replay()).toEqual(a.state);
    const p = game.pending!;
    // G fires with the MG: the same dice finish the reloaded command as they finish the original.
    const dice = [4, 3, 6, 6, 6, 6];
    const resumed = runCommand(iaRuleset(game.map, ia1Tec), game.log.replay(), p.command, new ScriptedDice(dice), { ...p.answers, [window]: ["gmg"] }, p.tape);
    const original = runCommand(ia, a.state, move, new ScriptedDice(dice), { [window]: ["gmg"] }, stopped.resume.tape);
    expect(resumed.status).toBe("done");
    expect(resumed).toEqual(original);
  });

  it("undo across a reload works where canUndo allows it (no die, no reveal, no other side's decision)", () => {
    const log = new EventLog(ia, start());
    const a = runCommand(ia, log.initial, activate, new ScriptedDice([]));
    if (a.status !== "done") throw new Error(a.status);
    log.append(a.record);
    const game = loadGame(JSON.parse(JSON.stringify(saveGame({ map, log, pending: null }))));
    expect(game.log.canUndo()).toBe(true);
    expect(game.log.undo()).toEqual(start());
    // A move the opponent answered (he passed) cannot be taken back, saved or not.
    const m = runCommand(ia, a.state, move, new ScriptedDice([]), { [window]: "pass" });
    if (m.status !== "done") throw new Error(m.status);
    log.append(m.record);
    expect(loadGame(saveGame({ map, log, pending: null })).log.canUndo()).toBe(false);
  });

  it("IA2 7.56 a spine choice made in play is saved with the log and restored by replay", () => {
    const m2 = testMap(ia2Tec, [[1, 1, ["town"]]], [12, 12]);
    const at2 = (c: number, r: number) => m2.indexOfOffset(c, r);
    const ia2 = iaRuleset(m2, ia2Tec);
    // Fire along the spine from (0,2) to (4,2): the line is traced on the side clear of the town (right), for the turn.
    const b = battle([side("R", 3), side("G", 2)], [inf("r1", "R", at2(0, 2)), inf("g1", "G", at2(4, 2))], [], {
      edition: "IA2",
      visibility: ia2Visibility("day", 1),
      phase: "action",
      impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
      activation: { side: "R", pieces: { r1: { action: "fire", ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] },
    });
    const log = new EventLog(ia2, b);
    const f = runCommand(ia2, b, { type: "direct-fire", side: "R", firers: ["r1"], at: at2(4, 2) }, new ScriptedDice([6, 6, 6, 6, 6, 6]));
    if (f.status !== "done") throw new Error(JSON.stringify(f));
    log.append(f.record);
    expect(f.state.spines).toEqual([{ from: Math.min(at2(0, 2), at2(4, 2)), to: Math.max(at2(0, 2), at2(4, 2)), side: at2(0, 2) < at2(4, 2) ? "right" : "left" }]);
    const game = loadGame(JSON.parse(JSON.stringify(saveGame({ map: m2, log, pending: null }))));
    expect(game.log.replay().spines).toEqual(f.state.spines);
  });

  it("a battle the oracle took before games were saved (version 0, a visibility object) loads as a game with no commands", () => {
    const old = {
      map: { id: "m", name: "m", layout: "odd-q", columns: 8, rows: 8, defaultTerrain: "clear" },
      battle: {
        ruleset: "infantry-attacks",
        edition: "IA1",
        lastTurn: 5,
        sides: [
          { id: "A", name: "A", initiative: 2, morale: { full: 8, reduced: 7 } },
          { id: "B", name: "B", initiative: 1, morale: { full: 8, reduced: 7 } },
        ],
        visibility: { range: 2, elevationBonus: false, maxRange: 2, night: true, source: { id: "ia1.night", label: "night", value: 2 } },
      },
    };
    const game = loadGame(old, "old.json");
    expect(game.log.entries).toEqual([]);
    expect(game.log.initial.visibility).toMatchObject({ range: 2, night: true, light: { range: 2, night: true } });
    expect(saveGame(game)).toMatchObject({ version: SAVE_VERSION, battle: { light: { range: 2, night: true } } });
  });

  it("IA2 7.2–7.5: a game saved with charts of another edition or game (an IA2 TEC for an IA1 battle) is refused naming the path, as the oracle refuses them", () => {
    const saved = JSON.parse(JSON.stringify(saveGame({ map, log: new EventLog(ia, start()), pending: null })));
    expect(() => loadGame({ ...saved, tec: structuredClone(ia2Tec) }, "save.json")).toThrow(/^save\.json: invalid data\n {2}\$\.tec\.edition: "[^"]+" is a chart of infantry-attacks IA2: an infantry-attacks IA1 battle is played with a Terrain Effects Chart of IA1$/);
    expect(() => loadGame({ ...saved, fireTables: { ...structuredClone(ia1FireTables), ruleset: "panzer-grenadier" } })).toThrow(/\$\.fireTables\.ruleset: /);
    expect(loadGame({ ...saved, tec: structuredClone(ia1Tec) }).tec).toEqual(ia1Tec);
  });

  it("a file that is not a saved game, or from a later version, is refused naming the field", () => {
    expect(() => loadGame({ format: "something-else" })).toThrow(DataError);
    expect(() => loadGame({ format: "hex-tactics/infantry-attacks", version: SAVE_VERSION + 1 })).toThrow(/\$\.version/);
    expect(() => loadGame([])).toThrow(/\$: a saved game is a JSON object/);
  });
});
