import { describe, expect, it } from "vitest";
import { rpViews } from "../../../../../src/engine/rules/rp/view/side-view";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { rpCampaignJournal } from "../../../../../src/foundry/rulesets/rp/campaign/journal";
import { BRITISH, campaignBattle, campaignRunner, GERMAN, row } from "../../../../engine/rules/rp/campaign/campaign-fixture";
import { offsetOf, rpMap } from "../support";
import { english, rendered } from "./render";

/** Five columns A–E, six rows: the German edge is row 1, the British row 6. */
const map = rpMap({ columns: 5, rows: 6 });
const { answer } = campaignRunner(map);
const edges = [row(5, 1), row(5, 6)] as const;
const journal = (b: RpBattle, side: string) => english(rpCampaignJournal(rpViews.state(b, side), side, map));

/** Day 1 of 2 after the night's melees: casualties on both sides, a British captured, a German lost earlier, a recovery to place. */
const night = (segment: string, campaign: Record<string, unknown> = {}) =>
  campaignBattle(map, {
    units: {
      g1: { side: GERMAN, at: "C2", name: "1/IR 5", in: "trench" },
      g2: { side: GERMAN, at: null, name: "2/IR 5" },
      g3: { side: GERMAN, at: null, name: "3/IR 5" },
      b1: { side: BRITISH, at: "C5", name: "A Coy", face: "dispersed" },
      b2: { side: BRITISH, at: null, name: "B Coy" },
      b3: { side: BRITISH, at: null, name: "C Coy" },
    },
    edges,
    extra: {
      scenario: { id: "fixture", name: "Fixture", turns: 12, date: "1917-10-23", victory: { kind: "control", side: BRITISH, hexes: [offsetOf("C2"), offsetOf("C3")] } },
      control: { [offsetOf("C2").join(",")]: GERMAN, [offsetOf("C3").join(",")]: BRITISH },
    },
    campaign: {
      segment,
      lost: ["g3"],
      reserve: { r1: { day: 2, how: "place", hexes: [offsetOf("C4")], unit: { side: BRITISH, name: "D Coy", nationality: "british", types: ["infantry"], faces: { formed: face(), dispersed: face() }, face: "formed", hex: null } } },
      ...campaign,
    },
  });
function face() {
  return { firepower: 1, range: 2, melee: 2, cohesion: 8, movement: 3, meleeMark: "none" };
}
const captured = (b: RpBattle) => ({ ...b, units: { ...b.units, b3: { ...b.units.b3!, status: "captured" as const } } });

describe("the campaign journal (RP 11.x)", () => {
  it("RP 11.01, 11.531, 11.533: each side's casualty list of the day, its captured units and those lost for the campaign", () => {
    const j = journal(captured(night("night-attack")), GERMAN)!;
    expect(j.title).toBe("Day 1 of 2 (1917-10-23)");
    expect(j.segment).toBe("Night attack (RP 11.52)");
    expect(j.sides.map((s) => [s.name, s.role, s.own, s.casualties, s.captured, s.lost])).toEqual([
      ["Germans", "defender", true, ["2/IR 5"], [], ["3/IR 5"]],
      ["British", "attacker", false, ["B Coy"], ["C Coy"], []],
    ]);
  });

  it("RP 11.12, 11.532: recoveries and the reinforcements waiting to be placed; RP 11.11: the days' arrivals to come", () => {
    const toPlace = night("reinforcements", { day: 2, toPlace: [{ unit: "b2", side: BRITISH, hexes: null }, { unit: "r1", side: BRITISH, hexes: [offsetOf("C4")] }] });
    expect(journal(toPlace, BRITISH)!.sides[1]!.toPlace).toEqual([
      { name: "B Coy", how: "recovered (RP 11.532)" },
      { name: "D Coy", how: "reinforcement (RP 11.12)" },
    ]);
    expect(journal(night("attack"), BRITISH)!.sides[1]!.arriving).toEqual([{ day: 2, names: "D Coy" }]);
    expect(journal(toPlace, BRITISH)!.sides[1]!.arriving).toEqual([]);
  });

  it("RP 3.9, 10.1: the positions summary: each side's units by hex and face, IN fieldworks, and the objective hexes it controls", () => {
    const j = journal(night("recover"), BRITISH)!;
    expect(j.sides.map((s) => [s.positions, s.objectives])).toEqual([
      [[{ name: "1/IR 5", hex: "C02", face: "formed", inFieldworks: true }], "Objective hexes controlled: 1 of 2"],
      [[{ name: "A Coy", hex: "C05", face: "dispersed", inFieldworks: false }], "Objective hexes controlled: 1 of 2"],
    ]);
  });

  it("RP 10.3: a victory by exiting the map counts the listed side's units exited across its edge", () => {
    const b = night("recover");
    const a6 = map.indexOfOffset(...offsetOf("A6"));
    const exits = { ...b, scenario: { ...b.scenario, victory: { kind: "exit" as const, side: BRITISH, count: 2, hexes: [a6] } } };
    const gone = { ...exits, units: { ...exits.units, b2: { ...exits.units.b2!, status: "exited" as const, exitedFrom: a6 }, b3: { ...exits.units.b3!, status: "exited" as const, exitedFrom: a6 + 1 } } };
    expect(journal(gone, GERMAN)!.sides.map((s) => s.objectives)).toEqual([null, "Units exited the map to win: 1 of 2"]);
  });

  it("RP 11.521: before the night-attack segment the journal says the counters come later", () => {
    expect(journal(night("attack", { segment: "attack" }), GERMAN)!.night).toEqual({ status: "Tonight's counters are laid after the day's scenarios.", sides: [] });
  });

  it("RP 11.521: while the counters are face down, a side's journal is the same whatever the other side chose — and whatever it chose itself", () => {
    const sealedBy = (attack: boolean) => answer(night("night-attack"), { type: "night-attack", side: BRITISH }, [], { "rp-night-attack:1": attack }).state;
    const [yes, no] = [sealedBy(true), sealedBy(false)];
    // The battles differ in the British counter alone.
    expect(yes.campaign!.sealed).toEqual([{ side: BRITISH, attack: true }]);
    expect(no.campaign!.sealed).toEqual([{ side: BRITISH, attack: false }]);
    expect(journal(yes, GERMAN)).toEqual(journal(no, GERMAN));
    expect(journal(yes, BRITISH)).toEqual(journal(no, BRITISH));
    expect(journal(yes, GERMAN)!.night).toEqual({
      status: "The counters are laid face down: what they say is shown when both are down.",
      sides: [
        { name: "Germans", counter: "not laid yet" },
        { name: "British", counter: "counter down" },
      ],
    });
  });

  it("RP 11.521: once both counters are down they are revealed together, and each side's journal says what each said", () => {
    const british = answer(night("night-attack"), { type: "night-attack", side: BRITISH }, [], { "rp-night-attack:1": true }).state;
    const both = answer(british, { type: "night-attack", side: GERMAN }, [], { "rp-night-attack:1": false }).state;
    for (const side of [GERMAN, BRITISH])
      expect(journal(both, side)!.night).toEqual({
        status: "Both counters are revealed.",
        sides: [
          { name: "Germans", counter: "no" },
          { name: "British", counter: "yes" },
        ],
      });
  });

  it("RP 11.01: a player reads the journal as its template draws it", () => {
    const text = rendered("rp/campaign/journal", { ...rpCampaignJournal(rpViews.state(captured(night("night-attack")), GERMAN), GERMAN, map)!, close: true });
    expect(text).toContain("Day 1 of 2 (1917-10-23)");
    expect(text).toContain("Germans defender Objective hexes controlled: 1 of 2 The day's casualty list (RP 11.01) 2/IR 5 Lost for the campaign (RP 11.533) 3/IR 5 Positions C02: 1/IR 5 formed · IN");
    expect(text).toContain("Captured (RP 11.531) C Coy");
    expect(text).toContain("Night attack (RP 11.521) The counters are laid face down: what they say is shown when both are down. Germans: not laid yet British: not laid yet Close");
  });

  it("RP 11.0: a battle that is not a campaign has no journal", () => {
    const { campaign: _, ...plain } = night("attack");
    expect(rpCampaignJournal(plain, GERMAN, map)).toBeNull();
  });
});
