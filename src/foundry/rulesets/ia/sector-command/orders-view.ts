/**
 * The Commanding Officer's orders dialog's view model (IA1 17.51, 17.52; docs/foundry.md "Sectors"): the side's own
 * pieces (from its view: orders-side.ts) with the sector each stands in, the sector the CO orders it
 * into for the turn not yet begun, and — at the start of the game — the sector of each off-board artillery factor.
 * It reads back the side's orders from the referee and sends one `orders` request. Secret: it goes to the referee only.
 */
import { z } from "zod";
import { phrase } from "../../../i18n";
import type { TableHex } from "../../../referee/layer-json";
import { sectorOfHex } from "../../series/sector-command/battle-sectors";

const Hex = z.tuple([z.number().int(), z.number().int()]);

/** The referee's read-back of a side's orders (capability.ts, the `orders` request). */
export const OrdersReplyJson = z.object({
  turn: z.number().int(),
  orders: z.array(z.object({ piece: z.string(), sector: z.string() })),
  factors: z.array(z.object({ factor: z.string(), sector: z.string() })),
  factorsOpen: z.boolean(),
  sectors: z.array(z.object({ name: z.string(), hexes: z.array(Hex) })),
});
export type OrdersReply = z.output<typeof OrdersReplyJson>;

export interface OrdersInput {
  /** The side's own pieces on the map, where they stand ([column, row]). */
  readonly pieces: readonly { readonly id: string; readonly name: string; readonly hex: TableHex }[];
  /** The side's off-board artillery factors. */
  readonly factors: readonly { readonly id: string; readonly name: string }[];
  readonly book: OrdersReply;
}

/** The sector chosen for each piece and factor ("" for none). */
export interface OrdersState {
  readonly orders: Readonly<Record<string, string>>;
  readonly factors: Readonly<Record<string, string>>;
}

/** The state the read-back gives. */
export const ordersStateOf = (book: OrdersReply): OrdersState => ({
  orders: Object.fromEntries(book.orders.map((o) => [o.piece, o.sector])),
  factors: Object.fromEntries(book.factors.map((f) => [f.factor, f.sector])),
});

/** The form read back (`order.<piece>`, `factor.<factor>`): only sectors of the battle count; the factors stay as read back once fixed. */
export function ordersStateFrom(form: Readonly<Record<string, unknown>>, input: OrdersInput): OrdersState {
  const names = input.book.sectors.map((s) => s.name);
  const pick = (key: string) => (typeof form[key] === "string" && names.includes(form[key] as string) ? (form[key] as string) : "");
  return {
    orders: Object.fromEntries(input.pieces.flatMap((p) => (pick(`order.${p.id}`) ? [[p.id, pick(`order.${p.id}`)]] : []))),
    factors: input.book.factorsOpen ? Object.fromEntries(input.factors.flatMap((f) => (pick(`factor.${f.id}`) ? [[f.id, pick(`factor.${f.id}`)]] : []))) : ordersStateOf(input.book).factors,
  };
}

/** The `orders` request's body: the orders, and the factors' sectors while they may still be assigned. */
export function ordersRequest(input: OrdersInput, state: OrdersState): { orders: { piece: string; sector: string }[]; factors?: { factor: string; sector: string }[] } {
  const orders = input.pieces.flatMap((p) => (state.orders[p.id] ? [{ piece: p.id, sector: state.orders[p.id]! }] : []));
  const factors = input.factors.flatMap((f) => (state.factors[f.id] ? [{ factor: f.id, sector: state.factors[f.id]! }] : []));
  return input.book.factorsOpen ? { orders, factors } : { orders };
}

export function ordersView(input: OrdersInput, state: OrdersState) {
  const { sectors } = input.book;
  const options = (chosen: string | undefined, none: string) => [
    { value: "", label: phrase(none), selected: !chosen },
    ...sectors.map((s) => ({ value: s.name, label: s.name, selected: s.name === chosen })),
  ];
  return {
    turn: phrase("HEX_TACTICS.Dialog.Orders.turn", { turn: input.book.turn }),
    notice: sectors.length ? null : phrase("HEX_TACTICS.Dialog.Orders.noSectors"),
    pieces: sectors.length
      ? input.pieces.map((p) => ({
          id: p.id,
          name: p.name,
          stands: sectorOfHex(sectors, p.hex)?.name ?? phrase("HEX_TACTICS.Dialog.Orders.noSector"),
          options: options(state.orders[p.id], "HEX_TACTICS.Dialog.Orders.noOrder"),
        }))
      : [],
    factors: sectors.length
      ? input.factors.map((f) => ({ id: f.id, name: f.name, options: options(state.factors[f.id], "HEX_TACTICS.Dialog.Orders.unassigned") }))
      : [],
    factorsOpen: input.book.factorsOpen,
    factorsNote: phrase(input.book.factorsOpen ? "HEX_TACTICS.Dialog.Orders.factorsOpen" : "HEX_TACTICS.Dialog.Orders.factorsFixed"),
    canSubmit: sectors.length > 0,
  };
}
