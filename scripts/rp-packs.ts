/**
 * Writes the Red Poppies compendium sources from the engine's data, so a pack never disagrees with its data:
 * - packs/_source/rp-counters, one `rp-unit` actor per counter kind of src/engine/rules/rp/data/rp-demo-counters.json
 *   (`rpCountersToActors`), in a folder per nationality;
 * - packs/_source/rp-scenarios, the demonstration scenario (RP 10.1) and the demonstration campaign (RP 11.0) as
 *   JournalEntries a GM starts from: their flags hold the scenario, its map, where the counters are and (the campaign)
 *   the campaign, with a briefing page written from them;
 * - packs/_source/rp-markers: a `marker` actor for each kind the referee puts on the map (RP_MARKERS).
 * Run `npx tsx scripts/rp-packs.ts`, then `node scripts/build-packs.mjs`. tests/foundry/rulesets/rp checks the sources match.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MapData } from "../src/engine/data/schemas/map";
import { parseData } from "../src/engine/data/validate";
import { RpCampaignFile } from "../src/engine/rules/rp/data/schemas/campaign";
import { RpCounterSet } from "../src/engine/rules/rp/data/schemas/counters";
import type { HexArea } from "../src/engine/rules/rp/data/schemas/hex-area";
import { RpScenario } from "../src/engine/rules/rp/data/schemas/scenario";
import { SYSTEM_ID } from "../src/foundry/constants";
import { hashedId } from "../src/foundry/data/static-id";
import type { RpMarkerKind } from "../src/foundry/rulesets/rp/board-marks";
import { rpCountersToActors } from "../src/foundry/rulesets/rp/counters-to-actors";
import { counterDocuments, markerDocuments, root, scenarioJournal, writeSources, type Briefing, type Doc, type MarkerTexts } from "./pack-sources";

const readJson = (file: string): unknown => JSON.parse(readFileSync(`${root}src/engine/rules/rp/data/${file}`, "utf8"));

/** The demonstration data as JSON (what the entries' flags hold). */
export const rpPackData = {
  counters: readJson("rp-demo-counters.json"),
  map: readJson("rp-demo-map.json"),
  scenario: readJson("rp-demo-scenario.json"),
  campaign: readJson("rp-demo-campaign.json"),
};

export const RP_COUNTERS_PACK = `${SYSTEM_ID}.rp-counters`;

/** The counter actors, each in its nationality's folder (ids of their own: other games' packs have folders of those names). */
export function rpCounterDocuments(): Doc[] {
  const { set } = load();
  return counterDocuments(rpCountersToActors(set), set.nationalities, () => false, (name) => hashedId("htfd", `rp-counters/${name}`));
}

/** RP's map markers (rulesets/rp/board-marks.ts `RP_MARKER_KINDS`): name, rule and what the marker tells. */
export const RP_MARKERS: Readonly<Record<RpMarkerKind, MarkerTexts[string]>> = {
  scrape: ["Scrape", "RP 8.2", "A scrape: craters of a preliminary bombardment (RP 7.13) or a shovel flipped after digging (RP 6.41). Cover −1 to a C√ induced by fire; no LOS obstacle (RP 8.2)."],
  smoke: ["Smoke", "RP 7.52", "Smoke fired by an OMA group: concealment rising to every level of its hex (RP 4.8), removed in the administration phase."],
  gas: ["Gas", "RP 7.51", "Gas fired by an OMA group: it attacks any unit that moves anew into its hex and stays for the scenario; markers may stack, and drift when a gas C√ rolls doubles (RP 7.512, 7.513)."],
  ffe: ["Fire for effect", "RP 7.24", "An OMA group's fire for effect on its vertex: it attacks every unit in the three hexes there, and any unit that enters them, until the administration phase (RP 7.245, 7.247)."],
  "cross-hair": ["Cross hair", "RP 6.1", "A called OMA group's cross hair on a vertex, until the group fires (RP 7.242) or is cancelled (RP 6.2)."],
  breach: ["Wire breach", "RP 8.342", "A breach: the wire hexside it points at is treated as having no wire (RP 8.342). The table shows it on the first hex of that hexside."],
  "bomb-stop": ["Bomb stop", "RP 8.33", "A bomb stop: it cuts the trench connection across the hexside it points at (RP 8.33). The table shows it on the first hex of that hexside."],
  trench: ["Trench counter", "RP 8.322", "A trench where none is printed: units beneath it are IN the trench, units on top of it are not (RP 8.322)."],
  blockhouse: ["Blockhouse counter", "RP 8.31", "A blockhouse: machine guns IN it (beneath the counter) have cover −4 against a C√ induced by fire (RP 8.31)."],
  hallowed: ["Hallowed ground", "RP 6.679", "Hallowed ground: the units of its side get −1 on every C√ in or adjacent to its hex; once a scenario or campaign day (RP 6.679)."],
  barrage: ["Creeping barrage", "RP 7.4", "A creeping barrage: it strikes its row or column at the start of each turn's first couplet, then advances and strikes at the second (RP 7.42)."],
};

/** Where PG or IA already draws the same thing (smoke and barrage are the kinds' own images). */
const RP_MARKER_IMAGES: Partial<Record<RpMarkerKind, string>> = { trench: "entrenchment", "cross-hair": "artillery-target" };

/** The marker actors, one a kind, each an unlinked one-hex token of its image (assets/markers). */
export const rpMarkerDocuments = (): Doc[] => markerDocuments("rp-markers", RP_MARKERS, RP_MARKER_IMAGES);

/** Hexes as the scenario gives them, in words ("V09–V15", "column Z"). */
function areaText(a: HexArea): string {
  if (typeof a === "string") return a;
  if (a.from !== undefined) return `${a.from}–${a.to}`;
  if (a.around !== undefined) return `within ${a.within} of ${a.around}`;
  if (a.setUpOf !== undefined) return `the set-up area of ${a.setUpOf}`;
  const columns = a.columns && (a.columns[0] === a.columns[1] ? `column ${a.columns[0]}` : `columns ${a.columns[0]}–${a.columns[1]}`);
  const rows = a.rows && (a.rows.length === 1 ? `rows ${a.rows[0]} on` : `rows ${a.rows[0]}–${a.rows[1]}`);
  return [a.terrain?.join(" or "), columns, rows].filter(Boolean).join(", ");
}
const areas = (list: readonly HexArea[]): string => list.map(areaText).join(", ");

function load() {
  const set = parseData(RpCounterSet, rpPackData.counters, "rp-demo-counters.json");
  parseData(MapData, rpPackData.map, "rp-demo-map.json");
  const scenario = parseData(RpScenario, rpPackData.scenario, "rp-demo-scenario.json");
  const campaign = parseData(RpCampaignFile, rpPackData.campaign, "rp-demo-campaign.json");
  const nameOf = (counter: string) => set.counters[counter]?.name ?? counter;
  const count = (n: number) => (n > 1 ? `${n} × ` : "");
  return { set, scenario, campaign, nameOf, count };
}

/** The demonstration scenario's briefing: its sides and their forces, turns, bombardment and victory (RP 10.1). */
function scenarioBriefing(): Briefing {
  const { scenario, nameOf, count } = load();
  const sideName = (id: string) => scenario.sides.find((s) => s.id === id)?.name ?? id;
  const area = (a: HexArea) => (typeof a === "object" && a.setUpOf !== undefined ? `the set-up area of the ${sideName(a.setUpOf)}` : areaText(a));
  return {
    situation: `${scenario.notes[0] ?? ""} The counters are the <em>Red Poppies counters</em> compendium's, with <strong>playtest values</strong> where the rules text does not fix them.`,
    sides: scenario.sides.map((side) => ({
      name: side.name,
      summary: `Sets up in ${areas(side.setUp)}.`,
      forces: [
        ...scenario.order
          .filter((l) => l.side === side.id)
          .map((l) => `${count(l.count)}${nameOf(l.counter)} ${l.arrives ? `arrives on turn ${l.arrives.turn} by ${areas(l.arrives.hexes)}` : `in ${l.at ? areas(l.at) : "its set-up area"}`}${l.in ? ` (IN ${l.in})` : ""}`),
        ...scenario.oma.filter((g) => g.side === side.id).map((g) => `${count(g.count)}${g.name}: off-map artillery, firepower ${g.firepower}, ${g.mode}`),
      ],
    })),
    turns: `${scenario.turns} turns, ${scenario.date}.`,
    specialRules: [...scenario.preliminary.map((p) => `RP 7.1: a ${p.kind} preliminary bombardment by the ${sideName(p.side)} on ${p.hexes.map(area).join(", ")} opens the battle.`), ...scenario.notes.slice(1, -1)],
    victory: scenario.notes.at(-1) ?? "",
  };
}

/** The demonstration campaign's briefing: days, attacker and defender, board edges, later days' arrivals (RP 11.0). */
function campaignBriefing(): Briefing {
  const { scenario, campaign, nameOf, count } = load();
  return {
    situation: `A campaign game of ${campaign.days} days (RP 11.0) that begins with the set-up of “${scenario.name}”. Each day: reinforcements and recoveries, a 12-turn attack scenario, an optional 6-turn counter-attack, isolation, then the night (melees, night attacks, recovery, improving positions, redeploying guns). The GM advances the day from the Campaign dialog; each side reads the day's list in its campaign journal.`,
    sides: scenario.sides.map((side) => ({
      name: side.name,
      summary: `${side.id === campaign.attacker ? "Attacker" : "Defender"}; its board edge (lines of communication, RP 11.42): ${areas(campaign.edges[side.id] ?? [])}.`,
      forces: [
        `Day 1: the scenario's ${side.name}.`,
        ...campaign.reinforcements
          .filter((r) => r.side === side.id)
          .map((r) => `Day ${r.day}: ${count(r.count)}${nameOf(r.counter)} ${r.how === "enter" ? "entering by" : "placed in"} ${areas(r.hexes)}`),
        ...campaign.oma.filter((g) => g.side === side.id).map((g) => `Day ${g.day}: ${count(g.count)}${g.name}: off-map artillery, firepower ${g.firepower}, ${g.mode}${g.howitzer ? ", howitzer" : ""}`),
      ],
    })),
    turns: `${campaign.days} days; every day's attack scenario has 12 turns (RP 11.2).`,
    specialRules: campaign.notes.filter((n) => !n.startsWith("RP 10.1")),
    victory: campaign.notes.find((n) => n.startsWith("RP 10.1")) ?? "",
  };
}

/** The demonstration scenario and campaign as JournalEntries: their flags hold what starts them. */
export function rpScenarioDocuments(): Doc[] {
  const { set, scenario, campaign } = load();
  const flags = { ruleset: scenario.ruleset, edition: scenario.edition, scenario: rpPackData.scenario, map: rpPackData.map, counters: { pack: RP_COUNTERS_PACK, name: set.name } };
  return [scenarioJournal(scenario, scenarioBriefing(), flags), scenarioJournal(campaign, campaignBriefing(), { ...flags, campaign: rpPackData.campaign })];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeSources("rp-counters", rpCounterDocuments());
  writeSources("rp-scenarios", rpScenarioDocuments());
  writeSources("rp-markers", rpMarkerDocuments());
}
