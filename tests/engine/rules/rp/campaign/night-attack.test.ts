import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { eventsFor, resultFor } from "../../../../../src/engine/core/views";
import { effectiveMode } from "../../../../../src/engine/rules/rp/oma/mot";
import { rpViews } from "../../../../../src/engine/rules/rp/view/side-view";
import { rpMap } from "../support/fixture";
import { BRITISH, campaignBattle, campaignRunner, GERMAN } from "./campaign-fixture";

const map = rpMap({ columns: 5, rows: 6 });
const { ruleset, answer, run } = campaignRunner(map);
const night = (extra: Record<string, unknown> = {}) =>
  campaignBattle(map, { units: { g: { side: GERMAN, at: "B2" }, b: { side: BRITISH, at: "B5" } }, campaign: { segment: "night-attack", ...extra } });

describe("RP 11.521 night attack", () => {
  it("RP 11.521: until both counters are down, the other side's view and events are the same whatever the first side chose", () => {
    const before = night();
    const seen = [true, false].map((attack) => {
      const first = answer(before, { type: "night-attack", side: GERMAN }, [], { "rp-night-attack:1": attack });
      const second = runCommand(ruleset, first.state, { type: "night-attack", side: BRITISH }, new ScriptedDice([]));
      return {
        events: eventsFor(ruleset, before, first.events, BRITISH).events,
        view: rpViews.state(first.state, BRITISH),
        asked: resultFor(ruleset, first.state, second, BRITISH),
        own: rpViews.state(first.state, GERMAN).campaign!.sealed,
      };
    });
    expect(seen[0]!.events).toEqual(seen[1]!.events);
    expect(seen[0]!.view).toEqual(seen[1]!.view);
    expect(seen[0]!.asked).toEqual(seen[1]!.asked);
    expect(seen[0]!.asked).toMatchObject({ status: "decision", request: { kind: "rp-night-attack", side: BRITISH, options: [false, true] }, preview: [] });
    expect(seen[0]!.events).toEqual([{ type: "night-attack-sealed", side: GERMAN, attack: null, rule: "RP 11.521" }]);
    // The chooser's own view shows its counter.
    expect(seen.map((s) => s.own)).toEqual([[{ side: GERMAN, attack: true }], [{ side: GERMAN, attack: false }]]);
  });

  it("RP 11.521: both counters are revealed in one event; a yes from either starts a 6-turn night scenario", () => {
    const first = answer(night(), { type: "night-attack", side: GERMAN }, [], { "rp-night-attack:1": false });
    const both = answer(first.state, { type: "night-attack", side: BRITISH }, [], { "rp-night-attack:1": true });
    expect(both.events.filter((e) => e.type === "night-attack-revealed")).toEqual([
      { type: "night-attack-revealed", choices: [{ side: GERMAN, attack: false }, { side: BRITISH, attack: true }], rule: "RP 11.521" },
    ]);
    // The second counter too lies face down for the other side: the reveal is what shows it.
    expect(eventsFor(ruleset, first.state, both.events, GERMAN).events).toContainEqual({ type: "night-attack-sealed", side: BRITISH, attack: null, rule: "RP 11.521" });
    const s = both.state;
    expect(s.campaign).toMatchObject({ segment: "night", sealed: [], nightAttacked: { [BRITISH]: 1 } });
    expect(s).toMatchObject({ phase: "initiative", turn: 1, scenario: { turns: 6, night: true } });
    // RP 11.522: in it an aircraft group calls as telephone (the OMA lane's mode table reads the scenario's night).
    expect(effectiveMode("aircraft", { night: s.scenario.night })).toBe("telephone");
  });

  it("RP 11.521: the second counter, which reveals both, cannot be taken back; the first, still face down, can", () => {
    const log = new EventLog(ruleset, night());
    const first = runAnswering(ruleset, log.replay(), { type: "night-attack", side: GERMAN }, new ScriptedDice([]), { "rp-night-attack:1": true }).result;
    if (first.status !== "done") throw new Error("the first counter was not laid");
    log.append(first.record);
    expect(log.canUndo()).toBe(true);
    const second = runAnswering(ruleset, log.replay(), { type: "night-attack", side: BRITISH }, new ScriptedDice([]), { "rp-night-attack:1": false }).result;
    if (second.status !== "done") throw new Error("the second counter was not laid");
    log.append(second.record);
    expect(second.record.revealed).toBe(true);
    expect(log.canUndo()).toBe(false);
  });

  it("RP 11.521: two noes go on to recovery without a night scenario", () => {
    const first = answer(night(), { type: "night-attack", side: BRITISH });
    const both = answer(first.state, { type: "night-attack", side: GERMAN });
    expect(both.state.campaign!.segment).toBe("recover");
    expect(both.state.phase).toBe("campaign");
    expect(both.state.scenario.night).toBe(false);
  });

  it("RP 11.521: a side cannot choose yes two days in a row, but may the day after", () => {
    const r = run(night({ day: 2, nightAttacked: { [GERMAN]: 1 } }), { type: "night-attack", side: GERMAN });
    expect(r).toMatchObject({ status: "decision", request: { kind: "rp-night-attack", options: [false], default: false } });
    const later = run(night({ day: 3, nightAttacked: { [GERMAN]: 1 } }), { type: "night-attack", side: GERMAN });
    expect(later).toMatchObject({ status: "decision", request: { options: [false, true] } });
  });

  it("RP 11.521: a side lays one counter a night, in the night-attack segment only", () => {
    const first = answer(night(), { type: "night-attack", side: GERMAN });
    expect(run(first.state, { type: "night-attack", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 11.02" });
    expect(run(night({ segment: "recover" }), { type: "night-attack", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 11.02" });
  });

  it("RP 11.522, 11.33: the night scenario is played at night; after it every cross hair goes and the night goes on to recovery", () => {
    const b = campaignBattle(map, {
      units: { g: { side: GERMAN, at: "B2" } },
      phase: "ended",
      turn: 6,
      night: true,
      campaign: { segment: "night" },
      extra: { oma: { o: { side: GERMAN, name: "Battery", firepower: 3, mode: "aircraft", crossHair: { vertex: [1, 1, 0], ammo: "he", hourglass: 8} } } },
    });
    const r = answer(b, { type: "campaign-advance", side: BRITISH });
    expect(r.state.oma.o!.crossHair).toBeNull();
    expect(r.state.scenario.night).toBe(false);
    expect(r.state.campaign!.segment).toBe("recover");
  });
});
