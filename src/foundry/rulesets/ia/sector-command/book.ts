/**
 * Sector command's record of a battle, by side (IA1 17.52): the Commanding Officer's orders for a turn and where he
 * assigned the off-board artillery factors. A side's secret: the referee keeps it with the battle in its store (the
 * capability's record, referee/capability.ts; GM-only, sealed), so a GM's reload keeps it, and it goes only to that
 * side's users.
 */
import { readAssignments, type FactorAssignment } from "../../series/sector-command/factors";
import { readSideRecords } from "../../series/sector-command/side-records";
import { readOrders, type SideOrders } from "./orders";

export interface SideBook {
  /** The orders given and the turn they are for; null before any. */
  readonly orders: SideOrders | null;
  readonly factors: readonly FactorAssignment[];
}

export const emptyBook: SideBook = { orders: null, factors: [] };

/** The JSON the store keeps: by side, `{ turn, orders, factors }`. */
export function bookJson(book: ReadonlyMap<string, SideBook>): Record<string, unknown> {
  return Object.fromEntries([...book].map(([side, b]) => [side, { turn: b.orders?.turn ?? null, orders: b.orders?.orders ?? [], factors: b.factors }]));
}

/** The book from what the store keeps (nothing: an empty book); a side's entry that cannot be read is left out, logged. */
export function readBook(json: unknown): Map<string, SideBook> {
  return readSideRecords(json, readSideBook, "orders");
}

function readSideBook(entry: unknown): SideBook | null {
  const { turn, orders, factors } = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
  const read = { orders: readOrders(orders), factors: readAssignments(factors) };
  if (read.orders === null || read.factors === null || !(turn === null || (typeof turn === "number" && Number.isInteger(turn)))) return null;
  return { orders: turn === null ? null : { turn, orders: read.orders }, factors: read.factors };
}
