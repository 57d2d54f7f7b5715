import { describe, expect, it } from "vitest";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import { fightMelee } from "../../../../../src/engine/rules/rp/melee/melee";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, GERMAN, MG, couplets, face, offsetOf, rpBattle, type UnitSpec } from "../support/fixture";
import { checks, counted, eopMap, fireRunner } from "../fire/support";

const map = eopMap();
const at = (label: string) => rpHexAt(map, label);
const { hook } = fireRunner(map);
const MG_UNIT = { types: ["machine-gun"], ...MG } as const;
const TANK = { formed: face(2, 3, 2, 9, 4, { antiTank: 2 }), dispersed: face(1, 3, 1, 8, 2, { antiTank: 1 }) };

/** The Germans acting, `attackers` moving (they paid the MP for the melee). */
function melee(units: Record<string, UnitSpec>, attackers: string[], extra: Record<string, unknown> = {}, spec: { turn?: number; infiltration?: boolean } = {}): RpBattle {
  const ids = Object.keys(units).filter((id) => units[id]!.side === GERMAN);
  return rpBattle(map, {
    units,
    turn: spec.turn ?? 3,
    sides: [{ infiltration: spec.infiltration ?? false }, {}],
    extra: { ...couplets(GERMAN), activation: { side: GERMAN, config: "mass", units: ids, acted: attackers, moving: attackers }, ...extra },
  });
}

const fight = (b: RpBattle, hex: string, attackers: string[], dice: number[], answers: Record<string, unknown> = {}) => hook(b, (ctx) => fightMelee(ctx, at(hex), attackers), dice, answers);

describe("RP 6.67 melee", () => {
  it("RP 6.675 (EOP turn 3): the German attacks the MG, both British units attack him; 10 + 5 = 15 destroys him, the MG's 4 + 3 = 7 does nothing; all are spent", () => {
    const units: Record<string, UnitSpec> = {
      g: { side: GERMAN, at: "V10", face: "dispersed", in: "trench" },
      bmg: { side: BRITISH, at: "V10", face: "dispersed", in: "trench", spent: true, ...MG_UNIT },
      binf: { side: BRITISH, at: "V10", face: "dispersed", in: "trench" },
    };
    const r = fight(melee(units, ["g"]), "V10", ["g"], [4, 6, 1, 3, 2, 3], { "rp-melee:g:g": "bmg" });
    expect(r.asked.filter((d) => d.kind === "rp-melee-target").map((d) => [d.id, d.side, d.options])).toEqual([["rp-melee:g:g", GERMAN, ["bmg", "binf"]]]);
    expect(r.events.find((e) => e.type === "melee-allocated")).toEqual({
      type: "melee-allocated",
      hex: at("V10"),
      actor: GERMAN,
      attacks: [
        { by: "g", target: "bmg" },
        { by: "bmg", target: "g" },
        { by: "binf", target: "g" },
      ],
      rule: "RP 6.674",
    });
    // RP 8.02: the trench never counts in melee; ruling R2: the unattacked company rolls too, at +0.
    expect(checks(r.events).map((e) => [e.unit, e.cause, counted(e), e.result, e.outcome])).toEqual([
      ["g", "melee", ["melee:bmg 2", "melee:binf 3"], 15, "destroyed"],
      ["bmg", "melee", ["melee:g 3"], 7, "no-effect"],
      ["binf", "melee", [], 5, "no-effect"],
    ]);
    expect(r.state.units.g!.status).toBe("destroyed");
    expect(["bmg", "binf"].map((id) => r.state.units[id]!.spent)).toEqual([true, true]);
    expect(r.events).toContainEqual({ type: "unit-spent", unit: "binf", rule: "RP 6.678" });
    expect(r.state.activation!.moving).toEqual([]);
    expect(r.events.some((e) => e.type === "ground-hallowed")).toBe(false);
  });

  it("RP 3.9: melee that destroys the last enemy unit in a shared hex gives the survivors' side control", () => {
    const units: Record<string, UnitSpec> = {
      g: { side: GERMAN, at: "V10", face: "dispersed", in: "trench" },
      bmg: { side: BRITISH, at: "V10", face: "dispersed", in: "trench", spent: true, ...MG_UNIT },
      binf: { side: BRITISH, at: "V10", face: "dispersed", in: "trench" },
    };
    const b = melee(units, ["g"], { control: { [offsetOf("V10").join(",")]: GERMAN } });
    const held = fight(b, "V10", ["g"], [1, 2, 1, 3, 2, 3], { "rp-melee:g:g": "bmg" });
    expect(held.state.units.g!.status).toBe("on-map");
    expect(held.state.control[String(at("V10"))]).toBe(GERMAN);
    const r = fight(b, "V10", ["g"], [4, 6, 1, 3, 2, 3], { "rp-melee:g:g": "bmg" });
    expect(r.state.units.g!.status).toBe("destroyed");
    expect(r.events).toContainEqual({ type: "control-changed", hex: at("V10"), side: BRITISH });
    expect(r.state.control[String(at("V10"))]).toBe(BRITISH);
  });

  it("RP 6.675: results are carried out together: mutual destruction", () => {
    const units: Record<string, UnitSpec> = { g: { side: GERMAN, at: "W10" }, b: { side: BRITISH, at: "W10" } };
    const r = fight(melee(units, ["g"]), "W10", ["g"], [5, 6, 6, 5]);
    expect(checks(r.events).map((e) => e.outcome)).toEqual(["destroyed", "destroyed"]);
  });

  it("RP 6.672, 6.673: acting units that paid no MP stay out; the reactor's spent units take part", () => {
    const units: Record<string, UnitSpec> = { g: { side: GERMAN, at: "W10" }, idle: { side: GERMAN, at: "W10" }, b: { side: BRITISH, at: "W10", spent: true } };
    const r = fight(melee(units, ["g"]), "W10", ["g"], [1, 2, 1, 3]);
    expect(checks(r.events).map((e) => e.unit)).toEqual(["g", "b"]);
    expect(r.state.units.idle!.spent).toBe(false);
  });

  it("RP 6.674: a player picks each unit's target (by default the enemy unit with the lowest cohesion), the actor first", () => {
    const units: Record<string, UnitSpec> = {
      g1: { side: GERMAN, at: "W10" },
      g2: { side: GERMAN, at: "W10", face: "dispersed" },
      b1: { side: BRITISH, at: "W10" },
      b2: { side: BRITISH, at: "W10", face: "dispersed" },
    };
    const r = fight(melee(units, ["g1", "g2"]), "W10", ["g1", "g2"], [1, 2, 1, 3, 1, 4, 2, 3]);
    expect(r.asked.map((d) => [d.id, d.side, d.default])).toEqual([
      ["rp-melee:g1:g1", GERMAN, "b2"],
      ["rp-melee:g1:g2", GERMAN, "b2"],
      ["rp-melee:g1:b1", BRITISH, "g2"],
      ["rp-melee:g1:b2", BRITISH, "g2"],
    ]);
  });

  it("RP 6.675, 6.677, ruling R8: on game turn 1 infiltration doubles the MV first, then an underlined MV is one less against an AFV", () => {
    const units: Record<string, UnitSpec> = {
      g: { side: GERMAN, at: "W10", formed: face(1, 2, 2, 8, 3, { meleeMark: "underline" }) },
      boxed: { side: GERMAN, at: "W10", formed: face(1, 2, 2, 8, 3, { meleeMark: "box" }) },
      tank: { side: BRITISH, at: "W10", types: ["tank"], ...TANK },
    };
    const turn1 = fight(melee(units, ["g", "boxed"], {}, { turn: 1, infiltration: true }), "W10", ["g", "boxed"], [1, 2, 1, 3, 1, 4]);
    expect(counted(checks(turn1.events).find((e) => e.unit === "tank")!)).toEqual(["melee:g 3", "melee:boxed 5"]);
    const turn2 = fight(melee(units, ["g", "boxed"], {}, { turn: 2, infiltration: true }), "W10", ["g", "boxed"], [1, 2, 1, 3, 1, 4]);
    expect(counted(checks(turn2.events).find((e) => e.unit === "tank")!)).toEqual(["melee:g 1", "melee:boxed 3"]);
    // The tank's own MV against infantry is not doubled (the British use no infiltration tactics) nor marked.
    expect(counted(checks(turn1.events).find((e) => e.unit === "g")!)).toEqual(["melee:tank 2"]);
  });

  it("RP 6.679: doubles hallow the ground for the side that rolled them (the actor if both did), once per scenario", () => {
    const units: Record<string, UnitSpec> = { g: { side: GERMAN, at: "W10" }, b: { side: BRITISH, at: "W10" } };
    const reactor = fight(melee(units, ["g"]), "W10", ["g"], [1, 2, 2, 2]);
    expect(reactor.events.at(-1)).toEqual({ type: "ground-hallowed", hex: at("W10"), side: BRITISH, rule: "RP 6.679" });
    expect(reactor.state.hallowedUsed).toBe(true);
    const both = fight(melee(units, ["g"]), "W10", ["g"], [1, 1, 2, 2]);
    expect(both.events.at(-1)).toMatchObject({ type: "ground-hallowed", side: GERMAN });
    const used = fight(melee(units, ["g"], { hallowedUsed: true }), "W10", ["g"], [1, 1, 2, 2]);
    expect(used.events.some((e) => e.type === "ground-hallowed")).toBe(false);
  });

  it("RP 11.531: in a campaign a gun destroyed in melee is captured; in a scenario it is destroyed", () => {
    const units: Record<string, UnitSpec> = { g: { side: GERMAN, at: "W10" }, bmg: { side: BRITISH, at: "W10", ...MG_UNIT } };
    const campaign = { campaign: { day: 1, days: 3, attacker: GERMAN, defender: BRITISH, segment: "attack" } };
    const inCampaign = fight(melee(units, ["g"], campaign), "W10", ["g"], [1, 2, 5, 6]);
    expect(inCampaign.events).toContainEqual({ type: "unit-destroyed", unit: "bmg", captured: true, rule: "RP 11.531" });
    expect(inCampaign.state.units.bmg!.status).toBe("captured");
    const inScenario = fight(melee(units, ["g"]), "W10", ["g"], [1, 2, 5, 6]);
    expect(inScenario.state.units.bmg!.status).toBe("destroyed");
  });
});
