import { describe, expect, it } from "vitest";
import { decodeOnMap, encodeOnMap, loadMap } from "../../../../../src/engine/map";
import { RP_DEMO } from "../../../../../src/engine/rules/rp/data/demo";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import { rpHexAt, rpHexLabel } from "../../../../../src/engine/rules/rp/map/labels";
import { rpBattleFromScenario } from "../../../../../src/engine/rules/rp/scenario";
import { RpBattleJson } from "../../../../../src/engine/rules/rp/state";
import { wireBetween, trenchConnects } from "../../../../../src/engine/rules/rp/state/hexsides";

const map = loadMap(RP_DEMO.map, RP_TEC);
const battle = rpBattleFromScenario(RP_DEMO.scenario, RP_DEMO.counters, map);
const at = (label: string) => rpHexAt(map, label);
const where = (side: string) =>
  Object.entries(battle.units)
    .filter(([, u]) => u.side === side)
    .map(([id, u]) => `${id}@${rpHexLabel(map, u.hex!)}${u.in === "trench" ? " IN" : ""}`);

describe("the demonstration scenario (the example of play, RP 9.0)", () => {
  it("RP 9.0: the Germans stand as the example places them: an MG and a company in X09, two companies in X10–X12, artillery in X13", () => {
    expect(where("german")).toEqual([
      "german-mg-1@X09 IN",
      "german-infantry-1@X09 IN",
      "german-infantry-2@X10 IN",
      "german-infantry-3@X10 IN",
      "german-infantry-4@X11 IN",
      "german-infantry-5@X11 IN",
      "german-infantry-6@X12 IN",
      "german-infantry-7@X12 IN",
      "german-77mm-1@X13 IN",
    ]);
  });

  it("RP 9.0, 8.32: the British are IN their trenches: infantry V09, MG V10, infantry V11, MG V12, a company south of V12", () => {
    expect(where("british")).toEqual(["british-infantry-1@V09 IN", "british-mg-1@V10 IN", "british-infantry-2@V11 IN", "british-mg-2@V12 IN", "british-infantry-3@V13 IN"]);
    expect(Object.values(battle.units).every((u) => u.face === "formed" && u.status === "on-map" && !u.spent)).toBe(true);
  });

  it("RP 9.0: the values the example fixes are on the counters (German formed cohesion 8, dispersed MP 1 and MV +3; British MG FP +2, dispersed infantry FP +1; German artillery FP +3)", () => {
    const u = battle.units;
    expect([u["german-infantry-1"]!.faces.formed.cohesion, u["german-infantry-1"]!.faces.dispersed.movement, u["german-infantry-1"]!.faces.dispersed.melee]).toEqual([8, 1, 3]);
    expect([u["british-mg-1"]!.faces.dispersed.firepower, u["british-infantry-1"]!.faces.dispersed.firepower, u["german-77mm-1"]!.faces.formed.firepower]).toEqual([2, 1, 3]);
    // The British melee values sum to the example's +5 (turn 3), the MG's cohesion is above its roll of 7.
    expect(u["british-mg-1"]!.faces.dispersed.melee + u["british-infantry-2"]!.faces.dispersed.melee).toBe(5);
    expect(u["british-mg-1"]!.faces.dispersed.cohesion).toBeGreaterThan(7);
  });

  it("RP 7.1, 9.0: a German pulverizing PB on the British set-up area opens the battle (its preliminary phase)", () => {
    expect(battle.phase).toBe("preliminary");
    expect(battle.preliminary).toHaveLength(1);
    expect(battle.preliminary[0]!.side).toBe("german");
    expect(battle.preliminary[0]!.kind).toBe("pulverizing");
    expect(battle.preliminary[0]!.hexes.map((h) => rpHexLabel(map, h))).toEqual(["V07", "V08", "V09", "V10", "V11", "V12", "V13", "V14", "V15"]);
  });

  it("RP 3.9: at the start each side controls its set-up area, and no-man's land is nobody's", () => {
    expect(battle.control[String(at("V09"))]).toBe("british");
    expect(battle.control[String(at("X15"))]).toBe("german");
    expect(battle.control[String(at("W10"))]).toBeUndefined();
  });

  it("RP 10.1: the Germans win by controlling V09–V12 after 6 turns", () => {
    expect(battle.scenario.turns).toBe(6);
    expect(battle.scenario.victory).toEqual({ kind: "control", side: "german", hexes: ["V09", "V10", "V11", "V12"].map(at) });
  });

  it("RP 8.321, 8.34: trench artwork connects the trench hexes of each line; wire lies in front of the British line but where the example crosses it", () => {
    expect(trenchConnects(battle, map, at("X12"), at("X11"))).toBe(true);
    expect(trenchConnects(battle, map, at("V11"), at("V10"))).toBe(true);
    expect(trenchConnects(battle, map, at("V10"), at("W10"))).toBe(false);
    expect(wireBetween(battle, map, at("V11"), at("W11"))).toBe(true);
    expect(wireBetween(battle, map, at("V09"), at("W10"))).toBe(false);
    expect(wireBetween(battle, map, at("V10"), at("W11"))).toBe(false);
    expect(["W10", "W11", "V09"].map((l) => map.terrainAt(at(l)).includes("crater"))).toEqual([true, true, true]);
  });

  it("the battle is one the battle schema reads back equal (its JSON round-trips)", () => {
    const json = encodeOnMap(map, RpBattleJson, battle);
    expect(decodeOnMap(map, RpBattleJson, json, "demo")).toEqual(battle);
  });

  it("RP 7.0, 7.3: the British off-map group starts with no vertex recorded", () => {
    expect(battle.oma["british-oma-1"]).toMatchObject({ side: "british", firepower: 2, mode: "telephone", preregistered: null, crossHair: null });
  });
});
