import { describe, expect, it } from "vitest";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, GERMAN, MG, couplets, face, offsetOf, rpBattle, rpMap, type UnitSpec } from "../support/fixture";
import { checks, counted, eopMap, fireRunner } from "./support";

const TANK = { formed: face(2, 3, 2, 9, 4, { antiTank: 2 }), dispersed: face(1, 3, 1, 8, 2, { antiTank: 1 }) };
const MORTAR = { formed: face(2, 4, 0, 7, 1), dispersed: face(1, 4, 0, 6, 0) };
const MG_UNIT = { types: ["machine-gun"], ...MG } as const;

/** A battle in which `side` acts, its command activating `units`. */
function acting(map: ReturnType<typeof rpMap>, side: string, units: Record<string, UnitSpec>, activated: string[]): RpBattle {
  return rpBattle(map, { units, extra: { ...couplets(GERMAN, 2, side === GERMAN ? 1 : 2), activation: { side, config: activated.length > 1 ? "mass" : "unit", units: activated } } });
}

describe("RP 6.5 fire", () => {
  const map = eopMap();
  const at = (label: string) => rpHexAt(map, label);
  const { run, play } = fireRunner(map);

  it("RP 6.53, 6.56 (EOP turn 2): the V10 MG fires at W10 with +2 MG, −1 craters = +1; every unit there checks; the MG is spent", () => {
    const b = acting(
      map,
      BRITISH,
      {
        mg: { side: BRITISH, at: "V10", face: "dispersed", in: "trench", ...MG_UNIT },
        g1: { side: GERMAN, at: "W10", face: "dispersed", spent: true },
        g2: { side: GERMAN, at: "W10", face: "dispersed", spent: true },
      },
      ["mg"],
    );
    const r = play(b, { type: "fire", side: BRITISH, unit: "mg", at: at("W10"), kind: "area" }, [2, 3, 1, 5]);
    expect(r.events.find((e) => e.type === "fired")).toMatchObject({ unit: "mg", at: at("W10"), kind: "area", reaction: false, range: 1, concealment: 0 });
    expect(checks(r.events).map((e) => [e.unit, counted(e), e.result, e.outcome])).toEqual([
      ["g1", ["firepower 2", "craters -1"], 6, "no-effect"],
      ["g2", ["firepower 2", "craters -1"], 7, "no-effect"],
    ]);
    expect(r.asked.filter((d) => d.kind === "rp-firefight")).toEqual([]);
    expect(r.state.units.mg!.spent).toBe(true);
    expect(r.events.at(-1)).toMatchObject({ type: "unit-spent", unit: "mg", rule: "RP 6.56" });
  });

  it("RP 6.52: range counts the target hex, not the firing hex", () => {
    const b = acting(map, GERMAN, { g: { side: GERMAN, at: "E02" }, near: { side: BRITISH, at: "E04" }, far: { side: BRITISH, at: "E05" } }, ["g"]);
    expect(play(b, { type: "fire", side: GERMAN, unit: "g", at: at("E04"), kind: "area" }, [1, 2]).state.units.g!.spent).toBe(true);
    const r = run(b, { type: "fire", side: GERMAN, unit: "g", at: at("E05"), kind: "area" });
    expect(r).toMatchObject({ status: "refused", rule: "RP 6.52" });
  });

  it("RP 6.51: a unit fires only at a hex in its line of sight", () => {
    const walled = rpMap({ hexes: { E03: { terrain: ["village"] } } });
    const { run: runWalled } = fireRunner(walled);
    const b = acting(walled, GERMAN, { g: { side: GERMAN, at: "E02" }, e: { side: BRITISH, at: "E04" } }, ["g"]);
    expect(runWalled(b, { type: "fire", side: GERMAN, unit: "g", at: rpHexAt(walled, "E04"), kind: "area" })).toMatchObject({ status: "refused", rule: "RP 4.41" });
  });

  it("RP 6.51, 4.6: infantry cannot fire through a hex of friendly units (not IN a trench); a machine gun can", () => {
    const units = { g: { side: GERMAN, at: "E02" }, mg: { side: GERMAN, at: "E02", face: "dispersed" as const, ...MG_UNIT }, friend: { side: GERMAN, at: "E03" }, e: { side: BRITISH, at: "E04" } };
    const b = acting(map, GERMAN, units, ["g", "mg"]);
    expect(run(b, { type: "fire", side: GERMAN, unit: "g", at: at("E04"), kind: "area" })).toMatchObject({ status: "refused", rule: "RP 4.6" });
    expect(play(b, { type: "fire", side: GERMAN, unit: "mg", at: at("E04"), kind: "area" }, [1, 2]).state.units.mg!.spent).toBe(true);
  });

  it("RP 6.51: in a hex with enemy units a unit fires only into that hex, and its fire never affects it; mortars never fire into their own hex", () => {
    const units = {
      g: { side: GERMAN, at: "E02" },
      friend: { side: GERMAN, at: "E02", face: "dispersed" as const },
      mortar: { side: GERMAN, at: "E02", types: ["mortar" as const], ...MORTAR },
      e: { side: BRITISH, at: "E02", spent: true },
      other: { side: BRITISH, at: "E03" },
    };
    const b = acting(map, GERMAN, units, ["g", "mortar"]);
    expect(run(b, { type: "fire", side: GERMAN, unit: "g", at: at("E03"), kind: "area" })).toMatchObject({ status: "refused", rule: "RP 6.51" });
    expect(run(b, { type: "fire", side: GERMAN, unit: "mortar", at: at("E02"), kind: "area" })).toMatchObject({ status: "refused", rule: "RP 6.51" });
    const r = play(b, { type: "fire", side: GERMAN, unit: "g", at: at("E02"), kind: "area" }, [1, 2, 1, 2, 1, 2]);
    // Ruling R21: the shooter's friends in the hex check too (the mortar and the dispersed company), the shooter never.
    expect(checks(r.events).map((e) => e.unit)).toEqual(["friend", "mortar", "e"]);
    expect(checks(r.events).find((e) => e.unit === "e")!.trace.map((t) => t.id)).toEqual(["firepower", "formed", "same-hex"]);
  });

  it("RP 6.53, ruling R21: area fire checks every non-AFV unit in the hex, friends and foes; never an AFV", () => {
    const units = {
      g: { side: GERMAN, at: "E02" },
      e1: { side: BRITISH, at: "E03" },
      tank: { side: BRITISH, at: "E03", types: ["tank" as const], ...TANK },
      ally: { side: GERMAN, at: "E03", face: "dispersed" as const },
    };
    const r = play(acting(map, GERMAN, units, ["g"]), { type: "fire", side: GERMAN, unit: "g", at: at("E03"), kind: "area" }, [1, 2, 1, 2]);
    expect(checks(r.events).map((e) => e.unit)).toEqual(["e1", "ally"]);
  });

  it("RP 6.54: anti-tank fire checks one AFV with the shooter's anti-tank value; a unit without one cannot fire anti-tank", () => {
    const units = {
      t: { side: GERMAN, at: "E02", types: ["tank" as const], ...TANK },
      g: { side: GERMAN, at: "E02" },
      enemy: { side: BRITISH, at: "E03", types: ["tank" as const], ...TANK, face: "dispersed" as const },
      rifle: { side: BRITISH, at: "E03" },
    };
    const b = acting(map, GERMAN, units, ["t", "g"]);
    expect(run(b, { type: "fire", side: GERMAN, unit: "g", at: at("E03"), kind: "anti-tank", target: "enemy" })).toMatchObject({ status: "refused", rule: "RP 6.54" });
    expect(run(b, { type: "fire", side: GERMAN, unit: "t", at: at("E03"), kind: "anti-tank", target: "rifle" })).toMatchObject({ status: "refused", rule: "RP 6.54" });
    const r = play(b, { type: "fire", side: GERMAN, unit: "t", at: at("E03"), kind: "anti-tank", target: "enemy" }, [3, 4], { "rp-firefight:t:1": "pass" });
    expect(checks(r.events).map((e) => [e.unit, e.cause, counted(e)])).toEqual([["enemy", "anti-tank", ["anti-tank 2"]]]);
  });

  it("RP 6.74 (EOP turn 3, errata 'only', ruling R10): in V09 the German company shoots back; +1 FP, +1 same hex each, the British −3 trench, the Germans −1 craters; both fail, the German at 11 is destroyed", () => {
    const units = {
      brit: { side: BRITISH, at: "V09", face: "dispersed" as const, in: "trench" as const },
      ger: { side: GERMAN, at: "V09", face: "dispersed" as const },
      gmg: { side: GERMAN, at: "X09", face: "dispersed" as const, in: "trench" as const, ...MG_UNIT },
    };
    const b = acting(map, BRITISH, units, ["brit"]);
    const back = [{ unit: "ger", kind: "area" }];
    const command = { type: "fire", side: BRITISH, unit: "brit", at: at("V09"), kind: "area" } as const;
    // Only the reactor's units in the target hex may shoot back: the MG in X09 is not offered.
    expect(run(b, command)).toMatchObject({ status: "decision", request: { id: "rp-firefight:brit:1", side: GERMAN, options: ["pass", back], default: "pass", rule: "RP 6.74" } });
    const r = play(b, command, [5, 5, 4, 5], { "rp-firefight:brit:1": back });
    expect(r.events.filter((e) => e.type === "fired").map((e) => [e.unit, e.reaction])).toEqual([
      ["brit", false],
      ["ger", true],
    ]);
    expect(checks(r.events).map((e) => [e.unit, counted(e), e.result, e.outcome])).toEqual([
      ["ger", ["firepower 1", "same-hex 1", "craters -1"], 11, "destroyed"],
      ["brit", ["firepower 1", "same-hex 1", "trench -3"], 8, "dispersed"],
    ]);
    expect(r.state.units.ger!.status).toBe("destroyed");
    expect(r.state.units.gmg!.spent).toBe(false);
  });

  it("RP 6.74: both shots of a firefight are resolved before either is carried out: mutual destruction", () => {
    const units = { bmg: { side: BRITISH, at: "V10", ...MG_UNIT }, gmg: { side: GERMAN, at: "W10", ...MG_UNIT } };
    const b = acting(map, BRITISH, units, ["bmg"]);
    const r = play(b, { type: "fire", side: BRITISH, unit: "bmg", at: at("W10"), kind: "area" }, [6, 5, 6, 5], { "rp-firefight:bmg:1": [{ unit: "gmg", kind: "area" }] });
    expect(checks(r.events).map((e) => [e.unit, e.outcome])).toEqual([
      ["gmg", "destroyed"],
      ["bmg", "destroyed"],
    ]);
    expect(r.events.filter((e) => e.type === "unit-spent")).toEqual([]);
  });

  it("RP 6.74, 6.65, 6.85: a mover in the shooter's hex failing the firefight's check stops, and loses its transport group", () => {
    const units = { g: { side: GERMAN, at: "E02" }, carried: { side: GERMAN, at: "E02" }, b: { side: BRITISH, at: "E03", spent: false } };
    const b = rpBattle(map, {
      units,
      extra: { ...couplets(GERMAN), activation: { side: GERMAN, config: "mass", units: ["g", "carried"], acted: ["carried"], moving: ["carried"], transport: { carried: "wagon" } } },
    });
    const r = play(b, { type: "fire", side: GERMAN, unit: "g", at: at("E03"), kind: "area" }, [1, 2, 1, 2, 3, 4], { "rp-firefight:g:1": [{ unit: "b", kind: "area" }] });
    expect(checks(r.events).map((e) => [e.unit, counted(e), e.outcome])).toEqual([
      ["b", ["firepower 1", "formed 1"], "no-effect"],
      ["g", ["firepower 1", "formed 1"], "no-effect"],
      ["carried", ["firepower 1", "formed 1", "moving 1"], "dispersed"],
    ]);
    expect(r.events).toContainEqual({ type: "transport-lost", side: GERMAN, kind: "wagon", rule: "RP 6.85" });
    expect(r.events).toContainEqual({ type: "move-ended", units: ["carried"] });
  });

  it("RP 6.71: spent units and mortars never shoot back", () => {
    const units = {
      bmg: { side: BRITISH, at: "V10", ...MG_UNIT },
      spent: { side: GERMAN, at: "W10", spent: true },
      mortar: { side: GERMAN, at: "W10", types: ["mortar" as const], ...MORTAR },
    };
    const r = play(acting(map, BRITISH, units, ["bmg"]), { type: "fire", side: BRITISH, unit: "bmg", at: at("W10"), kind: "area" }, [1, 2, 1, 2]);
    expect(r.asked.filter((d) => d.kind === "rp-firefight")).toEqual([]);
  });

  it("RP 6.03: only the command's activated, ready units fire", () => {
    const b = acting(map, GERMAN, { g: { side: GERMAN, at: "E02" }, idle: { side: GERMAN, at: "E02" }, e: { side: BRITISH, at: "E03" } }, ["g"]);
    expect(run(b, { type: "fire", side: GERMAN, unit: "idle", at: at("E03"), kind: "area" })).toMatchObject({ status: "refused", rule: "RP 6.03" });
    expect(run(b, { type: "fire", side: BRITISH, unit: "e", at: at("E02"), kind: "area" })).toMatchObject({ status: "refused", rule: "RP 5.21" });
  });
});

describe("RP 3.9 control after fire", () => {
  const map = eopMap();
  const at = (label: string) => rpHexAt(map, label);
  const { play } = fireRunner(map);

  it("RP 3.9: fire that destroys the last enemy unit in a shared hex gives the survivors' side control", () => {
    const units = { brit: { side: BRITISH, at: "V09", face: "dispersed" as const, in: "trench" as const }, ger: { side: GERMAN, at: "V09", face: "dispersed" as const } };
    const b = rpBattle(map, { units, extra: { ...couplets(GERMAN, 2, 2), activation: { side: BRITISH, config: "unit", units: ["brit"] }, control: { [offsetOf("V09").join(",")]: GERMAN } } });
    const command = { type: "fire", side: BRITISH, unit: "brit", at: at("V09"), kind: "area" } as const;
    const kept = play(b, command, [1, 2]);
    expect(kept.state.units.ger!.status).toBe("on-map");
    expect(kept.state.control[String(at("V09"))]).toBe(GERMAN);
    const won = play(b, command, [5, 5]);
    expect(checks(won.events).map((e) => [e.unit, e.outcome])).toEqual([["ger", "destroyed"]]);
    expect(won.events).toContainEqual({ type: "control-changed", hex: at("V09"), side: BRITISH });
    expect(won.state.control[String(at("V09"))]).toBe(BRITISH);
  });
});

describe("RP 6.679 hallowed ground", () => {
  const map = rpMap();
  const at = (label: string) => rpHexAt(map, label);
  const { play } = fireRunner(map);

  it("RP 6.679: from then on every unit of the hallowing side in or adjacent to the hex takes −1 to its checks; others do not", () => {
    const b = rpBattle(map, {
      units: {
        mg: { side: BRITISH, at: "N14", face: "dispersed", ...MG_UNIT },
        near: { side: GERMAN, at: "N17" },
        far: { side: GERMAN, at: "N16" },
        foe: { side: BRITISH, at: "N17" },
      },
      extra: { ...couplets(BRITISH), activation: { side: BRITISH, config: "unit", units: ["mg"] }, markers: { hallowed: { hex: offsetOf("N18"), side: GERMAN } }, hallowedUsed: true },
    });
    const hallowed = (events: Parameters<typeof checks>[0], unit: string) => checks(events).find((e) => e.unit === unit)!.trace.some((t) => t.id === "hallowed-ground" && t.value === -1);
    const intoNear = play(b, { type: "fire", side: BRITISH, unit: "mg", at: at("N17"), kind: "area" }, [1, 2, 1, 2]);
    expect([hallowed(intoNear.events, "near"), hallowed(intoNear.events, "foe")]).toEqual([true, false]);
    const intoFar = play(b, { type: "fire", side: BRITISH, unit: "mg", at: at("N16"), kind: "area" }, [1, 2]);
    expect(hallowed(intoFar.events, "far")).toBe(false);
  });
});
