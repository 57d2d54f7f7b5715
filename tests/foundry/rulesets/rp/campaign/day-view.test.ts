import { describe, expect, it } from "vitest";
import { decodeOnMap } from "../../../../../src/engine/map";
import { RpCommandSchema } from "../../../../../src/engine/rules/rp/commands/schema";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { rpViews } from "../../../../../src/engine/rules/rp/view/side-view";
import { campaignDayCommand, campaignDayStateFrom, campaignDayView, campaignSteps, emptyCampaignDay } from "../../../../../src/foundry/rulesets/rp/campaign/day-view";
import { BRITISH, campaignBattle, campaignRunner, GERMAN, row } from "../../../../engine/rules/rp/campaign/campaign-fixture";
import { offsetOf, rpMap } from "../support";
import { english, rendered } from "./render";

/** Five columns A–E, six rows: the German edge is row 1, the British row 6; the British attack (campaign-fixture). */
const map = rpMap({ columns: 5, rows: 6 });
const { run, play, answer } = campaignRunner(map);
const edges = [row(5, 1), row(5, 6)] as const;
const battle = (campaign: Record<string, unknown>, phase: RpBattle["phase"] = "campaign", units: Record<string, { side: string; at: string | null }> = {}) =>
  campaignBattle(map, { units: { g: { side: GERMAN, at: "C2" }, b: { side: BRITISH, at: "C5" }, ...units }, edges, phase, campaign });
/** The dialog's input: a side's view (a GM's is the first side's). */
const input = (b: RpBattle, side = GERMAN) => ({ battle: rpViews.state(b, side), map, side });
const steps = (b: RpBattle) => campaignSteps(input(b)).map((s) => `${s.kind}:${s.side}`);
/** The chosen step's command, read and played for its side as the referee would (rp/table-pieces.ts `command`). */
const send = (b: RpBattle, form: Record<string, unknown> = {}) => {
  const step = campaignDayCommand(input(b), campaignDayStateFrom(form))!;
  return { step, result: run(b, decodeOnMap(map, RpCommandSchema, { ...step.command, side: step.side }, "command")) };
};

describe("the Campaign day dialog (RP 11.02)", () => {
  it("RP 11.2, 11.31: while the day's scenario is in play there is nothing to send; once it has ended, on to the next segment", () => {
    expect(steps(battle({ segment: "attack" }, "couplets"))).toEqual([]);
    expect(english(campaignDayView(input(battle({ segment: "attack" }, "couplets")), emptyCampaignDay)).idle).toBe("A scenario of the day is in play: play it from the tracker, then come back when it has ended.");
    const ended = battle({ segment: "attack" }, "ended");
    expect(steps(ended)).toEqual([`advance:${BRITISH}`]);
    const { step, result } = send(ended);
    expect(step).toEqual({ side: BRITISH, command: { type: "campaign-advance" } });
    // RP 11.31: the counter-attack is the defender's choice, asked of him by the engine.
    expect(result).toMatchObject({ status: "decision", request: { kind: "rp-counter-attack", side: GERMAN } });
  });

  it("RP 11.521: each side that has not laid its night-attack counter lays it (its players choose)", () => {
    const b = battle({ segment: "night-attack" });
    expect(steps(b)).toEqual([`night-attack:${GERMAN}`, `night-attack:${BRITISH}`]);
    const sealed = answer(b, { type: "night-attack", side: GERMAN }, [], { "rp-night-attack:1": true }).state;
    expect(steps(sealed)).toEqual([`night-attack:${BRITISH}`]);
    expect(send(sealed).result).toMatchObject({ status: "decision", request: { kind: "rp-night-attack", side: BRITISH } });
  });

  it("RP 11.53: each side recovers; RP 11.54: the defender improves first; RP 11.55: the Central Powers redeploy first", () => {
    expect(steps(battle({ segment: "recover", done: [BRITISH] }))).toEqual([`recover:${GERMAN}`]);
    const improve = battle({ segment: "improve" });
    expect(steps(improve)).toEqual([`improve:${GERMAN}`]);
    expect(steps(play(improve, { type: "improve", side: GERMAN }).state)).toEqual([`improve:${BRITISH}`]);
    expect(steps(battle({ segment: "redeploy", done: [GERMAN] }))).toEqual([`redeploy:${BRITISH}`]);
    expect(send(battle({ segment: "redeploy" })).result).toMatchObject({ status: "done" });
  });

  it("RP 11.12: the side whose turn it is places a unit in a hex the rules allow; with nothing left to place, on to the attack", () => {
    const b = battle({ day: 2, segment: "reinforcements", placer: BRITISH, toPlace: [{ unit: "r", side: BRITISH, hexes: null }] }, "campaign", { r: { side: BRITISH, at: null } });
    expect(steps(b)).toEqual([`place:${BRITISH}`]);
    const view = english(campaignDayView(input(b), emptyCampaignDay));
    expect(view.units).toEqual([{ id: "r", name: "r", selected: true }]);
    // RP 11.12 d: the six hexes around the British company in C5.
    expect(view.hexes.map((h) => h.label).sort()).toEqual(["B04", "B05", "C04", "C06", "D04", "D05"]);
    expect(view.canSubmit).toBe(false);
    // C3 is next to the German in C2 (RP 11.12 b): not sent.
    expect(campaignDayCommand(input(b), campaignDayStateFrom({ step: "0", unit: "r", hex: offsetOf("C3").join(",") }))).toBeNull();
    const { step, result } = send(b, { step: "0", unit: "r", hex: offsetOf("C6").join(",") });
    expect(step).toEqual({ side: BRITISH, command: { type: "campaign-place", unit: "r", hex: offsetOf("C6") } });
    expect(result.status).toBe("done");
    if (result.status === "done") expect(steps(result.state)).toEqual([`advance:${BRITISH}`]);
  });

  it("RP 11.03: the campaign over, the dialog says so; the template draws the steps", () => {
    expect(english(campaignDayView(input(battle({ segment: "over" }, "ended")), emptyCampaignDay)).idle).toBe("The campaign is over (RP 11.03).");
    const text = rendered("rp/dialogs/campaign-day", campaignDayView(input(battle({ segment: "night-attack" })), emptyCampaignDay));
    expect(text).toBe("Day 1 of 2 (1917-10-23) Segment: Night attack (RP 11.52) Next Germans lays its night-attack counter (its players choose) British lays its night-attack counter (its players choose) Send");
  });
});
