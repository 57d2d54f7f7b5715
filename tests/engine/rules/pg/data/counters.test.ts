import { describe, expect, it } from "vitest";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";

const { units, leaders } = pg3Charts.demoCounters;
const unit = (id: string) => units[id]!;
const df = (id: string) => unit(id).faces.full.directFire!;

describe("PG demonstration counters: the values the text quotes", () => {
  it("PG 7.23 the German HMG is a 9-5", () => {
    expect([df("german-hmg").strength.value, df("german-hmg").range.value]).toEqual([9, 5]);
  });
  it("PG 7.52 the SS HMG has direct fire 11; PG 10.3 the Italian INF 4; PG 6.42 the German INF 5", () => {
    expect(["ss-hmg", "italian-infantry", "german-infantry"].map((id) => df(id).strength.value)).toEqual([11, 4, 5]);
  });
  it("PG 6.42 the German leader's combat modifier 1 raises the INF's 5 to 6", () => {
    expect(df("german-infantry").strength.value + leaders["german-leader"]!.front.combat.value).toBe(6);
  });
  it("PG 14.1 French INF morale 8; the French leader morale 9, morale modifier 1", () => {
    const leader = leaders["french-leader"]!.front;
    expect([unit("french-infantry").morale?.full.value, leader.morale.value, leader.moraleModifier.value]).toEqual([8, 9, 1]);
  });
  it("PG 7.61 the Tiger is a closed-top AFV; the SPW 251 an open-top APC (4.3)", () => {
    const tiger = unit("tiger");
    const spw = unit("spw-251");
    expect([tiger.armor.value !== null, tiger.openTop.value, tiger.apc.value]).toEqual([true, false, false]);
    expect([spw.armor.value !== null, spw.openTop.value, spw.apc.value]).toEqual([true, true, true]);
  });
  it("PG 7.52 the Soviet 76.2 mm gun is an artillery unit; PG 5.1 the guns towed, the truck motorized, the AFVs mechanized, the rest foot", () => {
    expect(unit("soviet-76mm-gun").kind).toBe("artillery");
    expect(Object.fromEntries(Object.entries(units).map(([id, u]) => [id, u.movementClass.value]))).toEqual({
      "german-hmg": "foot",
      "ss-hmg": "foot",
      "german-infantry": "foot",
      "italian-infantry": "foot",
      "french-infantry": "foot",
      tiger: "mechanized",
      "spw-251": "mechanized",
      "soviet-76mm-gun": "towed",
      // The demonstration scenario's pieces (pg3-demo-scenario.json), all playtest.
      "pz-iii": "mechanized",
      "t-34": "mechanized",
      "soviet-infantry": "foot",
      "soviet-hmg": "foot",
      "pak-38": "towed",
      "soviet-45mm-at-gun": "towed",
      "opel-blitz": "motorized",
    });
  });
});

describe("PG counters schema", () => {
  const head = { ruleset: "panzer-grenadier", edition: "PG3", name: "test", nationalities: { german: { name: "German" } } };
  const pt = { source: "playtest", note: "test" } as const;
  const c = <T>(value: T) => ({ value, provenance: pt });
  const truck = {
    name: "Truck", code: "TRK", nationality: "german", kind: "transport", transport: "truck", armor: c(null), openTop: c(false), apc: c(false),
    armoredCar: c(false), movementClass: c("motorized"), steps: c(1), faces: { full: { movement: c(8) } },
  };
  const issues = (json: unknown) => PgCounterSet.safeParse(json).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
  it("PG 1.2 armor 0 is an AFV, null is not; a truck has none", () => {
    expect(issues({ ...head, units: { truck } })).toEqual([]);
    expect(issues({ ...head, units: { truck: { ...truck, armor: c(-1) } } }).map(([p]) => p)).toContain("units.truck.armor.value");
  });
  it("PG 4.3 an APC is an open-top AFV; PG 5.1 an armored car moves motorized", () => {
    const apc = { ...truck, transport: undefined, apc: c(true), armor: c(0), movementClass: c("mechanized") };
    expect(issues({ ...head, units: { apc } }).map(([p]) => p)).toEqual(["units.apc.openTop"]);
    const car = { ...truck, kind: "armored-car", transport: undefined, armor: c(0), armoredCar: c(true), movementClass: c("mechanized") };
    expect(issues({ ...head, units: { car } })).toEqual([["units.car.movementClass", "PG 5.1 makes this unit motorized"]]);
  });
  it("PG 1.2, 15.1 leaders and aircraft are two-sided pieces of a known nationality", () => {
    const side = { name: "Ju 87", directFire: c(10) };
    expect(issues({ ...head, aircraft: { stuka: { nationality: "german", front: side, back: side } } })).toEqual([]);
    expect(issues({ ...head, aircraft: { stuka: { nationality: "german", front: side } } }).map(([p]) => p)).toEqual(["aircraft.stuka.back"]);
    expect(issues({ ...head, aircraft: { stuka: { nationality: "italian", front: side, back: side } } }).map(([p]) => p)).toEqual(["aircraft.stuka.nationality"]);
  });
});
