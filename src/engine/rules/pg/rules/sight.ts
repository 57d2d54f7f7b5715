import type { SightRules } from "../../series/rules/sight";
import { pgSightFor } from "../los/battle-sight";
import type { PgBattle } from "../state";

/** Panzer Grenadier's spotting where the series asks (8.0–8.42, 16.6). */
export const pgSightRules: SightRules<PgBattle> = {
  of: pgSightFor,
  spotter: (p) => ({ hex: p.hex! }),
  // PG 8.22: the marker comes off in "limiting terrain and more than 3 hexes from enemy units".
  markerKeptWithin: () => 3,
  key: (b) => `${b.turn}|${b.smoke.join(",")}`,
};
