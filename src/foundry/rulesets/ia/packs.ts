/** Infantry Attacks' compendium packs (built from packs/_source by scripts/build-packs.mjs) and their folder. */
import type { TableModule } from "../table-module";

const SHOWN = { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } as const;

export const IA_PACKS: NonNullable<TableModule["packs"]> = {
  folder: { name: "Infantry Attacks", color: "#4a3b2a" },
  list: [
    { name: "ia-markers", label: "Infantry Attacks Markers", type: "Actor", ownership: SHOWN },
    { name: "ia-counters", label: "Infantry Attacks Counters (playtest values)", type: "Actor", ownership: SHOWN },
    // IA1 16.5: a scenario's set-up may be hidden, so only assistants and GMs see the scenarios.
    { name: "ia-scenarios", label: "Infantry Attacks Scenarios", type: "JournalEntry", ownership: { PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER" } },
  ],
};
