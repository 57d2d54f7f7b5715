/** Panzer Grenadier's compendium packs (sources written by scripts/pg-packs.ts, built by scripts/build-packs.mjs) and their folder. */
import type { TableModule } from "../table-module";

export const PG_PACKS: NonNullable<TableModule["packs"]> = {
  folder: { name: "Panzer Grenadier", color: "#4b5320" },
  list: [{ name: "pg-counters", label: "Panzer Grenadier Counters (demonstration values)", type: "Actor", ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } }],
};
