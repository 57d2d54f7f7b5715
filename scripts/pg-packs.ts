/**
 * Writes the Panzer Grenadier compendium sources from the engine's data, so a pack never disagrees with its data:
 * packs/_source/pg-counters, one actor per unit type and leader piece of
 * src/engine/rules/pg/data/pg3-demo-counters.json (`pgCountersToActors`), in a folder per nationality and kind.
 * Run `npx tsx scripts/pg-packs.ts`, then `node scripts/build-packs.mjs`. tests/foundry/rulesets/pg checks the sources match.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseData } from "../src/engine/data/validate";
import { PgCounterSet } from "../src/engine/rules/pg/data/schemas/counters";
import { hashedId } from "../src/foundry/data/static-id";
import { pgCountersToActors } from "../src/foundry/rulesets/pg/counters-to-actors";
import { counterDocuments, root, writeSources, type Doc } from "./pack-sources";

/** The counter set the pg-counters pack is made from, as JSON. */
export const pgCountersJson: unknown = JSON.parse(readFileSync(`${root}src/engine/rules/pg/data/pg3-demo-counters.json`, "utf8"));

/** The counter actors, each in its nationality's folder for units or for leaders (ids of their own: IA's packs have folders of those names). */
export function pgCounterDocuments(): Doc[] {
  const set = parseData(PgCounterSet, pgCountersJson, "pg3-demo-counters.json");
  return counterDocuments(pgCountersToActors(set), set.nationalities, (a) => a.type === "pg-leader", (name) => hashedId("htfd", `pg-counters/${name}`));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeSources("pg-counters", pgCounterDocuments());
