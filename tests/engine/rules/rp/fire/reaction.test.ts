import { describe, expect, it } from "vitest";
import { reactAfterMp } from "../../../../../src/engine/rules/rp/fire/reaction";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, GERMAN, MG, couplets, face, rpBattle, type UnitSpec } from "../support/fixture";
import { ARTILLERY, checks, counted, eopMap, fireRunner } from "./support";

const map = eopMap();
const at = (label: string) => rpHexAt(map, label);
const { hook } = fireRunner(map);

const MG_UNIT = { types: ["machine-gun"], ...MG } as const;
/** RP 9.0: the British after the German PB, all dispersed and IN their trenches. */
const BRITISH_LINE: Record<string, UnitSpec> = {
  binf09: { side: BRITISH, at: "V09", face: "dispersed", in: "trench" },
  bmg10: { side: BRITISH, at: "V10", face: "dispersed", in: "trench", ...MG_UNIT },
  bmg12: { side: BRITISH, at: "V12", face: "dispersed", in: "trench", ...MG_UNIT },
};

/** `side` moving `moving` (the rest of its command has acted too), the other side reacting. */
function moving(side: string, units: Record<string, UnitSpec>, movers: string[], extra: Record<string, unknown> = {}): RpBattle {
  const ids = Object.keys(units).filter((id) => units[id]!.side === side);
  return rpBattle(map, { units, extra: { ...couplets(GERMAN, 2, side === GERMAN ? 1 : 2), activation: { side, config: "mass", units: ids, acted: movers, moving: movers, ...extra } } });
}

const react = (b: RpBattle, movers: string[], hex: string, mark: string, dice: number[], answers: Record<string, unknown>) =>
  hook(b, (ctx) => reactAfterMp(ctx, movers, at(hex), mark), dice, answers);

describe("RP 6.7 reaction fire", () => {
  it("RP 6.75 (EOP turn 1): the V10 MG fires at the mover in W10, +2 MG, +1 formed, +1 moving, −1 craters = +3; 5 + 3 = 8, no doubles: it stays ready", () => {
    const b = moving(GERMAN, { ...BRITISH_LINE, g1: { side: GERMAN, at: "W10" } }, ["g1"]);
    const r = react(b, ["g1"], "W10", "g1:1", [2, 3], { "rp-reaction:g1:1:1": { unit: "bmg10", kind: "area" } });
    expect(r.asked[0]).toMatchObject({ id: "rp-reaction:g1:1:1", kind: "rp-reaction", side: BRITISH, default: "pass", rule: "RP 6.72" });
    expect(r.asked[0]!.options).toEqual(["pass", { unit: "binf09", kind: "area" }, { unit: "bmg10", kind: "area" }, { unit: "bmg12", kind: "area" }]);
    expect(checks(r.events).map((e) => [e.unit, counted(e), e.result, e.outcome])).toEqual([["g1", ["firepower 2", "formed 1", "moving 1", "craters -1"], 8, "no-effect"]]);
    expect(r.events).toContainEqual({ type: "mg-stayed-ready", unit: "bmg10", mark: "g1:1", rule: "RP 6.75" });
    expect(r.state.units.bmg10!.spent).toBe(false);
    // RP 6.73: each unit fires once per MP.
    expect(r.asked[1]!.options).toEqual(["pass", { unit: "binf09", kind: "area" }, { unit: "bmg12", kind: "area" }]);
  });

  it("RP 6.75 (EOP turn 1): the MG waits for another MP, then its target's roll of 12 (doubles) spends it", () => {
    const units = { ...BRITISH_LINE, g1: { side: GERMAN, at: "W10" }, g2: { side: GERMAN, at: "W11" } };
    const sameMark = react(moving(GERMAN, units, ["g1"], { mgShots: { bmg10: "g1:1" } }), ["g1"], "W10", "g1:1", [], {});
    expect(sameMark.asked[0]!.options).not.toContainEqual({ unit: "bmg10", kind: "area" });
    const b = moving(GERMAN, units, ["g2"], { mgShots: { bmg10: "g1:1" } });
    const r = react(b, ["g2"], "W11", "g2:1", [6, 6], { "rp-reaction:g2:1:1": { unit: "bmg10", kind: "area" } });
    expect(checks(r.events).map((e) => [e.unit, e.result, e.doubles, e.outcome])).toEqual([["g2", 15, true, "destroyed"]]);
    expect(r.events).toContainEqual({ type: "unit-spent", unit: "bmg10", rule: "RP 6.75" });
    expect(r.events.some((e) => e.type === "mg-stayed-ready")).toBe(false);
    // RP 6.72: the mover is gone: no more shots at this MP.
    expect(r.asked.filter((d) => d.kind === "rp-reaction")).toHaveLength(1);
  });

  it("RP 6.53, 6.65 (EOP turn 1): in V09 the British company fires, +1, +1 formed, +1 moving, +1 same hex, −1 craters = +3; 7 + 3 = 10 disperses the mover and ends its move; the company is spent", () => {
    const b = moving(GERMAN, { ...BRITISH_LINE, g1: { side: GERMAN, at: "V09" } }, ["g1"]);
    const r = react(b, ["g1"], "V09", "g1:2", [3, 4], { "rp-reaction:g1:2:1": { unit: "binf09", kind: "area" } });
    expect(checks(r.events).map((e) => [e.unit, counted(e), e.result, e.outcome])).toEqual([["g1", ["firepower 1", "formed 1", "moving 1", "same-hex 1", "craters -1"], 10, "dispersed"]]);
    expect(r.events).toContainEqual({ type: "move-ended", units: ["g1"] });
    expect(r.state.activation!.moving).toEqual([]);
    expect(r.events).toContainEqual({ type: "unit-spent", unit: "binf09", rule: "RP 6.75" });
  });

  it("RP 6.73, ruling R21 (EOP turn 1): the MG's area fire at V09 checks every non-AFV there: the mover 8 + 3 = 11 destroyed, the dispersed German 8 + 1 = 9, the British IN the trench 8 + 2 − 3 = 7", () => {
    const units = { ...BRITISH_LINE, g1: { side: GERMAN, at: "V09", face: "dispersed" as const, spent: true }, g3: { side: GERMAN, at: "V09" } };
    const r = react(moving(GERMAN, units, ["g3"]), ["g3"], "V09", "g3:2", [3, 5, 3, 5, 3, 5], { "rp-reaction:g3:2:1": { unit: "bmg10", kind: "area" } });
    expect(checks(r.events).map((e) => [e.unit, counted(e), e.result, e.outcome])).toEqual([
      ["binf09", ["firepower 2", "trench -3"], 7, "no-effect"],
      ["g1", ["firepower 2", "craters -1"], 9, "dispersed"],
      ["g3", ["firepower 2", "formed 1", "moving 1", "craters -1"], 11, "destroyed"],
    ]);
    expect(r.events).toContainEqual({ type: "mg-stayed-ready", unit: "bmg10", mark: "g3:2", rule: "RP 6.75" });
  });

  it("RP 6.52 (EOP turn 1): the V12 MG at range 3 — +2, +1 formed, +1 moving, −1 craters, −1 range = +2; the company no longer moving gets +1", () => {
    const units = { ...BRITISH_LINE, g4: { side: GERMAN, at: "W10", spent: true }, g5: { side: GERMAN, at: "W10" } };
    const r = react(moving(GERMAN, units, ["g5"]), ["g5"], "W10", "g5:3", [3, 4, 2, 4], { "rp-reaction:g5:3:1": { unit: "bmg12", kind: "area" } });
    expect(checks(r.events).map((e) => [e.unit, counted(e), e.result, e.outcome])).toEqual([
      ["g4", ["firepower 2", "formed 1", "range -1", "craters -1"], 8, "no-effect"],
      ["g5", ["firepower 2", "formed 1", "moving 1", "range -1", "craters -1"], 8, "no-effect"],
    ]);
  });

  it("RP 6.71 (EOP turn 1, couplet 2): the German artillery reacts, +3, +1 moving, −1 range, −3 trench = 0; roll 8 is harmless; it is spent", () => {
    const units: Record<string, UnitSpec> = {
      bmg12: BRITISH_LINE.bmg12!,
      b13: { side: BRITISH, at: "V12", face: "dispersed", in: "trench", dispersed: face(1, 2, 3, 8, 1) },
      garty: { side: GERMAN, at: "X13", types: ["artillery"], ...ARTILLERY },
    };
    const r = react(moving(BRITISH, units, ["b13"]), ["b13"], "V12", "b13:1", [1, 2, 3, 5], { "rp-reaction:b13:1:1": { unit: "garty", kind: "area" } });
    expect(checks(r.events).map((e) => [e.unit, counted(e), e.result, e.outcome])).toEqual([
      ["bmg12", ["firepower 3", "range -1", "trench -3"], 2, "no-effect"],
      ["b13", ["firepower 3", "moving 1", "range -1", "trench -3"], 8, "no-effect"],
    ]);
    expect(r.events).toContainEqual({ type: "unit-spent", unit: "garty", rule: "RP 6.75" });
  });

  it("RP 6.71, 6.54: mortars never react; only units with an anti-tank value fire at a moving AFV, −1 for its moving", () => {
    const TANK = { formed: face(2, 3, 2, 9, 4, { antiTank: 2 }), dispersed: face(1, 3, 1, 8, 2, { antiTank: 1 }) };
    const units: Record<string, UnitSpec> = {
      tank: { side: GERMAN, at: "E03", types: ["tank"], ...TANK },
      mortar: { side: BRITISH, at: "E02", types: ["mortar"], formed: face(2, 4, 0, 7, 1) },
      rifle: { side: BRITISH, at: "E04" },
      gun: { side: BRITISH, at: "E05", types: ["artillery"], formed: face(3, 6, 0, 8, 1, { antiTank: 3 }) },
    };
    const shot = { unit: "gun", kind: "anti-tank", target: "tank" };
    const r = react(moving(GERMAN, units, ["tank"]), ["tank"], "E03", "tank:1", [2, 3], { "rp-reaction:tank:1:1": shot });
    expect(r.asked[0]!.options).toEqual(["pass", shot]);
    expect(checks(r.events).map((e) => [e.unit, e.cause, counted(e)])).toEqual([["tank", "anti-tank", ["anti-tank 3", "formed 1", "moving -1", "range -1"]]]);
  });

  it("RP 6.75: an MG firing at a hex where no unit is moving any more is spent", () => {
    const b = moving(GERMAN, { ...BRITISH_LINE, g1: { side: GERMAN, at: "W10" } }, []);
    const r = react(b, ["g1"], "W10", "g1:3", [2, 3], { "rp-reaction:g1:3:1": { unit: "bmg10", kind: "area" } });
    expect(r.events).toContainEqual({ type: "unit-spent", unit: "bmg10", rule: "RP 6.75" });
    expect(r.events.some((e) => e.type === "mg-stayed-ready")).toBe(false);
  });
});
