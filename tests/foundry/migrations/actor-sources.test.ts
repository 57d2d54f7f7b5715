import { describe, expect, it } from "vitest";
import { MarkerModel } from "../../../src/foundry/data/actor/_module";
import { LeaderModel, UnitModel } from "../../../src/foundry/rulesets/ia/actors/_module";
import { removedKeys } from "../../../src/foundry/migrations/removed-keys";
import { migrateLeaderSystem, migrateMarkerSystem, migrateUnitSystem, nationalityId } from "../../../src/foundry/rulesets/ia/migrations/actor-sources";
import { readSchema } from "../support/schema";
import { schemaIssues } from "../support/validate";

/** Actors as the models before the counter schema saved them (the old sample actors). */
const oldUnit = () => ({
  nationality: "Russian",
  unitType: "INF",
  size: "squadron",
  steps: { value: 1, max: 2 },
  fire: { direct: 5, bombardment: 0, range: 4 },
  morale: 8,
  movement: 4,
  status: "disrupted",
  movedFired: true,
  spotted: false,
  hidden: true,
});
const oldLeader = () => ({ nationality: "Russian", rank: 4, leaderType: "armor", combatModifier: 1, moraleModifier: -1, morale: 9, status: "good", movedFired: false });

const MIGRATED = { source: "user", rule: "", note: "HEX_TACTICS.Migration.note.migrated" };
const COPIED = { source: "playtest", rule: "", note: "HEX_TACTICS.Migration.note.reducedCopied" };

describe("old actor data read into the counter-schema models", () => {
  it("a unit's one fire value becomes its full face; state (status, MOVED/FIRED, hidden, steps left) is dropped", () => {
    const unit = migrateUnitSystem(oldUnit());
    const full = { directFire: { strength: { value: 5, provenance: MIGRATED }, range: { value: 4, provenance: MIGRATED } }, bombardmentFire: null, movement: { value: 4, provenance: MIGRATED }, morale: { value: 8, provenance: MIGRATED } };
    expect(unit).toEqual({
      counterId: "",
      code: "INF",
      nationality: "russian",
      category: "infantry",
      size: "company",
      subtype: "",
      ledBy: "",
      steps: { value: 2, provenance: MIGRATED },
      faces: {
        full,
        reduced: { directFire: { strength: { value: 5, provenance: COPIED }, range: { value: 4, provenance: COPIED } }, bombardmentFire: null, movement: { value: 4, provenance: COPIED }, morale: { value: 8, provenance: COPIED } },
        limbered: null,
        dismounted: null,
        dismountedReduced: null,
      },
    });
    expect(schemaIssues(readSchema(UnitModel), unit)).toEqual([]);
  });

  it("the old unit type names a category; a one-step gun gets no reduced side (IA1 7.6) and keeps its bombardment value", () => {
    const gun = migrateUnitSystem({ ...oldUnit(), unitType: "artillery", size: "battery", steps: { value: 1, max: 1 }, fire: { direct: 0, bombardment: 10, range: 20 }, morale: 0, movement: 0 });
    expect(gun).toMatchObject({ code: "ARTILLERY", category: "artillery", size: "battery", faces: { full: { directFire: null, bombardmentFire: { strength: { value: 10 }, range: { value: 20 } }, morale: null }, reduced: null } });
    expect(migrateUnitSystem({ ...oldUnit(), unitType: "Zeppelin" })).toMatchObject({ code: "ZEPPELIN", category: "infantry" });
  });

  it("a leader's modifiers become combat and morale bonus; armor, which IA has not, leads infantry (IA1 6.1)", () => {
    const leader = migrateLeaderSystem(oldLeader());
    expect(leader).toEqual({
      counterId: "",
      nationality: "russian",
      type: "infantry",
      subtype: "",
      rank: "4",
      rankTitles: [],
      morale: { value: 9, provenance: MIGRATED },
      combat: { value: 1, provenance: MIGRATED },
      moraleBonus: { value: 0, provenance: MIGRATED },
      piece: "",
    });
    expect(schemaIssues(readSchema(LeaderModel), leader)).toEqual([]);
  });

  it("a marker's markerType is its kind; a status marker stays as it was, for the world migration to delete", () => {
    expect(migrateMarkerSystem({ markerType: "smoke", rule: "IA1 16.1", description: "<p>x</p>" })).toEqual({ kind: "smoke", rule: "IA1 16.1", description: "<p>x</p>" });
    expect(schemaIssues(readSchema(MarkerModel), migrateMarkerSystem({ markerType: "drumfire", rule: "", description: "" }))).toEqual([]);
    expect(migrateMarkerSystem({ markerType: "spotted", rule: "IA1 8.52", description: "" })).toEqual({ markerType: "spotted", rule: "IA1 8.52", description: "" });
  });

  it("current data is left alone", () => {
    const current = migrateUnitSystem(oldUnit());
    expect(migrateUnitSystem(current)).toBe(current);
    const leader = migrateLeaderSystem(oldLeader());
    expect(migrateLeaderSystem(leader)).toBe(leader);
    const marker = { kind: "smoke", rule: "", description: "" };
    expect(migrateMarkerSystem(marker)).toBe(marker);
  });

  it("the models read old data through migrateData", () => {
    expect(UnitModel.migrateData(oldUnit())).toEqual(migrateUnitSystem(oldUnit()));
    expect(LeaderModel.migrateData(oldLeader())).toEqual(migrateLeaderSystem(oldLeader()));
    expect(MarkerModel.migrateData({ markerType: "wire", rule: "", description: "" })).toMatchObject({ kind: "wire" });
  });

  it("nationalities become counter-set ids", () => {
    expect([nationalityId("Russian"), nationalityId(" Austro Hungarian "), nationalityId(""), nationalityId(3)]).toEqual(["russian", "austro-hungarian", "unknown", "unknown"]);
  });

  it("deletion keys remove every old field the new data lacks, nested ones too", () => {
    expect(removedKeys(oldUnit(), migrateUnitSystem(oldUnit()))).toEqual([
      "system.-=unitType",
      "system.steps.-=max",
      "system.-=fire",
      "system.-=morale",
      "system.-=movement",
      "system.-=status",
      "system.-=movedFired",
      "system.-=spotted",
      "system.-=hidden",
    ]);
  });
});
