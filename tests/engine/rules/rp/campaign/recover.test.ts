import { describe, expect, it } from "vitest";
import { casualties } from "../../../../../src/engine/rules/rp/campaign/casualties";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { MG, rpMap, type UnitSpec } from "../support/fixture";
import { BRITISH, campaignBattle, campaignRunner, GERMAN } from "./campaign-fixture";

const map = rpMap({ columns: 5, rows: 6 });
const { answer, run } = campaignRunner(map);

/** RP 11.532's example: six British infantry companies and four MGs destroyed today (fixture units off the map). */
const units: Record<string, UnitSpec> = {
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`inf${n}`, { side: BRITISH, at: null }])),
  ...Object.fromEntries([1, 2, 3, 4].map((n) => [`mg${n}`, { side: BRITISH, at: null, types: ["machine-gun"], ...MG }])),
  b: { side: BRITISH, at: "C4" },
  g: { side: GERMAN, at: "C2", face: "dispersed" },
  gmg: { side: GERMAN, at: null, types: ["machine-gun"], ...MG },
};
const withStatus = (b: RpBattle, id: string, status: "captured"): RpBattle => ({ ...b, units: { ...b.units, [id]: { ...b.units[id]!, status } } });
const recovering = () => campaignBattle(map, { units, campaign: { segment: "recover" } });

describe("RP 11.53 recover", () => {
  it("RP 11.532: six infantry and four MGs destroyed: half of each type comes back, 3 infantry and 2 MGs", () => {
    const r = answer(recovering(), { type: "recover", side: BRITISH });
    expect(r.events).toContainEqual({ type: "campaign-recovered", side: BRITISH, units: ["inf1", "inf2", "inf3", "mg1", "mg2"], rule: "RP 11.532" });
    expect(r.asked.map((q) => q.id)).toEqual(["rp-recover:inf1", "rp-recover:inf2", "rp-recover:inf3", "rp-recover:mg1", "rp-recover:mg2"]);
    expect(r.state.campaign!.toPlace.map((p) => p.unit)).toEqual(["inf1", "inf2", "inf3", "mg1", "mg2"]);
  });

  it("RP 11.532: the owner chooses which; declining one MG does not let a fourth infantry come back", () => {
    const r = answer(recovering(), { type: "recover", side: BRITISH }, [], { "rp-recover:inf1": false, "rp-recover:mg1": false, "rp-recover:mg2": false });
    expect(r.events).toContainEqual({ type: "campaign-recovered", side: BRITISH, units: ["inf2", "inf3", "inf4", "mg3", "mg4"], rule: "RP 11.532" });
    const fewer = answer(recovering(), { type: "recover", side: BRITISH }, [], { "rp-recover:mg1": false, "rp-recover:mg2": false, "rp-recover:mg3": false, "rp-recover:mg4": false });
    expect(fewer.events).toContainEqual({ type: "campaign-recovered", side: BRITISH, units: ["inf1", "inf2", "inf3"], rule: "RP 11.532" });
  });

  it("RP 11.532: fractions round up: one casualty of a type may come back", () => {
    const r = answer(recovering(), { type: "recover", side: GERMAN });
    expect(r.events).toContainEqual({ type: "campaign-recovered", side: GERMAN, units: ["gmg"], rule: "RP 11.532" });
  });

  it("RP 11.531: captured units are never on the casualty list", () => {
    const b = withStatus(recovering(), "gmg", "captured");
    expect(casualties(b, GERMAN)).toEqual([]);
    expect(answer(b, { type: "recover", side: GERMAN }).events).toContainEqual({ type: "campaign-recovered", side: GERMAN, units: [], rule: "RP 11.532" });
  });

  it("RP 11.533: when both sides have recovered, the rest of the casualty list is removed for the campaign; then positions are improved", () => {
    const first = answer(recovering(), { type: "recover", side: BRITISH });
    expect(first.state.campaign!.segment).toBe("recover");
    const both = answer(first.state, { type: "recover", side: GERMAN });
    expect(both.events).toContainEqual({ type: "casualties-removed", units: ["inf4", "inf5", "inf6", "mg3", "mg4"], rule: "RP 11.533" });
    expect(casualties(both.state, BRITISH)).toEqual([]);
    expect(both.state.campaign).toMatchObject({ segment: "improve", lost: ["inf4", "inf5", "inf6", "mg3", "mg4"] });
    expect(run(both.state, { type: "recover", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 11.02" });
  });

  it("RP 11.534: the owner flips any of its units to the face it wants", () => {
    const r = answer(recovering(), { type: "recover", side: GERMAN, flip: [{ unit: "g", face: "formed" }] });
    expect(r.state.units.g!.face).toBe("formed");
    expect(r.events).toContainEqual({ type: "unit-flipped", unit: "g", face: "formed", spent: false, rule: "RP 11.534" });
    expect(run(recovering(), { type: "recover", side: GERMAN, flip: [{ unit: "b", face: "dispersed" }] })).toMatchObject({ status: "refused", rule: "RP 11.534" });
  });
});
