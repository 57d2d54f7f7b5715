/**
 * What both games state alike of a sector commander's commands (IA1 17.51, PG 17.61), as the referee's refusals: he
 * "controls all friendly units in his sector" (and those in none: docs/rulings.md), and "units may not fire at targets
 * outside their own sector". Each game names the refusals (its texts cite its rules) and says which hexes count.
 */
import { refusal, type Reply } from "../../../referee/protocol";
import type { TableHex } from "../../../referee/layer-json";
import { otherSector, sectorCommander, type BattleSector } from "./battle-sectors";
import type { SectorPorts } from "./ports";
import type { TablePlacement } from "../../../referee/table-placement";

/** A game's refusal codes for the two. */
export interface SectorCodes {
  readonly notYourSector: string;
  readonly targetOutside: string;
}

/**
 * The refusal when the commander of `sector` (null: held to none) orders pieces standing on `own` hexes of another
 * sector, or fires (or plots fire) at `targets` hexes of another sector; null when he may.
 */
export function sectorRefusal(sectors: readonly BattleSector[], sector: string | null, own: readonly TableHex[], targets: readonly TableHex[], codes: SectorCodes): Reply | null {
  if (sector === null) return null;
  const other = otherSector(sectors, sector, own);
  if (other !== null) return refusal(codes.notYourSector, { sector, other });
  const target = otherSector(sectors, sector, targets);
  return target === null ? null : refusal(codes.targetOutside, { sector, other: target });
}

/** The player among `players` whose sector holds most of `hexes` (a decision's); undefined with no sector drawn or none holding any. */
export function sectorDecider(ports: SectorPorts, placement: TablePlacement | null, players: readonly string[], hexes: () => readonly TableHex[]): string | undefined {
  const sectors = ports.sectors(placement);
  if (!sectors.length) return undefined;
  return sectorCommander(players.map((id) => ({ id, sector: ports.sectorOf(id) })), sectors, hexes());
}
