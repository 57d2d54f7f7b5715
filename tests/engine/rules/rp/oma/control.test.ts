import { describe, expect, it } from "vitest";
import { bombardUnits } from "../../../../../src/engine/rules/rp/oma/bombardment";
import { attacksOnEntering } from "../../../../../src/engine/rules/rp/oma/entering";
import { fireForEffect } from "../../../../../src/engine/rules/rp/oma/ffe";
import { gasAttacks } from "../../../../../src/engine/rules/rp/oma/gas";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, couplets, GERMAN, offsetOf, rpBattle, rpMap, type UnitSpec } from "../support/fixture";
import { group, omaRunner, only } from "./oma-fixture";

// O19 a trench hex.
const map = rpMap({ hexes: { O19: { terrain: ["trench"] } } });
const { hook, vertex, at } = omaRunner(map);
const key = (label: string) => offsetOf(label).join(",");

/** A battle in which the British held `hex` before the units below shared it. */
const battle = (units: Record<string, UnitSpec>, hex: string, extra: Record<string, unknown> = {}): RpBattle =>
  rpBattle(map, { units, extra: { ...couplets(GERMAN, 3), control: { [key(hex)]: BRITISH }, ...extra } });

describe("RP 3.9 control after off-map artillery", () => {
  it("RP 3.9, 7.247: a fire for effect that destroys the last British unit in a shared hex gives the Germans control", () => {
    const b0 = battle({ mover: { side: BRITISH, at: "N18" }, ger: { side: GERMAN, at: "N18" } }, "N18", { oma: { g: group(GERMAN, "telephone") } });
    const b = { ...b0, oma: { ...b0.oma, g: { ...b0.oma.g!, ffe: { vertex: vertex("N18", "O19", "N19"), ammo: "he" as const } } } };
    const survived = hook(b, (ctx) => attacksOnEntering(ctx, ["mover"], at("N18")), [1, 2]).state;
    expect(survived.control[String(at("N18"))]).toBe(BRITISH);
    const { events, state } = hook(b, (ctx) => attacksOnEntering(ctx, ["mover"], at("N18")), [5, 6]);
    expect(state.units.mover!.status).toBe("destroyed");
    expect(events).toContainEqual({ type: "control-changed", hex: at("N18"), side: GERMAN });
    expect(state.control[String(at("N18"))]).toBe(GERMAN);
  });

  it("RP 3.9, 7.511: gas that destroys the last British unit in a shared hex gives the Germans control", () => {
    const units = { a: { side: BRITISH, at: "N19", face: "dispersed" as const }, ger: { side: GERMAN, at: "N19" } };
    const { events, state } = hook(battle(units, "N19", { markers: { gas: [offsetOf("N19")] } }), (ctx) => gasAttacks(ctx, ["a"]), [6, 5]);
    expect(state.units.a!.status).toBe("destroyed");
    expect(events).toContainEqual({ type: "control-changed", hex: at("N19"), side: GERMAN });
  });

  it("RP 3.9, 7.43: a bombardment that eliminates the last British unit in a shared hex gives the Germans control", () => {
    const units = { brit: { side: BRITISH, at: "O19" }, ger: { side: GERMAN, at: "O19", in: "trench" as const } };
    const { events, state } = hook(battle(units, "O19"), (ctx) => bombardUnits(ctx, ["brit", "ger"], "paralyzing", "RP 7.43"), [1]);
    expect(state.units.brit!.status).toBe("destroyed");
    expect(state.units.ger!.status).toBe("on-map");
    expect(events).toContainEqual({ type: "control-changed", hex: at("O19"), side: GERMAN });
    expect(state.control[String(at("O19"))]).toBe(GERMAN);
  });
});

describe("RP 3.9, 7.242 the highest ground's control", () => {
  // P05 is the map's one hill (level 1), in the Germans' set-up area; nobody has occupied it.
  const hill = rpMap({ hexes: { P05: { level: 1, slope: true } } });
  const r = omaRunner(hill);
  const aimed = r.vertex("N18", "O19", "N19");
  /** The German group primed at `aimed`, with P05 in `setter`'s set-up area. */
  const battleOn = (setter: string): RpBattle => {
    const setUp = (side: string) => ({ setUp: side === setter ? [offsetOf("P05")] : [] });
    const b = rpBattle(hill, {
      units: {},
      sides: [setUp(GERMAN), setUp(BRITISH)],
      extra: { ...couplets(GERMAN, 3), oma: { g: group(GERMAN, "telephone") } },
    });
    return { ...b, oma: { ...b.oma, g: { ...b.oma.g!, crossHair: { vertex: aimed, ammo: "he", hourglass: 1, primed: true, runner: false } } } };
  };

  it("RP 3.9, 7.242: a hill never occupied is controlled by the side that sets up there, so its artillery takes −1", () => {
    const { events } = r.hook(battleOn(GERMAN), (ctx) => fireForEffect(ctx, "g", "RP 7.241"), [3]);
    expect(only(events, "ffe-landed")[0]).toMatchObject({ vertex: aimed, stray: null, accuracy: { die: 3, hits: true } });
    expect(r.hookRun(battleOn(BRITISH), (ctx) => fireForEffect(ctx, "g", "RP 7.241"), [3])).toMatchObject({ status: "decision", request: { kind: "rp-spine" } });
  });
});
