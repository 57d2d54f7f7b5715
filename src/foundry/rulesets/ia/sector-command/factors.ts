/**
 * IA1 17.52 off-board artillery factors by sector (docs/rulings.md "Multi-player sectors"): at the start of the game
 * the Commanding Officer assigns each of his side's off-board factors to a sector; its fire is then that sector's
 * commander's to plot, and it fires only at hexes of that sector for the rest of the game. Pure: the capability keeps
 * the assignments (book.ts), sector-hexes.ts says which factors a command plots fire for and where.
 */
import type { TableHex } from "../../../referee/layer-json";
import { sectorOfHex, type BattleSector } from "./battle-sectors";

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
export function readAssignments(json: unknown): FactorAssignment[] | null {
  if (!Array.isArray(json)) return null;
  const out: FactorAssignment[] = [];
  for (const a of json) {
    if (typeof a !== "object" || a === null || Array.isArray(a) || Object.keys(a).some((k) => k !== "factor" && k !== "sector")) return null;
    const { factor, sector } = a as Record<string, unknown>;
    if (typeof factor !== "string" || typeof sector !== "string" || factor === "" || sector.trim() === "" || out.some((o) => o.factor === factor)) return null;
    out.push({ factor, sector: sector.trim() });
  }
  return out;
}

/** Whether two sets of assignments say the same (in any order). */
export const sameAssignments = (a: readonly FactorAssignment[], b: readonly FactorAssignment[]): boolean =>
  a.length === b.length && a.every((x) => b.some((y) => y.factor === x.factor && y.sector === x.sector));

/** Why IA1 17.52 refuses a command's factor fire: a factor of another sector than its commander's, or a hex outside the factor's sector. */
export type FactorRefusal = { readonly kind: "not-yours"; readonly factor: string; readonly other: string } | { readonly kind: "outside"; readonly factor: string; readonly sector: string };

/**
 * IA1 17.52: of the factors a command fires, the first that its commander (of `sector`; null for one held to no sector)
 * may not plot — assigned to another sector — or that fires at a hex outside the sector it is assigned to; null when
 * none. A factor assigned to no sector drawn on the scene is held to none; one that does not fire (No Fire) to nothing.
 */
export function factorRefusal(sectors: readonly BattleSector[], sector: string | null, assignments: readonly FactorAssignment[], fires: readonly FactorFire[]): FactorRefusal | null {
  const drawn = (name: string | null) => name !== null && sectors.some((s) => s.name === name);
  for (const { factor, hexes } of fires) {
    const assigned = assignments.find((a) => a.factor === factor)?.sector ?? null;
    if (!hexes.length || !drawn(assigned)) continue;
    if (drawn(sector) && sector !== assigned) return { kind: "not-yours", factor, other: assigned! };
    if (hexes.some((h) => sectorOfHex(sectors, h)?.name !== assigned)) return { kind: "outside", factor, sector: assigned! };
  }
  return null;
}
