/**
 * Sector command in multi-player games, as both games state it (IA1 17.51, PG 17.61: "Each sector commander controls all
 * friendly units in his sector"; docs/foundry.md, "Sectors"; docs/rulings.md): a player of a side who commands a sector
 * drawn on the battle's scene orders only the pieces standing in that sector or in no sector; one with no sector there
 * orders all his side's pieces; a decision goes to the player whose sector holds the deciding pieces. Pure: the sectors
 * come from the scene (ports.ts), the hexes from the battle (piece-hexes.ts and each game's command hexes).
 */
import type { TableHex } from "../../../referee/layer-json";

/** A sector of the battle's scene: its name and its hexes on the battle's map. */
export interface BattleSector {
  readonly name: string;
  readonly hexes: readonly TableHex[];
}

const key = ([c, r]: TableHex) => `${c},${r}`;

/** The sector a hex lies in, or null. */
export function sectorOfHex(sectors: readonly BattleSector[], hex: TableHex): BattleSector | null {
  const k = key(hex);
  return sectors.find((s) => s.hexes.some((h) => key(h) === k)) ?? null;
}

/**
 * Why a user who commands the sector `sector` may not order pieces standing on `hexes`: the other sector one of them
 * stands in; null when he may (each stands in his sector or in none, or he commands no sector drawn on the scene).
 */
export function otherSector(sectors: readonly BattleSector[], sector: string | null, hexes: readonly TableHex[]): string | null {
  if (sector === null || !sectors.some((s) => s.name === sector)) return null;
  for (const hex of hexes) {
    const found = sectorOfHex(sectors, hex);
    if (found && found.name !== sector) return found.name;
  }
  return null;
}

/** Of `players` (with the sector each commands), the first whose sector holds most of `hexes`; undefined when none holds any. */
export function sectorCommander(players: readonly { readonly id: string; readonly sector: string | null }[], sectors: readonly BattleSector[], hexes: readonly TableHex[]): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const p of players) {
    const own = sectors.find((s) => s.name === p.sector);
    if (!own) continue;
    const held = new Set(own.hexes.map(key));
    const count = hexes.filter((h) => held.has(key(h))).length;
    if (count > most) [best, most] = [p.id, count];
  }
  return best;
}
