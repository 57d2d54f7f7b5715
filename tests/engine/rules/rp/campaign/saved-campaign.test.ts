import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, takeDefaults } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { loadRpGame, saveRpGame } from "../../../../../src/engine/rules/rp/saved-game";
import { RpBattleJson, type RpBattle } from "../../../../../src/engine/rules/rp/state";
import { rpViews } from "../../../../../src/engine/rules/rp/view/side-view";
import { INFANTRY, offsetOf, rpMap } from "../support/fixture";
import { BRITISH, campaignBattle, campaignRunner, GERMAN, row } from "./campaign-fixture";

const map = rpMap({ columns: 5, rows: 6 });
const { ruleset } = campaignRunner(map);

/** Day 1 of 2 as its attack scenario ends, with a casualty, a German cross hair and day 2's British reinforcement on the reserve. */
const start = () =>
  campaignBattle(map, {
    units: { g: { side: GERMAN, at: "C2" }, b: { side: BRITISH, at: "C5" }, lost: { side: BRITISH, at: null } },
    edges: [row(5, 1), row(5, 6)],
    phase: "ended",
    turn: 12,
    extra: { oma: { gd: { side: GERMAN, name: "Battery", firepower: 3, mode: "telephone", crossHair: { vertex: [2, 2, 0], ammo: "he", hourglass: 15} } } },
    campaign: { reserve: { rz: { day: 2, how: "enter", hexes: [offsetOf("A6")], unit: { side: BRITISH, name: "Reserve Coy", nationality: "british", types: ["infantry"], faces: INFANTRY, face: "formed", hex: null } } } },
  });

/** Commands carried out in order, logged, decisions answered from `answers` or by default. */
function play(log: EventLog<RpBattle, RpCommand, RpEvent>, state: RpBattle, commands: readonly RpCommand[], dice: number[], answers = {}) {
  const source = new ScriptedDice(dice);
  for (const c of commands) {
    const { result } = runAnswering(ruleset, state, c, source, answers, takeDefaults);
    if (result.status !== "done") throw new Error(`${c.type}: ${JSON.stringify(result).slice(0, 400)}`);
    log.append(result.record);
    state = result.state;
  }
  return state;
}

describe("a saved Red Poppies campaign", () => {
  it("RP 11.0: a campaign saved mid-night (one night-attack counter down) reloads, replays to the same battle and plays on the same", () => {
    const log = new EventLog(ruleset, start());
    const opening: RpCommand[] = [
      { type: "campaign-advance", side: BRITISH },
      { type: "night-attack", side: GERMAN },
    ];
    const mid = play(log, start(), opening, [5, 2], { "rp-night-attack:1": true });
    expect(mid.campaign).toMatchObject({ segment: "night-attack", sealed: [{ side: GERMAN, attack: true }] });

    const json = JSON.parse(JSON.stringify(saveRpGame({ map, log, pending: null })));
    const loaded = loadRpGame(json);
    expect(loaded.log.entries).toHaveLength(2);
    const replayed = loaded.log.replay();
    expect(replayed).toEqual(mid);
    // The reloaded game still keeps the German counter from the British.
    expect(rpViews.state(replayed, BRITISH).campaign!.sealed).toEqual([{ side: GERMAN, attack: null }]);

    const rest: RpCommand[] = [
      { type: "night-attack", side: BRITISH },
      { type: "campaign-advance", side: GERMAN },
    ];
    const go = (s: RpBattle) => {
      const l = new EventLog(ruleset, s);
      // The night scenario (a German yes) is played out: here it is ended at once, as RP 10.1's `battle-ended` would.
      const night = play(l, s, rest.slice(0, 1), []);
      return play(l, { ...night, phase: "ended" }, rest.slice(1), []);
    };
    expect(go(replayed)).toEqual(go(mid));
    expect(go(replayed).campaign!.segment).toBe("recover");
  });

  it("RP 11.0: the battle JSON with its campaign round-trips through RpBattleJson", () => {
    const log = new EventLog(ruleset, start());
    const mid = play(log, start(), [{ type: "campaign-advance", side: BRITISH }, { type: "night-attack", side: GERMAN }], [5, 2]);
    const json = JSON.parse(JSON.stringify(encodeOnMap(map, RpBattleJson, mid)));
    expect(decodeOnMap(map, RpBattleJson, json, "campaign")).toEqual(mid);
    expect(json.campaign.reserve.rz.hexes).toEqual([offsetOf("A6")]);
  });
});
