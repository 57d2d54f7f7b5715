/**
 * Sector command's ports in Foundry V13: a battle's sectors are its scene's flag (scene-sectors.ts) moved onto the
 * battle's grid placement, each user's sector and the Commanding Officers world settings (user-sectors.ts,
 * commanders.ts). A battle with no scene reads no sector, and touches nothing of Foundry.
 */
import { isCommandingOfficer } from "./commanders";
import { rebase } from "./painted-sectors";
import type { SectorPorts } from "./ports";
import { sceneSectors } from "./scene-sectors";
import { sectorOf } from "./user-sectors";

export const foundrySectorPorts: SectorPorts = {
  sectors(placement) {
    if (!placement?.scene || !placement.grid) return [];
    const scene = (game as ReadyGame).scenes.get(placement.scene);
    const read = scene ? sceneSectors(scene as never) : null;
    if (!read) return [];
    if (!read.ok) {
      console.error(`hex-tactics | the sectors of scene ${placement.scene} cannot be read`, read.issues);
      return [];
    }
    return rebase(read.value, placement.grid.origin).sectors;
  },
  sectorOf,
  isCommandingOfficer,
};
