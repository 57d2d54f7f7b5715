import type { HexMap } from "../../../map/hex-map";
import type { CiContext } from "../context";
import type { CiBattle } from "../state";
import type { HexsidePair } from "../state/markers";
import { labelOf } from "../state/lookups";
import { blocksAt } from "../state/where";

/** One assault being fought: its hex, the two sides, the hexsides the attackers entered by, and the round's retreats. */
export interface Fight {
  /** The assault's place in the activation's order (decision ids). */
  readonly seq: number;
  readonly hex: number;
  readonly attacker: string;
  readonly defender: string;
  readonly via: readonly HexsidePair[];
  round: number;
  /** CI 9.x Assault Retreats: units retreated through each hexside this round (`hexsideKey`). */
  readonly through: Map<string, number>;
}

/** A side's blocks in the assault hex now. */
export const unitsOf = (b: CiBattle, fight: Fight, side: string): string[] => blocksAt(b, fight.hex).filter((id) => b.blocks[id]!.side === side);

/** CI 7.x Mines: a minefield never fires, checks morale nor moves. */
export const isMinefield = (b: CiBattle, id: string): boolean => labelOf(b, id).class === "minefield";

/** CI 7.x Mines, CI 2.x Bunker: a minefield and a bunker never move and, once shown, stay face-up. */
export const fixedInPlace = (b: CiBattle, id: string): boolean => ["minefield", "bunker"].includes(labelOf(b, id).class);

/** Both sides still hold a block in the hex: the assault goes on. */
export const contested = (b: CiBattle, fight: Fight): boolean => unitsOf(b, fight, fight.attacker).length > 0 && unitsOf(b, fight, fight.defender).length > 0;

/** The six hexes around `hex`, on the map or just off its edge (`around` lists the hex first, -1 off the grid). */
export const neighboursOf = (map: HexMap, hex: number): number[] => map.around(hex).slice(1).filter((h) => h >= 0);

/** A hex for what a player reads ("col,row"). */
export function hexName(ctx: CiContext, hex: number): string {
  const { col, row } = ctx.map.offsetAt(hex);
  return `${col},${row}`;
}
