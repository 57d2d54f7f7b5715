/**
 * The `system` data every game's actors share, as plain JSON: a printed value's cell and the `marker` actor (written
 * out so code that only reads or writes data — the counter import, sheet view models, migrations — needs no Foundry;
 * a test checks they and the models name the same fields). A game's own actors are its table module's.
 */
import type { ProvenanceSource } from "../../config";

/** Where a value comes from: `rule` for `rules` (e.g. "IA1 7.3"); both blank when not given. */
export interface ProvenanceData {
  source: ProvenanceSource;
  rule: string;
  note: string;
}

/** One printed value with its provenance: the counter schema's cell. */
export interface CellData<T> {
  value: T;
  provenance: ProvenanceData;
}

export interface MarkerSystem {
  /** One of the registered rulesets' marker kinds (rulesets/table-ruleset.ts `markerKinds`). */
  kind: string;
  /** The rule that defines the marker, e.g. "IA1 16.1"; blank for kinds no rule of the engine places yet. */
  rule: string;
  description: string;
}
