/**
 * The Commanding Officer's orders in multi-player games (IA1 17.51, 17.52; docs/rulings.md "Multi-player sectors"):
 * before a turn begins the CO names which pieces are to move into which sector (an assault outside one's sector is
 * made by entering the enemy's hex there, so the same order serves it). A piece may enter another sector than its
 * commander's only with such an order for this turn. Pure: the capability keeps the orders (book.ts) and
 * sector-hexes.ts says where a command's pieces go.
 */
import type { TableHex } from "../../../referee/layer-json";
import { sectorOfHex, type BattleSector } from "./battle-sectors";

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

/** Where a battle stands in its turns (the ruleset's `turn`): its number, and whether it has begun (IA: initiative rolled). */
export interface TurnState {
  readonly turn: number;
  readonly begun: boolean;
}

/** IA1 17.52 "before the turn begins": orders given now are for this turn if it has not begun, else for the next. */
export const ordersTurn = (now: TurnState): number => (now.begun ? now.turn + 1 : now.turn);

/** The orders in force now: those for this turn (orders for a turn gone by are cleared, those for the next wait). */
export const ordersInForce = (given: SideOrders | undefined, now: TurnState): readonly SectorOrder[] => (given && given.turn === now.turn ? given.orders : []);

/** Reads orders from a request's JSON: a list of `{ piece, sector }` with non-empty strings; null when it is not one. */
export function readOrders(json: unknown): SectorOrder[] | null {
  if (!Array.isArray(json)) return null;
  const out: SectorOrder[] = [];
  for (const o of json) {
    if (typeof o !== "object" || o === null || Array.isArray(o) || Object.keys(o).some((k) => k !== "piece" && k !== "sector")) return null;
    const { piece, sector } = o as Record<string, unknown>;
    if (typeof piece !== "string" || typeof sector !== "string" || piece === "" || sector.trim() === "") return null;
    out.push({ piece, sector: sector.trim() });
  }
  return out;
}

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
