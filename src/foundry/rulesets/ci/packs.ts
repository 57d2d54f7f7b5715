/** Combat Infantry's compendium packs (sources written by scripts/ci-packs.ts, built by scripts/build-packs.mjs) and their folder. */
import type { TableModule } from "../table-module";

const SHOWN = { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } as const;

export const CI_PACKS: NonNullable<TableModule["packs"]> = {
  folder: { name: "Combat Infantry", color: "#4b5320" },
  list: [
    // CI 2.x Unit Types: the labels of the edition's block kinds, public as the rules' tables are (lost values left blank).
    { name: "ci-blocks", label: "Combat Infantry Blocks (labels)", type: "Actor", ownership: SHOWN },
    { name: "ci-markers", label: "Combat Infantry Markers", type: "Actor", ownership: SHOWN },
    // CI 10.x Set-up: where each block stands is its side's secret, so only assistants and GMs see the scenarios.
    { name: "ci-scenarios", label: "Combat Infantry Scenarios", type: "JournalEntry", ownership: { PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER" } },
  ],
};
