/** Red Poppies' compendium packs (sources written by scripts/rp-packs.ts, built by scripts/build-packs.mjs) and their folder. */
import type { TableModule } from "../table-module";

export const RP_PACKS: NonNullable<TableModule["packs"]> = {
  folder: { name: "Red Poppies", color: "#8b1a1a" },
  list: [
    { name: "rp-counters", label: "Red Poppies Counters (demonstration values)", type: "Actor", ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } },
    { name: "rp-markers", label: "Red Poppies Markers", type: "Actor", ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } },
    // RP sets up nothing hidden (RP 7.3's pre-registrations are made in play): players may read the briefings.
    { name: "rp-scenarios", label: "Red Poppies Scenarios and Campaigns", type: "JournalEntry", ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } },
  ],
};
