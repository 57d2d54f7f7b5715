import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CounterSet } from "../../../../src/engine/rules/ia/data/schemas/counters";
import { parseData } from "../../../../src/engine/data/validate";
import { LeaderModel, UnitModel } from "../../../../src/foundry/rulesets/ia/actors/_module";
import {
  counterActorId,
  counterOfPiece,
  countersToActors,
  type LeaderActor,
  type UnitActor,
} from "../../../../src/foundry/rulesets/ia/counters-to-actors";
import { testActors, testCounters, testCountersJson } from "../../../support/sample-actors";
import { readSchema } from "../../support/schema";
import { schemaIssues } from "../../support/validate";

const root = join(import.meta.dirname, "../../../..");
const FIXTURE = { source: "user", rule: "", note: "test fixture, not a printed counter" };
const cell = <T>(value: T) => ({ value, provenance: FIXTURE });
const unit = (id: string) => testActors.find((a) => a.system.counterId === id) as UnitActor;
const leader = (id: string) => testActors.find((a) => a.system.counterId === id) as LeaderActor;

describe("a counter set imports into actors", () => {
  it("one actor per unit type, then one per leader, in the counter set's order", () => {
    expect(testActors.map((a) => [a.type, a.system.counterId, a.name])).toEqual([
      ...Object.entries(testCounters.units).map(([id, u]) => ["unit", id, u.name]),
      ...Object.entries(testCounters.leaders).map(([id, l]) => ["leader", id, l.name]),
    ]);
    expect(testActors).toHaveLength(8 + 13);
  });

  it("each actor's _id is static: 16 letters and digits from its counter set and id, the same at every import", () => {
    const ids = testActors.map((a) => a._id);
    for (const id of ids) expect(id).toMatch(/^ia1[A-Za-z0-9]{13}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(countersToActors(testCounters).map((a) => a._id)).toEqual(ids);
    expect(unit("ger-inf")._id).toBe(counterActorId(testCounters, "unit", "ger-inf"));
    expect(counterActorId({ ruleset: "infantry-attacks", edition: "IA2" }, "unit", "ger-inf")).not.toBe(unit("ger-inf")._id);
    expect(counterActorId(testCounters, "leader", "ger-inf")).not.toBe(unit("ger-inf")._id);
  });

  it("IA1 7.3, 7.6: a company's system is its unit type, every value a cell, the faces it lacks null", () => {
    expect(unit("ger-inf").system).toEqual({
      counterId: "ger-inf",
      code: "INF",
      nationality: "german",
      category: "infantry",
      size: "company",
      subtype: "",
      ledBy: "",
      steps: cell(2),
      faces: {
        full: { directFire: { strength: cell(5), range: cell(4) }, bombardmentFire: null, movement: cell(4), morale: null },
        reduced: { directFire: { strength: cell(3), range: cell(4) }, bombardmentFire: null, movement: cell(4), morale: null },
        limbered: null,
        dismounted: null,
        dismountedReduced: null,
      },
    });
  });

  it("IA1 5.61: a gun's T movement is null on both sides; its bombardment value is kept beside the direct one", () => {
    const { faces } = unit("ger-art").system;
    expect(faces.full).toMatchObject({ directFire: { strength: cell(4), range: cell(8) }, bombardmentFire: { strength: cell(10), range: cell(20) }, movement: cell(null) });
    expect(faces.limbered?.movement).toEqual(cell(null));
  });

  it("IA1 15.1: Cossacks bring four faces, their subtype, and IA2 6.11 a horse MG its leader type", () => {
    const coss = unit("rus-coss").system;
    expect([coss.subtype, coss.faces.dismounted?.directFire?.strength.value, coss.faces.dismountedReduced?.movement.value]).toEqual(["cossack", 4, 4]);
    expect(unit("rus-horse-mg").system.ledBy).toBe("cavalry");
  });

  it("IA1 Rank: a leader keeps his title and his nationality's ladder for his type; his piece", () => {
    expect(leader("ger-hptm-a1").system).toEqual({
      counterId: "ger-hptm-a1",
      nationality: "german",
      type: "infantry",
      subtype: "",
      rank: "Hauptmann",
      rankTitles: ["Leutnant", "Hauptmann", "Major"],
      morale: cell(9),
      combat: cell(1),
      moraleBonus: cell(1),
      piece: "ger-hptm-a",
    });
    expect(leader("rus-rotm-1").system).toMatchObject({ type: "cavalry", subtype: "cossack", rank: "Rotmistr", rankTitles: ["Kornet", "Rotmistr", "Polkovnik"] });
  });

  it("every actor is valid against its data model", () => {
    for (const a of testActors) expect(schemaIssues(readSchema(a.type === "unit" ? UnitModel : LeaderModel), a.system)).toEqual([]);
  });

  it("tokens are unlinked (one counter, many pieces) and show placeholder art of the unit's category", () => {
    expect(unit("ger-mg")).toMatchObject({
      img: "systems/hex-tactics/assets/counters/machine-gun.svg",
      prototypeToken: { name: "German MG", texture: { src: "systems/hex-tactics/assets/counters/machine-gun.svg" }, actorLink: false },
    });
    expect(leader("rus-rotm-1").img).toBe("systems/hex-tactics/assets/counters/leader-cavalry.svg");
    for (const a of testActors) expect(existsSync(join(root, a.img.replace("systems/hex-tactics/", "")))).toBe(true);
  });
});

describe("words and stars, and a piece's counter", () => {
  it("IA1 7.3: an unlimited range is null on the actor; IA2 3.2 a rank in stars is its digits, with no ladder", () => {
    const json = testCountersJson() as any;
    json.units["ger-art"].faces.full.bombardmentFire.range.value = "unlimited";
    json.ranks = [];
    for (const l of Object.values(json.leaders) as any[]) l.rank = 3;
    const set = parseData(CounterSet, json, "counters");
    const actors = countersToActors(set);
    const art = actors.find((a) => a.system.counterId === "ger-art") as UnitActor;
    expect(art.system.faces.full.bombardmentFire?.range.value).toBeNull();
    expect((actors.find((a) => a.type === "leader") as LeaderActor).system).toMatchObject({ rank: "3", rankTitles: [] });
  });

  it("IA2 7.3: a unit type the counter set marks with special spotting powers brings them to its actor, valid against the model; the others leave them out (the model's false)", () => {
    const json = testCountersJson() as any;
    json.units["rus-coss"].specialSpotting = true;
    const actors = countersToActors(parseData(CounterSet, json, "counters"));
    const coss = actors.find((a) => a.system.counterId === "rus-coss") as UnitActor;
    expect(coss.system.specialSpotting).toBe(true);
    expect(schemaIssues(readSchema(UnitModel), coss.system)).toEqual([]);
    expect(actors.filter((a) => a.type === "unit" && "specialSpotting" in a.system).map((a) => a.system.counterId)).toEqual(["rus-coss"]);
  });

  it("a piece's counter: a unit is its type numbered across the setup, a leader his own counter", () => {
    expect(counterOfPiece(testCounters, "ger-inf-3")).toEqual({ kind: "unit", id: "ger-inf" });
    expect(counterOfPiece(testCounters, "rus-horse-mg-1")).toEqual({ kind: "unit", id: "rus-horse-mg" });
    expect(counterOfPiece(testCounters, "ger-hptm-a1")).toEqual({ kind: "leader", id: "ger-hptm-a1" });
    expect(counterOfPiece(testCounters, "ger-inf")).toBeNull();
    expect(counterOfPiece(testCounters, "ger-panzer-1")).toBeNull();
  });
});
