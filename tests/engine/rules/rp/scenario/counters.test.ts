import { describe, expect, it } from "vitest";
import { DataError, parseData } from "../../../../../src/engine/data/validate";
import { RP_DEMO } from "../../../../../src/engine/rules/rp/data/demo";
import { RpCounterSet } from "../../../../../src/engine/rules/rp/data/schemas/counters";

const kinds = RP_DEMO.counters.counters;
const copy = () => JSON.parse(JSON.stringify(RP_DEMO.counters)) as Record<string, any>;
function paths(json: unknown): string[] {
  try {
    parseData(RpCounterSet, json, "counters");
  } catch (e) {
    if (e instanceof DataError) return e.issues.map((i) => i.path);
    throw e;
  }
  return [];
}

describe("RpCounterSet: the demonstration counters", () => {
  it("AA 14.0: the Eingreif company's dispersed side is +3/2/+4/8/4, from the rules, and it uses infiltration tactics", () => {
    const e = kinds["german-eingreif"]!;
    expect(e.faces.dispersed).toMatchObject({ firepower: 3, range: 2, melee: 4, cohesion: 8, movement: 4 });
    expect(e.infiltration).toBe(true);
    for (const v of ["firepower", "range", "melee", "cohesion", "movement"]) expect(e.values[`dispersed.${v}`]).toMatchObject({ source: "rules", rule: "AA 14.0" });
    expect(e.provenance.source).toBe("playtest");
  });

  it("AA 14.0: the kinds of the Assault Artillery! orders of battle are all there", () => {
    const names = Object.values(kinds).map((k) => `${k.nationality} ${k.name}`);
    for (const n of ["french Late War Infantry Company", "german Late War Reserve Inf Company", "german Eingreif Company", "german Machine Gun Section", "french Machine Gun Section", "german German 77mm Gun", "french Mortar Section", "french Engineer Company", "french Flamethrower Detachment", "french Schneider CA1 Tank", "french Saint-Chamond Tank"])
      expect(names).toContain(n);
  });

  it("every kind is playtest but the values the rules fix (RP 9.0, AA 14.0), each with its rule", () => {
    for (const k of Object.values(kinds)) {
      expect(k.provenance.source).toBe("playtest");
      for (const p of Object.values(k.values)) expect(p.source === "rules" && /^(RP 9\.0|AA 14\.0)$/.test(p.rule)).toBe(true);
    }
    expect(Object.keys(kinds["german-infantry"]!.values).sort()).toEqual(["dispersed.melee", "dispersed.movement", "formed.cohesion"]);
  });

  it("a third type and a rule for a value no face has are refused at their paths", () => {
    const c = copy();
    c.counters["british-mg"].types = ["machine-gun", "infantry", "cavalry"];
    c.counters["british-infantry"].values["formed.morale"] = { source: "playtest" };
    expect(paths(c)).toEqual(['$.counters["british-infantry"].values["formed.morale"]', '$.counters["british-mg"].types']);
  });

  it("an unknown nationality and a rule for a value this face does not give (anti-tank) are refused at their paths", () => {
    const c = copy();
    c.counters["german-mg"].nationality = "austrian";
    c.counters["german-infantry"].values["formed.antiTank"] = { source: "rules", rule: "RP 9.0" };
    expect(paths(c)).toEqual(['$.counters["german-infantry"].values["formed.antiTank"]', '$.counters["german-mg"].nationality']);
  });
});
