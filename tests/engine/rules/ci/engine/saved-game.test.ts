import { describe, expect, it } from "vitest";
import { ScriptedDice, SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand, takeDefaults } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import type { PendingCommand } from "../../../../../src/engine/core/ruleset-module";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import { ciRuleset } from "../../../../../src/engine/rules/ci/ruleset";
import { CI_SAVE_FORMAT, loadCiGame, saveCiGame } from "../../../../../src/engine/rules/ci/saved-game";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { loadSavedGame, saveGameOf } from "../../../../../src/engine/saved-games";
import { dataIssues } from "../../../../support/data-issues";
import { ciDemoMap as map, ciDemoStart, ciSetupCommands, handleOf } from "../../../../cli/ci-demo-request";

const ci = ciRuleset(map);
const hex = (c: number, r: number) => map.indexOfOffset(c, r);

/** The demonstration battle as it starts, with the German 1st platoon's squads 1 and 2 set up across the river from the US squads in [4, 6]. */
function start(): CiBattle {
  const b = ciDemoStart();
  b.blocks["ger-a-1-1"]!.hex = hex(5, 6);
  b.blocks["ger-a-1-2"]!.hex = hex(5, 6);
  return b;
}

/** CI 10.x Set-up, then CI 4.x HQ Activation: the US 1st platoon's HQ activates; squad 1-1 moves a hex; the activation ends. */
const opening = (b: CiBattle): CiCommand[] => [
  ...ciSetupCommands(b),
  { type: "activate", side: "us", hq: handleOf(b, "us-b-1-phq") },
  { type: "move", side: "us", unit: handleOf(b, "us-b-1-1"), to: hex(4, 7) },
  { type: "end-commands", side: "us" },
  { type: "end-activation", side: "us" },
  { type: "end-player-turn", side: "us" },
];

/** Commands run with seeded dice, every decision given its default; each must be carried out. */
function play(commands: readonly CiCommand[], seed = 7) {
  const log = new EventLog(ci, start());
  const dice = new SeededDice(seed);
  let state = log.initial;
  for (const c of commands) {
    const { result: r } = runAnswering(ci, state, c, dice, {}, takeDefaults);
    if (r.status !== "done") throw new Error(`${c.type}: ${JSON.stringify(r).slice(0, 400)}`);
    log.append(r.record);
    state = r.state;
  }
  return { log, state };
}

describe("a saved Combat Infantry game", () => {
  it("CI 10.x Set-up, CI 4.x HQ Activation: a game eight commands in survives saveCiGame, a JSON round trip and loadCiGame; its log replays to the same battle", () => {
    const commands = opening(start());
    const { log, state } = play(commands);
    expect(state.phase).toBe("playing");
    expect(state.playerTurn).toBe(2);
    const json = JSON.parse(JSON.stringify(saveCiGame({ map, log, pending: null })));
    expect(json).toMatchObject({ format: CI_SAVE_FORMAT, version: 1 });
    const loaded = loadCiGame(json);
    expect(loaded.ruleset.id).toBe("combat-infantry");
    expect(loaded.log.entries).toHaveLength(commands.length);
    expect(loaded.log.replay()).toEqual(state);
    // The system's door reads it with CI's ruleset too, and saves it back the same.
    const door = loadSavedGame(json);
    expect(door.ruleset.id).toBe("combat-infantry");
    expect(JSON.parse(JSON.stringify(saveGameOf(door)))).toEqual(json);
  });

  it("CI: a save of another format or version is refused at $.format / $.version; a bad field naming its JSON path", () => {
    const json = () => JSON.parse(JSON.stringify(saveCiGame({ map, pending: null, ...play(opening(start())) })));
    expect(dataIssues(() => loadCiGame({ ...json(), format: "hex-tactics/red-poppies" }))[0]!.path).toBe("$.format");
    expect(dataIssues(() => loadCiGame({ ...json(), version: 2 }))[0]!.path).toBe("$.version");
    const command = json();
    command.log[3].command.hq = 5;
    expect(dataIssues(() => loadCiGame(command))[0]!.path).toBe("$.log[3].command.hq");
    const battle = json();
    battle.battle.blocks["us-b-1-1"].orientation = "sideways";
    expect(dataIssues(() => loadCiGame(battle))[0]!.path).toBe('$.battle.blocks["us-b-1-1"].orientation');
  });

  it("CI 5.x Casualties: a fire waiting on the German casualty choice (two squads, one strength) survives a save and goes on the same", () => {
    const { log, state } = play(opening(start()).slice(0, 4));
    const fire: CiCommand = { type: "fire", side: "us", unit: handleOf(state, "us-b-1-2"), target: { hex: hex(5, 6) } };
    const r = runCommand(ci, state, fire, new ScriptedDice([1, 1, 9, 9]));
    if (r.status !== "decision") throw new Error(`expected a decision: ${r.status}`);
    expect(r.request).toMatchObject({ kind: "ci-casualties", side: "german" });
    const pending = { command: fire, answers: r.resume.answers, tape: r.resume.tape, request: r.request };
    const json = JSON.parse(JSON.stringify(saveCiGame({ map, log, pending })));
    const loaded = loadCiGame(json);
    expect(loaded.pending).toEqual(pending);
    // Resumed from its tape with the same answers (each decision's default), it reaches the same battle.
    const goOn = (p: PendingCommand<CiCommand>, b: CiBattle) => {
      const dice = new SeededDice(11);
      let res = runCommand(ci, b, p.command, dice, { ...p.answers, [p.request.id]: p.request.default }, p.tape);
      while (res.status === "decision") res = runCommand(ci, b, p.command, dice, { ...res.resume.answers, [res.request.id]: res.request.default }, res.resume.tape);
      return res;
    };
    const before = goOn(pending, state);
    const after = goOn(loaded.pending!, loaded.log.replay());
    expect(after.status).toBe("done");
    expect(after).toEqual(before);
  });
});
