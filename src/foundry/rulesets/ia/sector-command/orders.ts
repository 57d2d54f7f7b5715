/**
 * The Commanding Officer's orders in multi-player games (IA1 17.51, 17.52; docs/rulings.md "Multi-player sectors"):
 * before a turn begins the CO names which pieces are to move into which sector (an assault outside one's sector is
 * made by entering the enemy's hex there, so the same order serves it). A piece may enter another sector than its
 * commander's only with such an order for this turn. Pure: the capability keeps the orders (book.ts) and
 * sector-hexes.ts says where a command's pieces go.
 */
import type { TableHex } from "../../../referee/layer-json";
import { sectorOfHex, type BattleSector } from "../../series/sector-command/battle-sectors";
import type { TurnState } from "../../series/sector-command/turns";
import { readSectorPairs } from "../../series/sector-command/sector-pairs";

/** One order: `piece` may enter `sector` this turn. */
export interface SectorOrder {
  readonly piece: string;
  readonly sector: string;
}

/** A side's orders and the turn they are for. */
export interface SideOrders {
  readonly turn: number;
  readonly orders: readonly SectorOrder[];
}

/** The orders in force now: those for this turn (orders for a turn gone by are cleared, those for the next wait). */
export const ordersInForce = (given: SideOrders | undefined, now: TurnState): readonly SectorOrder[] => (given && given.turn === now.turn ? given.orders : []);

/** Reads orders from a request's JSON: a list of `{ piece, sector }` with non-empty strings; null when it is not one. */
export const readOrders = (json: unknown): SectorOrder[] | null => readSectorPairs(json, "piece");

/**
 * IA1 17.51 "Units may not enter another sector unless ordered to do so … by the Commanding Officer": of the pieces
 * entering hexes (`entries`) for a commander of `sector`, the first that enters another sector without an order to it,
 * with that sector; null when none does (or he commands no sector drawn on the scene).
 */
export function unorderedEntry(
  sectors: readonly BattleSector[],
  sector: string | null,
  entries: readonly { readonly piece: string; readonly hex: TableHex }[],
  orders: readonly SectorOrder[],
): { readonly piece: string; readonly other: string } | null {
  if (sector === null || !sectors.some((s) => s.name === sector)) return null;
  for (const { piece, hex } of entries) {
    const other = sectorOfHex(sectors, hex)?.name;
    if (other === undefined || other === sector) continue;
    if (!orders.some((o) => o.piece === piece && o.sector === other)) return { piece, other };
  }
  return null;
}
