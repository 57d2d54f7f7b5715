import { describe, expect, it } from "vitest";
import { MG, offsetOf, rpMap } from "../support/fixture";
import { BRITISH, campaignBattle, campaignRunner, GERMAN, row } from "./campaign-fixture";

/** Five columns A–E, six rows; wire between C2 and C3 and between A4 and A5; a printed trench in C4. */
const map = rpMap({
  columns: 5,
  rows: 6,
  hexes: { C4: { terrain: ["trench"] } },
  hexsides: [
    ["C2", "C3", ["wire"]],
    ["A4", "A5", ["wire"]],
  ],
});
const { run, play, at } = campaignRunner(map);
const side = (a: string, b: string): [number, number] => [at(a), at(b)];

/** The improve-positions sub-segment: German infantry in C2 and (with a British company) A4; British infantry IN the C4 trench. */
const improving = (date = "1917-10-23", extra: Record<string, unknown> = {}) =>
  campaignBattle(map, {
    units: {
      g: { side: GERMAN, at: "C2" },
      g2: { side: GERMAN, at: "A4" },
      gmg: { side: GERMAN, at: "E1", types: ["machine-gun"], ...MG },
      b: { side: BRITISH, at: "C4", in: "trench" },
      b2: { side: BRITISH, at: "A4" },
    },
    date,
    edges: [row(5, 1), row(5, 6)],
    extra,
    campaign: { segment: "improve" },
  });

describe("RP 11.54 improve positions", () => {
  it("RP 11.54: the defender improves first", () => {
    expect(run(improving(), { type: "improve", side: BRITISH })).toMatchObject({ status: "refused", rule: "RP 11.54" });
    const s = play(improving(), { type: "improve", side: GERMAN }).state;
    expect(run(s, { type: "improve", side: BRITISH })).toMatchObject({ status: "done" });
    expect(play(s, { type: "improve", side: BRITISH }).state.campaign!.segment).toBe("redeploy");
  });

  it("RP 11.541: up to three bomb stops, on hexsides of hexes holding friendly infantry", () => {
    const r = play(improving(), { type: "improve", side: GERMAN, bombStops: [side("C2", "C1"), side("C2", "B2")] });
    expect(r.state.markers.bombStops).toEqual([side("C2", "C1"), side("C2", "B2")]);
    const four = [side("C2", "C1"), side("C2", "B2"), side("C2", "D2"), side("C2", "C3")];
    expect(run(improving(), { type: "improve", side: GERMAN, bombStops: four })).toMatchObject({ status: "refused", rule: "RP 11.541" });
    expect(run(improving(), { type: "improve", side: GERMAN, bombStops: [side("D4", "D5")] })).toMatchObject({ status: "refused", rule: "RP 11.541" });
    // A machine gun is not infantry.
    expect(run(improving(), { type: "improve", side: GERMAN, bombStops: [side("E1", "E2")] })).toMatchObject({ status: "refused", rule: "RP 11.541" });
  });

  it("RP 11.541: a bomb stop is removed from a hexside of a friendly infantry hex, never of a hex holding an enemy unit", () => {
    const stops = { markers: { bombStops: [[offsetOf("C2"), offsetOf("C1")], [offsetOf("A4"), offsetOf("A3")]] } };
    const ok = play(improving(undefined, stops), { type: "improve", side: GERMAN, removeBombStops: [side("C1", "C2")] });
    expect(ok.state.markers.bombStops).toEqual([side("A4", "A3")]);
    expect(run(improving(undefined, stops), { type: "improve", side: GERMAN, removeBombStops: [side("A4", "A3")] })).toMatchObject({ status: "refused", rule: "RP 11.541" });
  });

  it("RP 11.542: up to three wire breaches on hexsides of friendly-occupied hexes; not where a hex holds an enemy unit", () => {
    expect(play(improving(), { type: "improve", side: GERMAN, breaches: [side("C2", "C3")] }).state.markers.breaches).toEqual([side("C2", "C3")]);
    expect(run(improving(), { type: "improve", side: GERMAN, breaches: [side("C2", "C1")] })).toMatchObject({ status: "refused", rule: "RP 11.542" });
    expect(run(improving(), { type: "improve", side: GERMAN, breaches: [side("A4", "A5")] })).toMatchObject({ status: "refused", rule: "RP 11.542" });
  });

  it("RP 11.543: up to 31 March 1915 a scrape goes on friendly infantry and guns; from 1 April 1915 a trench marker, the units IN it", () => {
    const early = play(improving("1915-03-31"), { type: "improve", side: GERMAN, fieldworks: [at("C2"), at("E1")] }).state;
    expect(early.markers.scrapes).toEqual([
      { hex: at("C2"), origin: "dig" },
      { hex: at("E1"), origin: "dig" },
    ]);
    expect(early.markers.trenches).toEqual([]);
    const late = play(improving("1915-04-01"), { type: "improve", side: GERMAN, fieldworks: [at("C2"), at("E1")] }).state;
    expect(late.markers.trenches).toEqual([at("C2"), at("E1")]);
    expect(late.units.g!.in).toBe("trench");
    expect(late.units.gmg!.in).toBe("trench");
    expect(run(improving(), { type: "improve", side: GERMAN, fieldworks: [at("D3")] })).toMatchObject({ status: "refused", rule: "RP 11.543" });
  });

  it("RP 11.543: in a hex shared with the enemy the enemy stays on top; when he lays his own, both sides are in the one trench", () => {
    const s = play(improving(), { type: "improve", side: GERMAN, fieldworks: [at("A4")] }).state;
    expect(s.units.g2!.in).toBe("trench");
    expect(s.units.b2!.in).toBeNull();
    const both = play(s, { type: "improve", side: BRITISH, fieldworks: [at("A4")] }).state;
    expect(both.markers.trenches).toEqual([at("A4")]);
    expect(both.units.b2!.in).toBe("trench");
  });

  it("RP 11.543: a trench laid next to a trench an enemy unit occupies gets a bomb stop on the connecting hexside", () => {
    const s = play(campaignBattle(map, { units: { g: { side: GERMAN, at: "C3" }, b: { side: BRITISH, at: "C4", in: "trench" } }, campaign: { segment: "improve" } }), {
      type: "improve",
      side: GERMAN,
      fieldworks: [at("C3")],
    }).state;
    expect(s.markers.bombStops).toEqual([side("C3", "C4")]);
  });

  it("RP 11.543: a trench laid on a scrape removes it, unless an enemy unit is in the hex", () => {
    const scrapes = { markers: { scrapes: [{ hex: offsetOf("C2"), origin: "pb" }, { hex: offsetOf("A4"), origin: "pb" }] } };
    const s = play(improving(undefined, scrapes), { type: "improve", side: GERMAN, fieldworks: [at("C2"), at("A4")] }).state;
    expect(s.markers.scrapes).toEqual([{ hex: at("A4"), origin: "pb" }]);
  });
});

/** The redeploy sub-segment: the Germans set up in rows 1–2 (so control them), the British in rows 5–6. */
const redeploying = () =>
  campaignBattle(map, {
    units: { gmg: { side: GERMAN, at: "A1", types: ["machine-gun"], ...MG }, g: { side: GERMAN, at: "B1" }, b: { side: BRITISH, at: "C5" }, bx: { side: BRITISH, at: "E1" } },
    sides: [{ setUp: [...row(5, 1), ...row(5, 2)].map(offsetOf) }, { setUp: [...row(5, 5), ...row(5, 6)].map(offsetOf) }],
    campaign: { segment: "redeploy" },
  });
const path = (...labels: string[]) => labels.map(at);

describe("RP 11.55 redeploy", () => {
  it("RP 11.55: the Central Powers first; then the other side; then the day is over", () => {
    expect(run(redeploying(), { type: "redeploy", side: BRITISH })).toMatchObject({ status: "refused", rule: "RP 11.55" });
    const s = play(redeploying(), { type: "redeploy", side: GERMAN }).state;
    expect(play(s, { type: "redeploy", side: BRITISH }).state.campaign!.day).toBe(2);
  });

  it("RP 11.55: one gun moves through friendly-controlled hexes, no reaction fire", () => {
    const r = play(redeploying(), { type: "redeploy", side: GERMAN, unit: "gmg", path: path("A2", "B2", "C2") });
    expect(r.state.units.gmg!.hex).toBe(at("C2"));
    expect(r.events.filter((e) => e.type !== "unit-moved" && e.type !== "campaign-side-done")).toEqual([]);
  });

  it("RP 11.55: only a gun unit; never through a hex that is not friendly or is adjacent to an enemy unit; eight hexes at most", () => {
    expect(run(redeploying(), { type: "redeploy", side: GERMAN, unit: "g", path: path("B2") })).toMatchObject({ status: "refused", rule: "RP 11.55" });
    expect(run(redeploying(), { type: "redeploy", side: GERMAN, unit: "gmg", path: path("A2", "A3") })).toMatchObject({ status: "refused", rule: "RP 11.55" });
    expect(run(redeploying(), { type: "redeploy", side: GERMAN, unit: "gmg", path: path("A2", "B2", "C2", "D1") })).toMatchObject({ status: "refused", rule: "RP 11.55" });
    const nine = path("A2", "B2", "A2", "B2", "A2", "B2", "A2", "B2", "C2");
    expect(run(redeploying(), { type: "redeploy", side: GERMAN, unit: "gmg", path: nine.slice(0, 8) })).toMatchObject({ status: "done" });
    expect(run(redeploying(), { type: "redeploy", side: GERMAN, unit: "gmg", path: nine })).toMatchObject({ status: "refused", rule: "RP 11.55" });
  });
});
