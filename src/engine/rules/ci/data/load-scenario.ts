import { DataError, jsonPath, parseData, type DataIssue } from "../../../data/validate";
import type { HexMap } from "../../../map/hex-map";
import { isLostNumber } from "./numbers";
import { OFF_MAP_CLASSES, type CiRoster } from "./schemas/roster";
import { CiScenario } from "./schemas/scenario";

type At = readonly [number, number];

/**
 * What a scenario's hexes must be on its map: every set-up area hex, set-up hex, objective and marker on the map and not
 * sea (CI 3.x Terrain Effects: Sea/Lake is impassable); foxholes in Clear only (CI 7.x Foxholes; Beach is Clear).
 */
export function checkScenarioOnMap(scenario: CiScenario, map: HexMap): DataIssue[] {
  const issues: DataIssue[] = [];
  const terrain = ([c, r]: At) => map.hexTerrain(map.indexOfOffset(c, r)).terrain;
  const check = (at: At, path: PropertyKey[], land = true) => {
    const fail = (message: string) => issues.push({ path: jsonPath(path), message });
    if (at[0] >= map.columns || at[1] >= map.rows) return fail(`hex [${at.join(", ")}] is off the ${map.columns}×${map.rows} map "${map.id}"`);
    if (land && terrain(at).includes("sea")) fail(`hex [${at.join(", ")}] is sea: no unit or marker may be there (CI 3.x Terrain Effects)`);
  };
  for (const [id, area] of Object.entries(scenario.setupAreas)) area.hexes.forEach((h, k) => check(h, ["setupAreas", id, "hexes", k]));
  scenario.forces.forEach((f, i) => typeof f.setup === "object" && check(f.setup.hex, ["forces", i, "setup", "hex"]));
  scenario.objectives.forEach((o, i) => check(o.hex, ["objectives", i, "hex"], false));
  scenario.markers.wire.forEach((h, k) => check(h, ["markers", "wire", k]));
  scenario.markers.smoke.forEach((h, k) => check(h, ["markers", "smoke", k], false));
  scenario.markers.foxholes.forEach((h, k) => {
    const path = ["markers", "foxholes", k];
    const before = issues.length;
    check(h, path);
    if (issues.length === before && !terrain(h).some((t) => t === "clear" || t === "beach")) issues.push({ path: jsonPath(path), message: "a foxhole is only in Clear (CI 7.x Foxholes)" });
  });
  return issues;
}

/**
 * What a scenario's forces must be in the roster (CI 2.x Unit Types, CI 2.x Unit ID): a known kind of the side's nation;
 * HQs, squads and company weapons in a company (PHQs and squads in a platoon); battalion weapons attached, not in one;
 * off-map blocks with no set-up, others with one; no more steps than the label's; numbers by known ids.
 */
export function checkScenarioRoster(scenario: CiScenario, roster: CiRoster): DataIssue[] {
  const issues: DataIssue[] = [];
  const fail = (path: PropertyKey[], message: string) => issues.push({ path: jsonPath(path), message });
  scenario.forces.forEach((f, i) => {
    const at = (key: string) => ["forces", i, key];
    const kind = Object.hasOwn(roster.kinds, f.kind) ? roster.kinds[f.kind] : undefined;
    if (!kind) return fail(at("kind"), `no kind "${f.kind}" in the roster ${roster.name}`);
    if (kind.nation !== f.side) fail(at("kind"), `"${f.kind}" is a ${kind.nation} block, not the ${f.side} side's`);
    const offMap = OFF_MAP_CLASSES.includes(kind.class);
    if (offMap !== (f.setup === undefined)) fail(at("setup"), offMap ? "an off-map block does not set up on the map" : "a block on the map needs a set-up area or hex");
    const inCompany = kind.class === "hq" || kind.class === "squad" || kind.companyWeapon;
    if (inCompany !== (f.company !== null)) fail(at("company"), inCompany ? "HQs, squads and company weapons belong to a company" : "only HQs, squads and company weapons belong to a company");
    const inPlatoon = kind.rank === "phq" || kind.class === "squad";
    if (inPlatoon !== (f.platoon !== null)) fail(at("platoon"), inPlatoon ? "platoon HQs and squads belong to a platoon" : "only platoon HQs and squads belong to a platoon");
    if (f.attachedTo !== null && !kind.battalion) fail(at("attachedTo"), "only battalion weapons are attached to a company (CI 2.x Battalion Weapons)");
    const full = kind.label.maxStrength?.value;
    if (f.strength !== undefined && full !== undefined && f.strength > full) fail(at("strength"), `more than its full strength (${full})`);
  });
  for (const id of Object.keys(scenario.numbers)) {
    if (!isLostNumber(id, roster)) fail(["numbers", id], `"${id}" is not a lost number of Combat Infantry (or its kind's label gives it)`);
  }
  return issues;
}

/** Reads a scenario: the schema, then its roster and map checks; every fault at its JSON path in one DataError. */
export function loadCiScenario(json: unknown, map: HexMap, roster: CiRoster, source = "scenario"): CiScenario {
  const scenario = parseData(CiScenario, json, source);
  const issues = [...checkScenarioRoster(scenario, roster), ...checkScenarioOnMap(scenario, map)];
  if (scenario.map !== map.id) issues.unshift({ path: "$.map", message: `the scenario is played on "${scenario.map}", not "${map.id}"` });
  if (issues.length) throw new DataError(source, issues);
  return scenario;
}
