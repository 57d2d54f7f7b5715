import { describe, expect, it } from "vitest";
import { couplets, INFANTRY, offsetOf, rpMap } from "../support/fixture";
import { BRITISH, campaignBattle, campaignRunner, GERMAN, row } from "./campaign-fixture";

/** Five columns A–E, six rows: the German edge is row 1, the British row 6. */
const map = rpMap({ columns: 5, rows: 6 });
const { answer, run, play, at } = campaignRunner(map);
const edges = [row(5, 1), row(5, 6)] as const;

const reinforcement = (side: string, name: string, hexes: readonly string[]) => ({
  day: 2,
  how: "place",
  hexes: hexes.map(offsetOf),
  unit: { side, name, nationality: side, types: ["infantry"], faces: INFANTRY, face: "formed", hex: null },
});

/**
 * Day 1's redeploy segment, the Germans done: day 2 brings a British company to place in C4 and a German one in C1;
 * a British company recovered last night (`r1`) is to be placed too.
 */
const lastRedeploy = (reserve: Record<string, unknown> = { rz: reinforcement(BRITISH, "Reserve Coy", ["C4"]), gz: reinforcement(GERMAN, "Eingreif Coy", ["C1"]) }) =>
  campaignBattle(map, {
    units: { b: { side: BRITISH, at: "C5" }, g: { side: GERMAN, at: "C2" }, r1: { side: BRITISH, at: null } },
    edges,
    campaign: { day: 1, segment: "redeploy", done: [GERMAN], toPlace: [{ unit: "r1", side: BRITISH, hexes: null }], reserve },
  });
const redeploy = { type: "redeploy" as const, side: BRITISH };

describe("RP 11.12 a reinforcements entering through a board edge", () => {
  it("RP 11.12 a: each side's reinforcements listed for placement may enter through its board edge instead, the attacker's asked first; by default they are placed", () => {
    const { state, asked } = answer(lastRedeploy(), redeploy);
    expect(asked.map((d) => [d.id, d.side, d.options, d.default, d.rule])).toEqual([
      ["rp-edge-entry:rz", BRITISH, [false, true], false, "RP 11.12"],
      ["rp-edge-entry:gz", GERMAN, [false, true], false, "RP 11.12"],
    ]);
    expect(state.campaign!.toPlace.map((p) => p.unit)).toEqual(["r1", "rz", "gz"]);
    expect(state.units.rz).toBeUndefined();
  });

  it("RP 11.12 a: recovered units are placed: the choice is offered for reinforcements only", () => {
    const { asked } = answer(lastRedeploy({}), redeploy);
    expect(asked).toEqual([]);
  });

  it("RP 11.12 a, 10.21: a reinforcement that chooses its edge waits off the map and enters by that edge in the command couplets", () => {
    const { state, events } = answer(lastRedeploy(), redeploy, [], { "rp-edge-entry:rz": true });
    expect(events).toContainEqual({ type: "campaign-edge-entry", unit: "rz", side: BRITISH, rule: "RP 11.12" });
    expect(state.units.rz).toMatchObject({ status: "waiting", hex: null, name: "Reserve Coy", arrives: { turn: 1, how: "enter", hexes: row(5, 6).map(at) } });
    expect(state.campaign!.reserve.rz).toBeUndefined();
    expect(state.campaign!.toPlace.map((p) => p.unit)).toEqual(["r1", "gz"]);
    // It is not placed: only the listed hexes' placement is refused, the edge is its way in.
    expect(run(state, { type: "campaign-place", side: BRITISH, unit: "rz", hex: at("C4") })).toMatchObject({ status: "refused", rule: "RP 11.12" });
    // The attack scenario under way, the British acting: it enters a hex of the British edge for one MP.
    let s = play(state, { type: "campaign-place", side: BRITISH, unit: "r1", hex: at("C6") }).state;
    s = play(s, { type: "campaign-place", side: GERMAN, unit: "gz", hex: at("C1") }).state;
    s = play(s, { type: "campaign-advance", side: BRITISH }).state;
    expect(s.campaign!.segment).toBe("attack");
    s = { ...s, phase: "couplets", ...couplets(BRITISH) };
    s = play(s, { type: "activate", side: BRITISH, config: "unit", units: ["rz"] }).state;
    expect(run(s, { type: "move", side: BRITISH, units: ["rz"], step: { to: at("D5") } })).toMatchObject({ status: "refused", rule: "RP 10.21" });
    const entered = answer(s, { type: "move", side: BRITISH, units: ["rz"], step: { to: at("D6") } });
    expect(entered.state.units.rz).toMatchObject({ status: "on-map", hex: at("D6"), mpSpent: 1 });
  });

  it("RP 11.12 a: a reinforcement entering by the edge is exempt from placing: the other side's placements go on without it", () => {
    const b = lastRedeploy({ rz: reinforcement(BRITISH, "Reserve Coy", ["C4"]), gz: reinforcement(GERMAN, "Eingreif Coy", ["C1"]), gy: reinforcement(GERMAN, "Eingreif Coy 2", ["B1"]) });
    const nobodyRecovered = { ...b, campaign: { ...b.campaign!, toPlace: [] } };
    const { state } = answer(nobodyRecovered, redeploy, [], { "rp-edge-entry:rz": true });
    // The British (attacker) have nothing left to place: the Germans place, one after the other, and the day goes on.
    expect(state.campaign).toMatchObject({ segment: "reinforcements", placer: GERMAN, placed: 0 });
    expect(run(state, { type: "campaign-advance", side: BRITISH })).toMatchObject({ status: "refused", rule: "RP 11.12" });
    let s = play(state, { type: "campaign-place", side: GERMAN, unit: "gz", hex: at("C1") }).state;
    expect(s.campaign).toMatchObject({ placer: GERMAN, placed: 1 });
    s = play(s, { type: "campaign-place", side: GERMAN, unit: "gy", hex: at("B1") }).state;
    expect(s.campaign).toMatchObject({ placer: null, toPlace: [] });
    expect(play(s, { type: "campaign-advance", side: BRITISH }).state.campaign!.segment).toBe("attack");
  });

  it("RP 11.12 a: with every reinforcement entering by its edge and nothing else to place, the attack scenario begins at once", () => {
    const b = lastRedeploy({ rz: reinforcement(BRITISH, "Reserve Coy", ["C4"]) });
    const { state } = answer({ ...b, campaign: { ...b.campaign!, toPlace: [] } }, redeploy, [], { "rp-edge-entry:rz": true });
    expect(state.campaign!.segment).toBe("attack");
    expect(state).toMatchObject({ phase: "initiative", turn: 1 });
    expect(state.units.rz).toMatchObject({ status: "waiting" });
  });
});
