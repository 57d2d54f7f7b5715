/**
 * A scene's sectors in Foundry: the scene flag `hex-tactics.sectors` (painted-sectors.ts), read checked and written whole.
 * Scenes are typed loosely (their flags only).
 */
import { SYSTEM_ID } from "../../../constants";
import { readSectors, SECTORS_FLAG, type SceneSectors, type SectorsRead } from "./painted-sectors";

export interface FlaggedScene {
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

/** The scene's sectors, checked; null when it has none. */
export function sceneSectors(scene: Pick<FlaggedScene, "getFlag">): SectorsRead | null {
  const stored = scene.getFlag(SYSTEM_ID, SECTORS_FLAG);
  return stored === undefined || stored === null ? null : readSectors(stored);
}

/** Stores `sectors` as the scene's. */
export async function storeSceneSectors(scene: FlaggedScene, sectors: SceneSectors): Promise<void> {
  await scene.setFlag(SYSTEM_ID, SECTORS_FLAG, { origin: sectors.origin, sectors: sectors.sectors.map((s) => ({ name: s.name, hexes: s.hexes.map(([c, r]) => [c, r]) })) });
}
