/** Panzer Grenadier's compendium packs (sources written by scripts/pg-packs.ts, built by scripts/build-packs.mjs) and their folder. */
import type { TableModule } from "../table-module";

export const PG_PACKS: NonNullable<TableModule["packs"]> = {
  folder: { name: "Panzer Grenadier", color: "#4b5320" },
  list: [
    { name: "pg-counters", label: "Panzer Grenadier Counters (demonstration values)", type: "Actor", ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } },
    { name: "pg-markers", label: "Panzer Grenadier Markers", type: "Actor", ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } },
    // PG 16.6, 16.7: a scenario's set-up may be hidden and its minefields drawn, so only assistants and GMs see the scenarios.
    { name: "pg-scenarios", label: "Panzer Grenadier Scenarios", type: "JournalEntry", ownership: { PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER" } },
  ],
};
