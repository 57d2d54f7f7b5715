import { describe, expect, it } from "vitest";
import { MG, rpMap } from "../support/fixture";
import { BRITISH, campaignBattle, campaignRunner, GERMAN, row } from "./campaign-fixture";

/** A one-column strip A1–A8 (German edge A1, British A8); a British company and a German MG share A4 as the counter-attack ends. */
const strip = rpMap({ columns: 1, rows: 8 });
const { answer, at } = campaignRunner(strip);
const contestedAtDusk = () =>
  campaignBattle(strip, {
    units: { b1: { side: BRITISH, at: "A4" }, g1: { side: GERMAN, at: "A4", types: ["machine-gun"], ...MG } },
    edges: [row(1, 1), row(1, 8)],
    phase: "ended",
    campaign: { segment: "counter-attack" },
  });

describe("RP 11.51 the night's melees", () => {
  it("RP 11.51: every contested hex is fought over, round after round, until no hex holds both sides; the attacker is the actor", () => {
    // Isolation dice 4, 2; round 1: the company rolls 3 (+1), the MG 7 (+2): both hold; round 2: the MG rolls 11 and is destroyed.
    const r = answer(contestedAtDusk(), { type: "campaign-advance", side: BRITISH }, [4, 2, 1, 2, 2, 5, 1, 2, 5, 6]);
    const melees = r.events.filter((e) => e.type === "melee-allocated");
    expect(melees).toHaveLength(2);
    expect(melees[0]).toMatchObject({ hex: at("A4"), actor: BRITISH });
    expect(r.state.units.b1!.status).toBe("on-map");
    expect(r.state.campaign!.segment).toBe("night-attack");
  });

  it("RP 11.531: a gun destroyed in the night's melee is captured", () => {
    const r = answer(contestedAtDusk(), { type: "campaign-advance", side: BRITISH }, [4, 2, 1, 2, 5, 6]);
    expect(r.events).toContainEqual({ type: "unit-destroyed", unit: "g1", captured: true, rule: "RP 11.531" });
    expect(r.state.units.g1!.status).toBe("captured");
  });

  it("RP 3.9, 11.51: a night melee that destroys the last German unit in a shared hex gives the British control", () => {
    const r = answer(contestedAtDusk(), { type: "campaign-advance", side: BRITISH }, [4, 2, 1, 2, 5, 6]);
    expect(r.events).toContainEqual({ type: "control-changed", hex: at("A4"), side: BRITISH });
    expect(r.state.control[String(at("A4"))]).toBe(BRITISH);
  });
});
