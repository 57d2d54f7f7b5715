/**
 * Writes the Panzer Grenadier compendium sources from the engine's data, so a pack never disagrees with its data:
 * - packs/_source/pg-counters, one actor per unit type and leader piece of
 *   src/engine/rules/pg/data/pg3-demo-counters.json (`pgCountersToActors`), in a folder per nationality and kind;
 * - packs/_source/pg-scenarios: the demonstration scenario as a JournalEntry whose flags hold the scenario, its map
 *   and where its counters are, with a briefing page written from them;
 * - packs/_source/pg-markers: a `marker` actor for each kind the referee puts on a hex (PG_MARKERS).
 * Run `npx tsx scripts/pg-packs.ts`, then `node scripts/build-packs.mjs`. tests/foundry/rulesets/pg checks the sources match.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MapData } from "../src/engine/data/schemas/map";
import { parseData } from "../src/engine/data/validate";
import { PgCounterSet } from "../src/engine/rules/pg/data/schemas/counters";
import { PgScenario } from "../src/engine/rules/pg/data/schemas/scenario";
import { SYSTEM_ID } from "../src/foundry/constants";
import { hashedId } from "../src/foundry/data/static-id";
import { pgCountersToActors } from "../src/foundry/rulesets/pg/counters-to-actors";
import { counterDocuments, markerDocuments, root, scenarioJournal, writeSources, type Briefing, type Doc } from "./pack-sources";

const readJson = (file: string): unknown => JSON.parse(readFileSync(`${root}src/engine/rules/pg/data/${file}`, "utf8"));

/** The counter set the pg-counters pack is made from, as JSON. */
export const pgCountersJson: unknown = readJson("pg3-demo-counters.json");

/** The demonstration scenario and its map, as JSON (what the scenario entry's flags hold). */
export const pgScenarioData = { map: readJson("pg3-demo-map.json"), scenario: readJson("pg3-demo-scenario.json") };

export const PG_COUNTERS_PACK = `${SYSTEM_ID}.pg-counters`;

/** The counter actors, each in its nationality's folder for units or for leaders (ids of their own: IA's packs have folders of those names). */
export function pgCounterDocuments(): Doc[] {
  const set = parseData(PgCounterSet, pgCountersJson, "pg3-demo-counters.json");
  return counterDocuments(pgCountersToActors(set), set.nationalities, (a) => a.type === "pg-leader", (name) => hashedId("htfd", `pg-counters/${name}`));
}

/** PG's hex markers (rulesets/pg/table-ruleset.ts `PG_MARKER_KINDS`): name, rule and what the marker tells. */
export const PG_MARKERS = {
  smoke: ["Smoke", "PG 16.1", "Smoke blocks line of sight; its hex is limiting terrain (PG 16.12)."],
  entrenchment: ["Entrenchment", "PG 16.4", "An entrenchment: the units in it are dug in (PG 16.4)."],
  wreck: ["Wreck", "PG 16.3", "Wrecks left by AFVs eliminated in a town or bridge hex slow vehicles entering it (PG 16.3); up to three a hex."],
  minefield: ["Minefield (face-down)", "PG 16.7", "A minefield lying face-down: its strength (or that it is a dummy) shows only when a unit enters its hex (PG 16.71)."],
  "minefield-1": ["Minefield 1", "PG 16.71", "A minefield of strength 1, turned up."],
  "minefield-2": ["Minefield 2", "PG 16.71", "A minefield of strength 2, turned up."],
  "minefield-3": ["Minefield 3", "PG 16.71", "A minefield of strength 3, turned up."],
} as const;

/** The marker actors, one a kind, each an unlinked one-hex token of its image (assets/markers). */
export const pgMarkerDocuments = (): Doc[] => markerDocuments("pg-markers", PG_MARKERS);

const hex = (at: unknown) => (Array.isArray(at) ? `[${at.join(", ")}]` : String(at));

/** The briefing written from the scenario: situation, sides and their forces, turns, special rules, victory. */
function briefing(scenario: PgScenario, set: PgCounterSet): Briefing {
  const nameOf = (counter: string) => set.units[counter]?.name ?? set.leaders[counter]?.front.name ?? counter;
  return {
    situation:
      "A Soviet rifle company with a few tanks and a hidden anti-tank gun holds Sokolovo and its bridge; a German battle group comes down from the ridge to take them. Minefields lie face-down west of the bridge and the Soviet tank leader is assigned in secret; German off-board artillery and, from turn 3, a Soviet aircraft support the fight. The counters are the <em>Panzer Grenadier counters</em> compendium's, with <strong>playtest values</strong> (the printed counters are not in the rules text).",
    sides: scenario.sides.map((side) => ({
      name: side.name,
      summary: `Initiative ${side.initiative}; morale ${side.morale.full} (reduced units ${side.morale.reduced}).`,
      forces: [
        ...scenario.setup
          .filter((e) => e.side === side.id)
          .map((e) => `${e.count > 1 ? `${e.count} × ` : ""}${nameOf(e.counter)} ${e.enters ? `enters on turn ${e.enters.turn} by ${e.enters.hexes.map(hex).join(", ")}` : `at ${hex(e.at)}`}${e.hidden ? " (hidden)" : ""}`),
        ...scenario.leaders.filter((e) => e.side === side.id).map((e) => `a leader of rank ${e.rank} drawn at ${hex(e.at)}`),
      ],
    })),
    turns: `${scenario.turns.count} turns of 15 minutes (PG 2.4); the last at dusk. Hexes are given as [column, row] of the map.`,
    specialRules: scenario.specialRules,
    victory: scenario.victory,
  };
}

/** The demonstration scenario as a JournalEntry: its flags hold the scenario, its map and the counters' pack. */
export function pgScenarioDocuments(): Doc[] {
  const set = parseData(PgCounterSet, pgCountersJson, "pg3-demo-counters.json");
  parseData(MapData, pgScenarioData.map, "pg3-demo-map.json");
  const scenario = parseData(PgScenario, pgScenarioData.scenario, "pg3-demo-scenario.json");
  const flags = { ruleset: scenario.ruleset, edition: scenario.edition, scenario: pgScenarioData.scenario, map: pgScenarioData.map, counters: { pack: PG_COUNTERS_PACK, name: set.name } };
  return [scenarioJournal(scenario, briefing(scenario, set), flags)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeSources("pg-counters", pgCounterDocuments());
  writeSources("pg-scenarios", pgScenarioDocuments());
  writeSources("pg-markers", pgMarkerDocuments());
}
