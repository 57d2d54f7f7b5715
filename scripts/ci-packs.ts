/**
 * Writes the Combat Infantry compendium sources from the engine's data, so a pack never disagrees with its data:
 * - packs/_source/ci-blocks, one `ci-block` actor per block kind of src/engine/rules/ci/data/ci-roster.json
 *   (`ciRosterToActors`: the label values the text keeps, the lost ones blank), in a folder per nation;
 * - packs/_source/ci-scenarios, the demonstration scenario (plan §7, "CI demo: Caron Farm") as a JournalEntry a GM
 *   starts from: its flags hold the scenario, its map and where the blocks' labels are, with a briefing page;
 * - packs/_source/ci-markers: a `marker` actor for each kind the referee puts on the map (rulesets/ci/board-marks.ts).
 * Run `npx tsx scripts/ci-packs.ts`, then `node scripts/build-packs.mjs`. tests/foundry/rulesets/ci/packs.test.ts checks the sources match.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CI_DEMO_SCENARIO } from "../src/engine/rules/ci/data/demo";
import { CI_ROSTER } from "../src/engine/rules/ci/data/roster";
import { SYSTEM_ID } from "../src/foundry/constants";
import { hashedId } from "../src/foundry/data/static-id";
import type { CiMarkerKind } from "../src/foundry/rulesets/ci/board-marks";
import { ciRosterToActors } from "../src/foundry/rulesets/ci/counters-to-actors";
import { counterDocuments, markerDocuments, root, scenarioJournal, writeSources, type Briefing, type Doc, type MarkerTexts } from "./pack-sources";

const readJson = (file: string): unknown => JSON.parse(readFileSync(`${root}src/engine/rules/ci/data/${file}`, "utf8"));

/** The demonstration data as JSON (what the entry's flags hold). */
export const ciPackData = { map: readJson("ci-demo-map.json"), scenario: readJson("ci-demo-scenario.json") };

export const CI_BLOCKS_PACK = `${SYSTEM_ID}.ci-blocks`;

const NATIONS = { us: { name: "US" }, german: { name: "German" } };

/** The block label actors, each in its nation's folder (ids of their own: other games' packs have folders of those names). */
export const ciBlockDocuments = (): Doc[] =>
  counterDocuments(ciRosterToActors(CI_ROSTER), NATIONS, () => false, (name) => hashedId("htfd", `ci-blocks/${name}`));

/** CI's map markers (rulesets/ci/board-marks.ts): name, rule and what the marker tells. */
export const CI_MARKERS: Readonly<Record<CiMarkerKind, MarkerTexts[string]>> = {
  foxhole: ["Foxhole", "CI 7.x Foxholes", "A foxhole, dug by a commanded unit in Clear: permanent; stacking 2; double defense against fire and bombardment, single in assaults."],
  smoke: ["Smoke", "CI 7.x Smoke", "Smoke laid by engineers or a mortar: it blocks line of sight into, out of and through its hex, and a unit entering it stops; removed at the end of the Game Turn."],
  wire: ["Barbed wire", "CI 7.x Barbed Wire", "Barbed wire, placed at set-up: one enemy unit may enter and stops; it is cleared by fire or withdrawn from by the hexside it entered."],
  wreck: ["Wreck", "CI 6.x Wrecks", "A wreck left by an eliminated tank: it costs more MPs to enter and does not block line of sight."],
};

/** Where another game already draws the same thing (smoke, wire and wreck are the kinds' own images). */
const CI_MARKER_IMAGES: Partial<Record<CiMarkerKind, string>> = { foxhole: "entrenchment" };

export const ciMarkerDocuments = (): Doc[] => markerDocuments("ci-markers", CI_MARKERS, CI_MARKER_IMAGES);

/** The demonstration scenario's briefing: its sides and their forces, set-up, turns, notes and victory (CI 10.x). */
function scenarioBriefing(): Briefing {
  const s = CI_DEMO_SCENARIO;
  const hexName = ([c, r]: readonly [number, number]) => `${String(c).padStart(2, "0")}${String(r).padStart(2, "0")}`;
  return {
    situation: `${s.notes[0] ?? ""} The blocks' labels are the <em>Combat Infantry Blocks</em> compendium's; every value the rules text lost is a <strong>playtest value</strong> of the scenario, offered at the start for this battle only, unless the GM enters it on the lost numbers page.`,
    sides: s.sides.map((side) => {
      const kinds = new Map<string, number>();
      for (const f of s.forces.filter((x) => x.side === side.id)) kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
      const areas = Object.entries(s.setupAreas).filter(([, a]) => a.side === side.id);
      return {
        name: side.name,
        summary: areas.length ? `Sets up in ${areas.map(([id, a]) => `${id} (${a.hexes.map(hexName).join(", ")})`).join("; ")}, at least one block in each hex, the others adjacent (CI 10.x Set-up).` : "",
        forces: [...kinds].map(([kind, n]) => `${n > 1 ? `${n} × ` : ""}${CI_ROSTER.kinds[kind]!.name}`),
      };
    }),
    turns: `${s.turns} Game Turns of 8 Player Turns; ${s.sides.find((x) => x.id === s.firstSide)?.name ?? s.firstSide} plays first in Game Turn 1 (CI 1.x Game Turns).`,
    specialRules: s.notes.slice(1),
    victory: `1 VP for each enemy block eliminated; at the end, ${s.objectives.map((o) => `${o.vp} VP for hex ${hexName(o.hex)}`).join(" and ")} to the side controlling it (CI 10.x Victory).`,
  };
}

/** The demonstration scenario as a JournalEntry: its flags hold what starts it. */
export function ciScenarioDocuments(): Doc[] {
  const s = CI_DEMO_SCENARIO;
  const flags = { ruleset: s.ruleset, edition: s.edition, scenario: ciPackData.scenario, map: ciPackData.map, counters: { pack: CI_BLOCKS_PACK, name: CI_ROSTER.name } };
  return [scenarioJournal(s, scenarioBriefing(), flags)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeSources("ci-blocks", ciBlockDocuments());
  writeSources("ci-scenarios", ciScenarioDocuments());
  writeSources("ci-markers", ciMarkerDocuments());
}
