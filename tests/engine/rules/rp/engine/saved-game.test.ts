import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand, takeDefaults } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import { rpRuleset } from "../../../../../src/engine/rules/rp/ruleset";
import { loadRpGame, saveRpGame, type RpGame } from "../../../../../src/engine/rules/rp/saved-game";
import type { PendingCommand } from "../../../../../src/engine/core/ruleset-module";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { actorOf } from "../../../../../src/engine/rules/rp/state/lookups";
import { vertexOf } from "../../../../../src/engine/hex/vertex";
import { loadSavedGame, saveGameOf } from "../../../../../src/engine/saved-games";
import { dataIssues } from "../../../../support/data-issues";
import { BRITISH, GERMAN } from "../support/fixture";
import { engineBattle, engineMap } from "./battle";

const map = engineMap();
const rp = rpRuleset(map);

/** Commands run with seeded dice, every decision given its default; each must be carried out. */
function play(commands: ((b: RpBattle) => RpCommand)[], seed = 7) {
  const log = new EventLog(rp, engineBattle(map));
  const dice = new SeededDice(seed);
  let state = log.initial;
  for (const next of commands) {
    const c = next(state);
    const { result: r } = runAnswering(rp, state, c, dice, {}, takeDefaults);
    if (r.status !== "done") throw new Error(`${c.type}: ${JSON.stringify(r).slice(0, 400)}`);
    log.append(r.record);
    state = r.state;
  }
  return { log, state };
}

/** RP 7.3, 7.21, 7.11, 5.11, 6.01, 6.3: before play, then the first command of turn 1 (a unit of the actor deploys). */
const opening: ((b: RpBattle) => RpCommand)[] = [
  () => ({ type: "preregister", side: GERMAN, group: "g-flare", vertex: vertexOf(map.hexAt(rpHexAt(map, "L12")), 0) }),
  () => ({ type: "designate-trench-set", side: BRITISH, unit: "b3" }),
  () => ({ type: "fire-preliminary", side: BRITISH }),
  () => ({ type: "roll-initiative", side: GERMAN }),
  (b) => ({ type: "activate", side: actorOf(b)!, config: "unit", units: [actorOf(b) === GERMAN ? "g3" : "b2"] }),
  (b) => ({ type: "deploy", side: actorOf(b)!, units: [actorOf(b) === GERMAN ? "g3" : "b2"], face: "dispersed" }),
];

const game = (): RpGame & { state: RpBattle } => ({ map, pending: null, ...play(opening) });

describe("a saved Red Poppies game", () => {
  it("RP: a game six commands in survives saveRpGame, a JSON round trip and loadRpGame; its log replays to the same battle", () => {
    const g = game();
    expect(g.state.turn).toBe(1);
    expect(g.state.phase).toBe("couplets");
    const json = JSON.parse(JSON.stringify(saveRpGame(g)));
    expect(json).toMatchObject({ format: "hex-tactics/red-poppies", version: 1 });
    const loaded = loadRpGame(json);
    expect(loaded.ruleset.id).toBe("red-poppies");
    expect(loaded.log.entries).toHaveLength(opening.length);
    expect(loaded.log.replay()).toEqual(g.state);
    // The system's door reads it with RP's ruleset too, and saves it back the same.
    const door = loadSavedGame(json);
    expect(door.ruleset.id).toBe("red-poppies");
    expect(JSON.parse(JSON.stringify(saveGameOf(door)))).toEqual(json);
  });

  it("RP: a bad field of a saved game is refused naming its JSON path", () => {
    const json = JSON.parse(JSON.stringify(saveRpGame(game())));
    json.log[0].command.group = 5;
    expect(dataIssues(() => loadRpGame(json))[0]!.path).toBe("$.log[0].command.group");
    const battle = JSON.parse(JSON.stringify(saveRpGame(game())));
    battle.battle.units.g1.face = "sideways";
    expect(dataIssues(() => loadRpGame(battle))[0]!.path).toBe("$.battle.units.g1.face");
  });

  it("RP 7.12, 7.13: a command waiting on a decision (the preliminary bombardment's first choice) survives a save and goes on the same", () => {
    const { log, state } = play(opening.slice(0, 2));
    const pb: RpCommand = { type: "fire-preliminary", side: BRITISH };
    const r = runCommand(rp, state, pb, new SeededDice(3));
    if (r.status !== "decision") throw new Error(`expected a decision: ${r.status}`);
    const pending = { command: pb, answers: r.resume.answers, tape: r.resume.tape, request: r.request };
    const json = JSON.parse(JSON.stringify(saveRpGame({ map, log, pending })));
    const loaded = loadRpGame(json);
    expect(loaded.pending).toEqual(pending);
    // Resumed from its tape with the same answers (each decision's default), it reaches the same battle.
    const goOn = (p: PendingCommand<RpCommand>, b: RpBattle) => {
      const dice = new SeededDice(11);
      let res = runCommand(rp, b, p.command, dice, { ...p.answers, [p.request.id]: p.request.default }, p.tape);
      while (res.status === "decision") res = runCommand(rp, b, p.command, dice, { ...res.resume.answers, [res.request.id]: res.request.default }, res.resume.tape);
      return res;
    };
    const before = goOn(pending, state);
    const after = goOn(loaded.pending!, loaded.log.replay());
    expect(after.status).toBe("done");
    expect(after).toEqual(before);
  });
});
