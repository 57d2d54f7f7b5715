import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { savePgGame } from "../../../../../src/engine/rules/pg/saved-game";
import { loadSavedGame, saveGameOf } from "../../../../../src/engine/saved-games";
import { dataIssues } from "../../../../support/data-issues";
import { at, battle, map, unit } from "../state/fixtures";

const pg = pgRuleset(map, pg3Charts.tec);

/** A PG game two commands in: tank leaders assigned (6.8), initiative rolled (3.0 A). */
function played() {
  const start = battle([unit("s1", "soviet", "soviet-tank", { hex: at(8, 3) }), unit("g1", "german", "german-infantry", { hex: at(2, 2) })]);
  const log = new EventLog(pg, start, []);
  let state = start;
  const commands: [PgCommand, number[]][] = [[{ type: "assign-tank-leaders", side: "soviet", units: ["s1"] }, []], [{ type: "roll-initiative", side: "german" }, [6, 1]]];
  for (const [command, dice] of commands) {
    const r = runCommand(pg, state, command, new ScriptedDice(dice));
    if (r.status !== "done") throw new Error(JSON.stringify(r));
    log.append(r.record);
    state = r.state;
  }
  return { map, log, pending: null, state };
}

describe("a saved Panzer Grenadier game", () => {
  it("is read back by the system's saved-game door with PG's ruleset; its log replays to the same battle", () => {
    const game = played();
    const json = JSON.parse(JSON.stringify(savePgGame(game)));
    expect(json).toMatchObject({ format: "hex-tactics/panzer-grenadier", version: 1 });
    const loaded = loadSavedGame(json);
    expect(loaded.ruleset.id).toBe("panzer-grenadier");
    expect(loaded.log.replay()).toEqual(game.state);
    expect(game.state.tankLeaders).toEqual({ soviet: ["s1"] });
    expect(JSON.parse(JSON.stringify(saveGameOf(loaded)))).toEqual(json);
  });
  it("a bad field of a saved game is refused at its JSON path", () => {
    const json = JSON.parse(JSON.stringify(savePgGame(played())));
    json.log[0].command.units = "s1";
    expect(dataIssues(() => loadSavedGame(json))[0]!.path).toBe("$.log[0].command.units");
  });
});
