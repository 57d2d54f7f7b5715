/** What sector command reads of the world (foundry-ports.ts in Foundry; fakes in tests). */
import type { TablePlacement } from "../../../referee/table-placement";
import type { BattleSector } from "./battle-sectors";

export interface SectorPorts {
  /** The sectors of a battle's scene, their hexes on the battle's map (none when it has none or they cannot be read). */
  sectors(placement: TablePlacement | null): readonly BattleSector[];
  /** The sector a user commands (the Sides dialog's), by name; null for none. */
  sectorOf(user: string): string | null;
  /** Whether a user is his sides' Commanding Officer (IA1 17.52, PG 17.63: the commanders setting). */
  isCommandingOfficer(user: string): boolean;
}
