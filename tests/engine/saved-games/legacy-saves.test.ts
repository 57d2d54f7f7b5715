import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../src/engine/core/dice";
import { runCommand } from "../../../src/engine/core/engine";
import { encodeOnMap } from "../../../src/engine/map";
import { loadGame, saveGame } from "../../../src/engine/rules/ia/saved-game";
import { IaBattleJson } from "../../../src/engine/rules/ia/state/battle-schema";
import { loadSavedGame, saveGameOf } from "../../../src/engine/saved-games";

/**
 * Saved games written before issue 17 (tests/fixtures/legacy, captured from the engine as it was): version 0, a battle
 * as the oracle took it (the scripted turn's, with its light given as a visibility object), and version 1, the
 * demonstration scenario played into turn 2 and stopped at the Germans' opportunity fire. `*.expected.json` holds what
 * that engine made of them. Each loads through Infantry Attacks' own reader and through the engine's, which finds the
 * game by the save's format (or, for version 0, by the battle's ruleset).
 */
const legacy = (file: string) => readFileSync(new URL(`../../fixtures/legacy/${file}`, import.meta.url), "utf8");
const json = (file: string) => JSON.parse(legacy(file));
const loaders = [
  ["Infantry Attacks' loadGame", loadGame, saveGame],
  ["the engine's loadSavedGame", loadSavedGame, saveGameOf],
] as const;

describe.each(loaders)("saved games from before issue 17 load to the same game: %s", (_, load, save) => {
  it("version 1 with a pending decision: the same battle, the same question, and answering it plays on as it did", () => {
    const expected = json("ia-save-v1.expected.json");
    const game = load(json("ia-save-v1.json"), "ia-save-v1.json");
    expect(encodeOnMap(game.map, IaBattleJson, game.log.replay() as never)).toEqual(expected.battle);
    const p = game.pending!;
    expect(p.request).toEqual(expected.request);
    const resumed = runCommand(game.ruleset, game.log.replay(), p.command, new ScriptedDice([]), { ...p.answers, [p.request.id]: "pass" }, p.tape);
    if (resumed.status !== "done") throw new Error(resumed.status);
    expect(encodeOnMap(game.map, IaBattleJson, resumed.state as never)).toEqual(expected.afterPass);
  });

  it("version 1 saved again is the same text", () => {
    expect(JSON.stringify(save(load(json("ia-save-v1.json"), "ia-save-v1.json") as never)) + "\n").toBe(legacy("ia-save-v1.json"));
  });

  it("version 0 (a battle with its visibility object) loads as a game with no commands, saved as version 1", () => {
    const expected = json("ia-save-v0.expected.json");
    const game = load(json("ia-save-v0.json"), "ia-save-v0.json");
    expect(game.log.entries).toEqual([]);
    expect(encodeOnMap(game.map, IaBattleJson, game.log.replay() as never)).toEqual(expected.battle);
    expect(save(game as never)).toEqual(expected.saved);
  });

  it("version 0 with a visibility object that is not one: an error naming its path, not a crash", () => {
    const v0 = json("ia-save-v0.json") as { battle: Record<string, unknown> };
    const bad = (visibility: unknown) => () => load({ ...v0, battle: { ...v0.battle, visibility } }, "bad.json");
    expect(bad({})).toThrow(/\$\.battle\.visibility\.range/);
    expect(bad(null)).toThrow(/\$\.battle\.visibility: /);
    expect(bad({ range: 2, night: false, source: 7 })).toThrow(/\$\.battle\.visibility\.source: /);
  });
});
