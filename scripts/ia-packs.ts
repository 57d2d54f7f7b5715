/**
 * Writes the Infantry Attacks compendium sources from the engine's data, so a pack never disagrees with its data:
 * - packs/_source/ia-counters: one actor per unit type and leader of src/engine/rules/ia/data/ia1-counters.json
 *   (`countersToActors`), in a folder per nationality and kind;
 * - packs/_source/ia-scenarios: the demonstration scenario as a JournalEntry whose flags hold the scenario, its map
 *   and where its counters are, with a briefing page written from them.
 * Run `npx tsx scripts/ia-packs.ts`, then `node scripts/build-packs.mjs`. tests/packs checks the sources match.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CounterSet } from "../src/engine/rules/ia/data/schemas/counters";
import { MapData } from "../src/engine/data/schemas/map";
import { Scenario } from "../src/engine/rules/ia/data/schemas/scenario";
import { parseData } from "../src/engine/data/validate";
import { SYSTEM_ID } from "../src/foundry/constants";
import { countersToActors } from "../src/foundry/rulesets/ia/counters-to-actors";
import { counterDocuments as counterSources, root, scenarioJournal, writeSources, type Briefing, type Doc } from "./pack-sources";

const dataDir = `${root}src/engine/rules/ia/data/`;
const readJson = (file: string): unknown => JSON.parse(readFileSync(`${dataDir}${file}`, "utf8"));

/** The data files the packs are made from, as JSON (what a document's flags hold). */
export const iaData = {
  counters: readJson("ia1-counters.json"),
  map: readJson("ia1-demo-map.json"),
  scenario: readJson("ia1-demo-scenario.json"),
};

export const COUNTERS_PACK = `${SYSTEM_ID}.ia-counters`;

/** The counter actors, each in its nationality's folder for units or for leaders. */
export function counterDocuments(): Doc[] {
  const set = parseData(CounterSet, iaData.counters, "ia1-counters.json");
  return counterSources(countersToActors(set), set.nationalities, (a) => a.type === "leader");
}

/** The briefing written from the scenario: situation, sides and their forces, turns, special rules, victory. */
function briefing(scenario: Scenario, set: CounterSet): Briefing {
  const nameOf = (counter: string) => set.units[counter]?.name ?? set.leaders[counter]?.name ?? counter;
  const hex = (at: unknown) => (Array.isArray(at) ? `[${at.join(", ")}]` : String(at));
  return {
    situation:
      "Two small forces meet at a stream crossing: the Russians hold the village of Steinbach and the bridge, with outposts on the east bank; the Germans come down from the hill to take them, with their batteries' Artillery Plan, an assault and a cavalry charge. The counters are the <em>Infantry Attacks counters</em> compendium's, with <strong>playtest values</strong> (the printed counters are not in the rules text).",
    sides: scenario.sides.map((side) => ({
      name: side.name,
      summary: `Initiative ${side.initiative}; morale ${side.morale.full} (reduced companies ${side.morale.reduced}).`,
      forces: scenario.setup.filter((e) => e.side === side.id).map((e) => `${e.count > 1 ? `${e.count} × ` : ""}${nameOf(e.counter)} at ${hex(e.at)}`),
    })),
    turns: `${scenario.turns.count} turns of ${scenario.turns.minutes} minutes, in daylight. Hexes are given as [column, row] of the map.`,
    specialRules: scenario.specialRules,
    victory: scenario.victory,
  };
}

/** The demonstration scenario as a JournalEntry: its flags hold the scenario, its map and the counters' pack. */
export function scenarioDocuments(): Doc[] {
  const set = parseData(CounterSet, iaData.counters, "ia1-counters.json");
  parseData(MapData, iaData.map, "ia1-demo-map.json");
  const scenario = parseData(Scenario, iaData.scenario, "ia1-demo-scenario.json");
  const flags = { ruleset: scenario.ruleset, edition: scenario.edition, scenario: iaData.scenario, map: iaData.map, counters: { pack: COUNTERS_PACK, name: set.name } };
  return [scenarioJournal(scenario, briefing(scenario, set), flags)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeSources("ia-counters", counterDocuments());
  writeSources("ia-scenarios", scenarioDocuments());
}
