import { describe, expect, it } from "vitest";
import { rpMap } from "../support/fixture";
import { BRITISH, campaignBattle, campaignRunner, GERMAN, row } from "./campaign-fixture";

/** A one-column strip A1–A8: the German edge is A1, the British A8. */
const strip = rpMap({ columns: 1, rows: 8 });
const { answer, run, at } = campaignRunner(strip);
const edges = [row(1, 1), row(1, 8)] as const;

const group = (side: string, hourglass: number) => ({ side, name: `${side} battery`, firepower: 3, mode: "telephone", crossHair: { vertex: [0, 3, 0], ammo: "he", hourglass } });

/** The attack scenario at its end (RP 10.1's `battle-ended` gave phase `ended`): each side has a cross hair down. */
const attackOver = () =>
  campaignBattle(strip, {
    units: { g: { side: GERMAN, at: "A2", face: "dispersed" }, b: { side: BRITISH, at: "A7" } },
    edges,
    phase: "ended",
    turn: 12,
    extra: { winner: BRITISH, pbFired: true, hallowedUsed: true, barrages: [{ side: BRITISH, line: "row", at: 3, span: [0, 0], step: -1, from: 1 }], oma: { gd: group(GERMAN, 15), bt: group(BRITISH, 14) } },
  });

describe("RP 11.2–11.33 the day's scenarios", () => {
  it("RP 11.0: a battle that is not a campaign refuses the campaign's commands", () => {
    const { campaign: _, ...plain } = attackOver();
    expect(run(plain, { type: "campaign-advance", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 11.0" });
    expect(run(plain, { type: "recover", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 11.0" });
  });

  it("RP 11.02: the next segment waits for the scenario in play to end", () => {
    const b = { ...attackOver(), phase: "couplets" as const };
    expect(run(b, { type: "campaign-advance", side: GERMAN })).toMatchObject({ status: "refused", rule: "RP 11.02" });
  });

  it("RP 11.31: the defender alone chooses whether to counter-attack", () => {
    const r = run(attackOver(), { type: "campaign-advance", side: BRITISH });
    expect(r).toMatchObject({ status: "decision", request: { kind: "rp-counter-attack", side: GERMAN, options: [false, true], default: false, rule: "RP 11.31" } });
  });

  it("RP 11.2, 11.32: after the attack the attacker's cross hairs go; the counter-attack keeps the defender's and their elapsed delay (placed on turn 9, RD 6: ready on turn 3; ruling R27)", () => {
    const r = answer(attackOver(), { type: "campaign-advance", side: BRITISH }, [], { "rp-counter-attack:1": true });
    expect(r.events).toContainEqual({ type: "cross-hairs-removed", groups: ["bt"], rule: "RP 11.2" });
    expect(r.state.oma.bt!.crossHair).toBeNull();
    expect(r.state.oma.gd!.crossHair).toMatchObject({ hourglass: 3, primed: false });
    const s = r.state;
    // RP 7.14 (ruling R3): the PB column is the scenario's; RP 6.679 (ruling R23): hallowed ground is the day's.
    expect(s).toMatchObject({ phase: "initiative", turn: 1, winner: null, pbFired: false, hallowedUsed: true, scenario: { turns: 6, night: false } });
    expect(s.campaign!.segment).toBe("counter-attack");
  });

  it("RP 11.2, 11.33: units stay where they are and keep their faces; the scenario's creeping barrage ends with it", () => {
    const r = answer(attackOver(), { type: "campaign-advance", side: BRITISH }, [], { "rp-counter-attack:1": true });
    expect(r.state.units.g).toMatchObject({ hex: at("A2"), face: "dispersed", status: "on-map" });
    expect(r.state.units.b).toMatchObject({ hex: at("A7"), face: "formed", status: "on-map" });
    expect(r.state.barrages).toEqual([]);
  });

  it("RP 11.31, 11.4: declined, the night follows: every cross hair goes, lines of communication are checked, then the night-attack counters", () => {
    const r = answer(attackOver(), { type: "campaign-advance", side: BRITISH }, [4, 2]);
    expect(r.events).toContainEqual({ type: "cross-hairs-removed", groups: ["gd"], rule: "RP 11.33" });
    expect(r.events).toContainEqual({ type: "isolation-rolled", dice: [{ side: GERMAN, die: 4 }, { side: BRITISH, die: 2 }], first: GERMAN, rule: "RP 11.41" });
    expect(r.state.campaign!.segment).toBe("night-attack");
    expect(r.state.phase).toBe("campaign");
  });

  it("RP 11.33: after the counter-attack every cross hair and hourglass of both sides is removed", () => {
    const b = { ...attackOver(), campaign: { ...attackOver().campaign!, segment: "counter-attack" as const } };
    const r = answer(b, { type: "campaign-advance", side: GERMAN }, [6, 1]);
    expect(r.events).toContainEqual({ type: "cross-hairs-removed", groups: ["gd", "bt"], rule: "RP 11.33" });
  });
});

describe("RP 11.41 isolation", () => {
  /** A German unit in A6 beyond a British one in A3: each is cut off only by the other's beaten zone. */
  const crossed = () =>
    campaignBattle(strip, { units: { g: { side: GERMAN, at: "A6" }, b: { side: BRITISH, at: "A3" } }, edges, phase: "ended", campaign: { segment: "counter-attack" } });

  it("RP 11.41: the high roll checks first, and its unit without a line is captured before the other side checks", () => {
    const r = answer(crossed(), { type: "campaign-advance", side: GERMAN }, [2, 5]);
    expect(r.events).toContainEqual({ type: "unit-destroyed", unit: "b", captured: true, rule: "RP 11.41" });
    expect(r.state.units.b!.status).toBe("captured");
    expect(r.state.units.g!.status).toBe("on-map");
  });

  it("RP 11.41: ties are rolled again", () => {
    const r = answer(crossed(), { type: "campaign-advance", side: GERMAN }, [3, 3, 6, 1]);
    expect(r.events).toContainEqual({ type: "isolation-rolled", dice: [{ side: GERMAN, die: 6 }, { side: BRITISH, die: 1 }], first: GERMAN, rule: "RP 11.41" });
    expect(r.state.units.g!.status).toBe("captured");
    expect(r.state.units.b!.status).toBe("on-map");
  });
});
