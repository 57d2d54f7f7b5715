import { describe, expect, it } from "vitest";
import { placementHexes } from "../../../../../src/engine/rules/rp/campaign/placing";
import { INFANTRY, offsetOf, rpMap } from "../support/fixture";
import { BRITISH, campaignBattle, campaignRunner, GERMAN, row } from "./campaign-fixture";

/** Five columns A–E, six rows: the German edge is row 1, the British row 6. */
const map = rpMap({ columns: 5, rows: 6 });
const { answer, run, play, at } = campaignRunner(map);
const edges = [row(5, 1), row(5, 6)] as const;

const toPlace = (side: string, ids: readonly string[]) => ids.map((unit) => ({ unit, side, hexes: null }));
/** Day 2's reinforcement segment: five British recoveries and one German to place; a British company in C5, a German in C2. */
const placing = () =>
  campaignBattle(map, {
    units: {
      b: { side: BRITISH, at: "C5" },
      g: { side: GERMAN, at: "C2" },
      ...Object.fromEntries(["r1", "r2", "r3", "r4", "r5"].map((id) => [id, { side: BRITISH, at: null }])),
      q1: { side: GERMAN, at: null },
    },
    edges,
    campaign: { day: 2, segment: "reinforcements", placer: BRITISH, toPlace: [...toPlace(BRITISH, ["r1", "r2", "r3", "r4", "r5"]), ...toPlace(GERMAN, ["q1"])] },
  });
const place = (side: string, unit: string, hex: string) => ({ type: "campaign-place" as const, side, unit, hex: at(hex) });

describe("RP 11.1 reinforcements and recoveries", () => {
  it("RP 11.12 a: a side whose enemy has nothing to place places on, four at a time", () => {
    let s = placing();
    s = { ...s, campaign: { ...s.campaign!, toPlace: s.campaign!.toPlace.filter((p) => p.side === BRITISH) } };
    for (const [unit, hex] of [["r1", "C4"], ["r2", "C4"], ["r3", "C6"], ["r4", "C6"]] as const) s = play(s, place(BRITISH, unit, hex)).state;
    expect(s.campaign).toMatchObject({ placer: BRITISH, placed: 0 });
  });

  it("RP 11.12 b: a placement hex neither holds nor is adjacent to an enemy unit", () => {
    expect(run(placing(), place(BRITISH, "r1", "C3"))).toMatchObject({ status: "refused", rule: "RP 11.12" });
    expect(run(placing(), place(BRITISH, "r1", "C4"))).toMatchObject({ status: "done" });
  });

  it("RP 11.12 d: a placement hex is adjacent to a friendly unit on the map, and a chain may grow from new arrivals", () => {
    expect(run(placing(), place(BRITISH, "r1", "A6"))).toMatchObject({ status: "refused", rule: "RP 11.12" });
    const first = play(placing(), place(BRITISH, "r1", "C6"));
    expect(first.state.units.r1).toMatchObject({ status: "on-map", hex: at("C6") });
    expect(placementHexes(first.state, map, first.state.campaign!.toPlace[0]!)).toContain(at("C6"));
  });

  it("RP 11.12, 10.1: a placement hex is in the part of the map in play", () => {
    const b = placing();
    const limited = { ...b, scenario: { ...b.scenario, inPlay: ["C4", "C5", "C6", "D5"].map(at) } };
    expect(placementHexes(b, map, b.campaign!.toPlace[0]!)).toContain(at("B5"));
    expect(placementHexes(limited, map, b.campaign!.toPlace[0]!)).not.toContain(at("B5"));
    expect(placementHexes(limited, map, b.campaign!.toPlace[0]!)).toContain(at("C6"));
  });

  it("RP 11.12 c: a placement hex traces a line of communication as if the unit were there", () => {
    const strip = rpMap({ columns: 1, rows: 8 });
    const b = campaignBattle(strip, {
      units: { b: { side: BRITISH, at: "A3" }, g: { side: GERMAN, at: "A6" }, r1: { side: BRITISH, at: null } },
      edges: [row(1, 1), row(1, 8)],
      campaign: { day: 2, segment: "reinforcements", placer: BRITISH, toPlace: toPlace(BRITISH, ["r1"]) },
    });
    // A2 and A4 are next to the British company in A3 and no German, but the German's beaten zone (A5) cuts them off.
    expect(placementHexes(b, strip, b.campaign!.toPlace[0]!)).toEqual([]);
  });

  it("RP 11.12 a: the attacker places four, then the defender, one at a time; a side must place when its turn comes", () => {
    let s = placing();
    for (const [unit, hex] of [["r1", "C4"], ["r2", "C4"], ["r3", "C6"], ["r4", "C6"]] as const) s = play(s, place(BRITISH, unit, hex)).state;
    expect(s.campaign).toMatchObject({ placer: GERMAN, placed: 0 });
    expect(run(s, place(BRITISH, "r5", "D6"))).toMatchObject({ status: "refused", rule: "RP 11.12" });
    expect(run(s, { type: "campaign-advance", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 11.12" });
    s = play(s, place(GERMAN, "q1", "C1")).state;
    // A side with fewer than four places all it has; then the other side goes on.
    expect(s.campaign!.placer).toBe(BRITISH);
    const last = placementHexes(s, map, s.campaign!.toPlace[0]!);
    expect(last.length).toBeGreaterThan(0);
    s = play(s, { type: "campaign-place", side: BRITISH, unit: "r5", hex: last[0]! }).state;
    expect(s.campaign).toMatchObject({ toPlace: [], placer: null });
    const attack = play(s, { type: "campaign-advance", side: BRITISH }).state;
    expect(attack).toMatchObject({ phase: "initiative", turn: 1, scenario: { turns: 12, night: false } });
    expect(attack.campaign!.segment).toBe("attack");
  });
});

/** Day `day` of 2 at its redeploy segment, with day 2's reinforcements on the reserve. */
const nightOf = (day: number) =>
  campaignBattle(map, {
    units: { b: { side: BRITISH, at: "C5" }, g: { side: GERMAN, at: "C2" } },
    edges,
    extra: { hallowedUsed: true, scenario: { id: "fixture", name: "Fixture", turns: 12, date: "1917-10-23" } },
    campaign: {
      day,
      segment: "redeploy",
      reserve: {
        rz: { day: 2, how: "place", hexes: [offsetOf("C4")], unit: { side: BRITISH, name: "Reserve Coy", nationality: "british", types: ["infantry"], faces: INFANTRY, face: "formed", hex: null } },
        re: { day: 2, how: "enter", hexes: [offsetOf("A1"), offsetOf("B1")], unit: { side: GERMAN, name: "Eingreif Coy", nationality: "german", types: ["infantry"], faces: INFANTRY, face: "formed", hex: null } },
      },
      reserveOma: { go: { day: 2, group: { side: GERMAN, name: "Howitzers", firepower: 5, mode: "aircraft", howitzer: true } } },
      reserveTransport: [{ day: 2, side: GERMAN, kind: "truck", count: 2 }, { day: 3, side: BRITISH, kind: "wagon", count: 1 }],
    },
  });

describe("RP 11.03 the day's end and the next day", () => {
  it("RP 11.03, 11.11: after the redeploy segment the next day begins: its date, its reinforcements, OMA groups and transport; hallowed ground may be made again (ruling R23)", () => {
    const first = play(nightOf(1), { type: "redeploy", side: GERMAN }).state;
    const s = play(first, { type: "redeploy", side: BRITISH }, [], { "rp-edge-entry:rz": false }).state;
    expect(s.campaign).toMatchObject({ day: 2, segment: "reinforcements", placer: BRITISH, toPlace: [{ unit: "rz", side: BRITISH, hexes: [at("C4")] }] });
    expect(s).toMatchObject({ phase: "campaign", hallowedUsed: false, scenario: { date: "1917-10-24" } });
    expect(s.units.re).toMatchObject({ status: "waiting", arrives: { turn: 1, how: "enter", hexes: [at("A1"), at("B1")] } });
    expect(s.oma.go).toMatchObject({ side: GERMAN, firepower: 5 });
    // RP 6.81, 11.11: the day's transport joins its side (AA campaign 1's two German trucks); the later day's waits.
    expect(s.sides.find((x) => x.id === GERMAN)!.transport).toEqual({ mule: 0, wagon: 0, truck: 2 });
    expect(s.sides.find((x) => x.id === BRITISH)!.transport).toEqual({ mule: 0, wagon: 0, truck: 0 });
    expect(s.campaign!.reserveTransport).toEqual([{ day: 3, side: BRITISH, kind: "wagon", count: 1 }]);
    expect(s.units.rz).toBeUndefined();
    // RP 11.12: a listed reinforcement goes only to its hexes.
    expect(run(s, { type: "campaign-place", side: BRITISH, unit: "rz", hex: at("C6") })).toMatchObject({ status: "refused", rule: "RP 11.12" });
    const placed = play(s, { type: "campaign-place", side: BRITISH, unit: "rz", hex: at("C4") }).state;
    expect(placed.units.rz).toMatchObject({ status: "on-map", hex: at("C4"), name: "Reserve Coy" });
  });

  it("RP 11.03: after the last day's night the campaign is over and its victory judged (RP 10.1)", () => {
    const first = play(nightOf(2), { type: "redeploy", side: GERMAN }).state;
    const r = answer(first, { type: "redeploy", side: BRITISH });
    expect(r.state).toMatchObject({ phase: "ended" });
    expect(r.state.campaign!.segment).toBe("over");
    expect(r.events.at(-1)).toMatchObject({ type: "battle-ended", rule: "RP 10.1" });
  });
});
