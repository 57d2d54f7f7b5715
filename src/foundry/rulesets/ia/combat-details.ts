/**
 * Infantry Attacks' details of the battle Combat (data/combat/battle-model.ts `details`): the series' (rulesets/series/
 * combat-details.ts) — the initiative roll (IA1 3.0 A), whose segment it is, the lead segments left and who passed last
 * (3.0 C), and the segment under way (3.13).
 */
import type { BattleCombatData } from "../../applications/tracker/tracker-pieces";
import { seriesCombatFields, type SeriesCombatDetails } from "../series/combat-details";

const RULESET = "infantry-attacks";

export type IaCombatDetails = SeriesCombatDetails<typeof RULESET>;

/** The details of a battle Combat of Infantry Attacks (none before the referee writes them). */
export const iaDetails = (data: BattleCombatData): IaCombatDetails | null => data.details as IaCombatDetails | null;

/** The details' fields (read when the Combat's schema is built, after `init`). */
export const iaCombatFields = seriesCombatFields;

const FLAT = ["initiative", "active", "lead", "lastPass", "segment"] as const;

/** A Combat's system as the referee wrote it before the details were the ruleset's: its flat fields moved into `details`. */
export function migrateIaCombat(system: Record<string, unknown>): Record<string, unknown> {
  if ("details" in system || !FLAT.some((key) => key in system)) return system;
  const flat = Object.fromEntries(FLAT.filter((key) => key in system).map((key) => [key, system[key]]));
  const rest = Object.fromEntries(Object.entries(system).filter(([key]) => !(FLAT as readonly string[]).includes(key)));
  return { ...rest, details: { type: RULESET, ...flat } };
}
