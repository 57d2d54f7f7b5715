import { describe, expect, it } from "vitest";
import { armorEfficiencyFacts, atOpportunityFires, isArmorEfficient } from "../../../../../src/engine/rules/pg/at/armor-efficiency";
import { atArmor } from "../../../../../src/engine/rules/pg/at/targets";
import { hasTankLeaderByRule } from "../../../../../src/engine/rules/pg/leaders/tank-leaders";
import { pgShowing } from "../../../../../src/engine/rules/pg/state/pieces";
import * as classify from "../../../../../src/engine/rules/pg/units/classify";
import { namedNationality } from "../../../../../src/engine/rules/pg/units/nationality";
import { overstacked, threeUnitShift } from "../../../../../src/engine/rules/pg/units/stacking";
import { unitClassOf, type PgUnitClass } from "../../../../../src/engine/rules/pg/units/unit-class";
import { table } from "../at/fixtures";
import { TYPES, at, battle, counters, unit } from "./fixtures";

const PREDICATES = ["isCombatUnit", "isAfv", "isApc", "isOpenTop", "isClosedTop", "isArmoredCar", "isTransport", "isUnarmedTransport", "isVehicle", "isWeapon", "isPersonnel"] as const;
/** Every class a unit has, by the one classification (units/classify.ts). */
const classes = (u: PgUnitClass) => [...PREDICATES.map((p) => classify[p](u)), classify.movementClass(u), classify.movementClass(u, true)];

describe("PG 1.2, 4.1, 5.1 a battle's unit is classified as its counter", () => {
  it("PG 1.2, 4.3, 5.1, 5.64 every class of a unit built from a counter is the counter's", () => {
    for (const type of TYPES) expect(classes(unit("u", "german", type)), type).toEqual(classes(unitClassOf(counters[type]!)));
  });

  it("PG 4.1, 4.4 a battle's units stack as their counters do", () => {
    const h = at(1, 1);
    const pieces = (from: (type: string) => PgUnitClass) => ["german-infantry", "german-infantry", "german-tank", "german-hmg", "german-apc"].map((t) => ({ piece: "unit" as const, unit: from(t), carried: false }));
    const units = pieces((t) => unit(t, "german", t, { hex: h }));
    const types = pieces((t) => unitClassOf(counters[t]!));
    expect([overstacked(units), threeUnitShift(units)]).toEqual([overstacked(types), threeUnitShift(types)]);
    expect(overstacked(units)).toEqual({ rule: "PG 4.1", limit: "combatUnits" });
  });

  it("PG 1.2 a unit keeps its counter type, nationality, steps and printed values; a battle's carries no provenance", () => {
    const u = unit("t1", "soviet", "soviet-tank", { hex: at(3, 3), steps: 1, guards: true });
    expect(u).toMatchObject({ type: "soviet-tank", nationality: "soviet", name: "Tank", kind: "tank", armor: 2, steps: 1, maxSteps: 2, guards: true, leadersAboard: [] });
    expect(u.full).toEqual({ direct: { strength: 4, range: 4 }, bombardment: null, at: { strength: 5, range: 5 }, movement: 6 });
    expect(atArmor(u, table)).toEqual({ value: 2, rule: "11.1" });
  });
});

describe("PG 7.6, 5.62 the side a unit shows", () => {
  it("PG 7.6 full, then reduced after a step loss; PG 5.62 limbered when limbered", () => {
    expect(pgShowing(unit("i", "german", "german-infantry"))).toBe("full");
    expect(pgShowing(unit("i", "german", "german-infantry", { steps: 1 }))).toBe("reduced");
    expect(pgShowing(unit("g", "soviet", "soviet-at-gun", { limbered: true }))).toBe("limbered");
  });
});

describe("PG 6.8, 11.2 what the battle tells of a unit's nationality, Guards and the year", () => {
  it("PG 11.2 a full-strength Soviet Guards AFV in 1943 is armor-efficient, reduced it is not; PG 13.0 its AT opportunity fires", () => {
    const b = battle([], [], { year: 1943 });
    const guards = unit("t", "soviet", "soviet-tank", { guards: true });
    expect(isArmorEfficient(guards, armorEfficiencyFacts(b, guards))).toBe(true);
    const reduced = { ...guards, steps: 1 };
    expect([isArmorEfficient(reduced, armorEfficiencyFacts(b, reduced)), atOpportunityFires(reduced, armorEfficiencyFacts(b, reduced))]).toEqual([false, 1]);
    expect(isArmorEfficient(guards, armorEfficiencyFacts({ year: 1942 }, guards))).toBe(false);
  });

  it("PG 6.8 tank leaders by rule: German AFVs; Soviet Guards from 1943; American and Polish from 1944; never an APC", () => {
    const facts = (nationality: string, year: number, guards = false) => ({ nationality: namedNationality(nationality), guards, year });
    const tank = unitClassOf(counters["german-tank"]!);
    expect(hasTankLeaderByRule(tank, facts("german", 1939))).toBe(true);
    expect(hasTankLeaderByRule(unitClassOf(counters["german-apc"]!), facts("german", 1939))).toBe(false);
    expect([hasTankLeaderByRule(tank, facts("soviet", 1943, true)), hasTankLeaderByRule(tank, facts("soviet", 1942, true)), hasTankLeaderByRule(tank, facts("soviet", 1945))]).toEqual([true, false, false]);
    expect([hasTankLeaderByRule(tank, facts("american", 1944)), hasTankLeaderByRule(tank, facts("polish", 1943)), hasTankLeaderByRule(tank, facts("commonwealth", 1945))]).toEqual([true, false, false]);
  });

  it("PG 6.8, 11.2 a nationality is named by the battle's map, else by its id where the rules name it, else other", () => {
    expect([namedNationality("german"), namedNationality("ss"), namedNationality("ss", { ss: "german" }), namedNationality("italian")]).toEqual(["german", "other", "german", "other"]);
  });
});
