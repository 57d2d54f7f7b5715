import { describe, expect, it } from "vitest";
import { DataError } from "../../../../../src/engine/data/validate";
import { loadMap } from "../../../../../src/engine/map/map-json";
import ciDemoScenarioJson from "../../../../../src/engine/rules/ci/data/ci-demo-scenario.json";
import { CI_DEMO_MAP, CI_DEMO_SCENARIO } from "../../../../../src/engine/rules/ci/data/demo";
import { loadCiScenario } from "../../../../../src/engine/rules/ci/data/load-scenario";
import { CI_ROSTER } from "../../../../../src/engine/rules/ci/data/roster";
import { scenarioNumberValues } from "../../../../../src/engine/rules/ci/data/schemas/scenario";
import { CI_TEC } from "../../../../../src/engine/rules/ci/data/tec";
import { neededNumbers } from "../../../../../src/engine/rules/ci/numbers/needs";

const MAP = loadMap(CI_DEMO_MAP, CI_TEC, "ci-demo-map.json");

/** The demo scenario with one edit, loaded; the paths of its faults. */
function faults(edit: (json: any) => void): string[] {
  const json = structuredClone(ciDemoScenarioJson) as any;
  edit(json);
  try {
    loadCiScenario(json, MAP, CI_ROSTER);
  } catch (e) {
    if (e instanceof DataError) return e.issues.map((i) => i.path);
    throw e;
  }
  return [];
}

describe("CI scenarios and the demonstration battle", () => {
  it("CI 10.x Scenarios: the demo's numbers give every lost value its battle reads, each marked PLAYTEST", () => {
    const s = CI_DEMO_SCENARIO;
    const needed = neededNumbers({ roster: CI_ROSTER, kinds: s.forces.map((f) => f.kind), map: MAP, night: s.night, hitLimits: s.options.hitLimits, numbers: scenarioNumberValues(s), wire: s.markers.wire.length > 0 });
    expect(needed.filter((n) => n.default === undefined)).toEqual([]);
    expect(needed.map((n) => n.id)).toContain("unit.us-squad.maxStrength");
    for (const n of Object.values(s.numbers)) expect(n).toMatchObject({ provenance: "playtest", note: "PLAYTEST — not from the rules" });
  });

  it("CI 3.x Terrain Effects: the demo map has the farm on a level-1 rise with slopes, three town hexes, woods, a bridge, a ford, hedges with a gap and a lake", () => {
    const terrain = (t: string) => CI_DEMO_MAP.hexes.filter((h) => h.terrain.includes(t));
    const features = (f: string) => CI_DEMO_MAP.hexsides.filter((h) => h.features.includes(f)).length;
    expect(terrain("farm")).toEqual([expect.objectContaining({ level: 1 })]);
    expect(terrain("town")).toHaveLength(3);
    expect(terrain("woods").length).toBeGreaterThan(1);
    expect(terrain("sea").length).toBeGreaterThan(1);
    expect([features("bridge-wood"), features("ford"), features("hedge-gap")]).toEqual([1, 1, 1]);
    expect(features("slope")).toBeGreaterThan(6);
    expect(features("hedge")).toBeGreaterThan(1);
  });

  it("CI 10.x Set-up: a field of the wrong type is refused at its JSON path", () => {
    expect(faults((j) => (j.turns = "6"))).toEqual(["$.turns"]);
    expect(faults((j) => (j.forces[3].platoon = 4))).toEqual(["$.forces[3].platoon"]);
    expect(faults((j) => (j.extra = 1))).toEqual(["$"]);
  });

  it("CI 2.x Unit Types: a force of a kind the roster lacks, or of the other nation, is refused at its kind", () => {
    expect(faults((j) => (j.forces[0].kind = "us-jeep"))).toEqual(["$.forces[0].kind"]);
    expect(faults((j) => (j.forces[0].kind = "ger-chq"))).toEqual(["$.forces[0].kind"]);
    expect(faults((j) => (j.numbers["unit.panther.F"] = { value: 7, provenance: "playtest", note: "x" }))).toEqual(['$.numbers["unit.panther.F"]']);
  });

  it("CI 10.x Set-up: a hex off the map, a set-up on the lake and a foxhole outside Clear are refused at their paths", () => {
    expect(faults((j) => (j.setupAreas["caron-farm"].hexes[0] = [14, 5]))).toEqual(['$.setupAreas["caron-farm"].hexes[0]']);
    expect(faults((j) => (j.forces.at(-2).setup = { hex: [0, 0] }))).toEqual([`$.forces[${ciDemoScenarioJson.forces.length - 2}].setup.hex`]);
    expect(faults((j) => (j.markers.foxholes[0] = [10, 5]))).toEqual(["$.markers.foxholes[0]"]);
    expect(faults((j) => (j.objectives[1].hex = [3, 12]))).toEqual(["$.objectives[1].hex"]);
  });

  it("CI 10.x Set-up: a force set up in the other side's area or a missing area is refused", () => {
    expect(faults((j) => (j.forces[0].setup = "st-aubyn"))).toEqual(["$.forces[0].setup"]);
    expect(faults((j) => (j.forces[0].setup = "nowhere"))).toEqual(["$.forces[0].setup"]);
  });
});
