/**
 * Fire from off the map assigned to sectors by the Commanding Officer (docs/rulings.md "Multi-player sectors"): IA1
 * 17.52's off-board artillery factors, assigned at the start of the game, each firing only at hexes of its sector for
 * the rest of the game; PG 17.63's off-board artillery factors and air units, divided between the sector commanders at
 * the start of each turn. A factor assigned to a sector is that sector's commander's to fire. Pure: each game's
 * capability keeps the assignments and says which factors a command fires and where.
 */
import type { TableHex } from "../../../referee/layer-json";
import { sectorOfHex, type BattleSector } from "./battle-sectors";
import { readSectorPairs } from "./sector-pairs";

/** One assignment: `factor` fires for `sector`. */
export interface FactorAssignment {
  readonly factor: string;
  readonly sector: string;
}

/** The hexes a command plots (or makes) a factor fire at. */
export interface FactorFire {
  readonly factor: string;
  readonly hexes: readonly TableHex[];
}

/** Reads assignments from a request's JSON: a list of `{ factor, sector }`, non-empty strings, each factor once; null when it is not one. */
export const readAssignments = (json: unknown): FactorAssignment[] | null => readSectorPairs(json, "factor", true);

/** Whether two sets of assignments say the same (in any order). */
export const sameAssignments = (a: readonly FactorAssignment[], b: readonly FactorAssignment[]): boolean =>
  a.length === b.length && a.every((x) => b.some((y) => y.factor === x.factor && y.sector === x.sector));

/** Why sector command refuses a command's factor fire (IA1 17.52, PG 17.63): a factor of another sector than its commander's, or a hex outside the factor's sector. */
export type FactorRefusal = { readonly kind: "not-yours"; readonly factor: string; readonly other: string } | { readonly kind: "outside"; readonly factor: string; readonly sector: string };

/**
 * Of the factors a command fires, the first that its commander (of `sector`; null for one held to no sector) may not
 * fire — assigned to another sector (IA1 17.52, PG 17.63) — or, where the game binds a factor to its sector's hexes
 * (`bound`: IA1 17.52 "it may only fire at hexes in that sector"), that fires at a hex outside it; null when none. A
 * factor assigned to no sector drawn on the scene is held to none; one that does not fire (No Fire) to nothing.
 */
export function factorRefusal(sectors: readonly BattleSector[], sector: string | null, assignments: readonly FactorAssignment[], fires: readonly FactorFire[], bound = true): FactorRefusal | null {
  const drawn = (name: string | null) => name !== null && sectors.some((s) => s.name === name);
  for (const { factor, hexes } of fires) {
    const assigned = assignments.find((a) => a.factor === factor)?.sector ?? null;
    if (!hexes.length || !drawn(assigned)) continue;
    if (drawn(sector) && sector !== assigned) return { kind: "not-yours", factor, other: assigned! };
    if (bound && hexes.some((h) => sectorOfHex(sectors, h)?.name !== assigned)) return { kind: "outside", factor, sector: assigned! };
  }
  return null;
}
