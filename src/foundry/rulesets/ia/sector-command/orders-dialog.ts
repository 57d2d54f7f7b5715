/**
 * The Commanding Officer's orders dialog (IA1 17.52), opened from the tracker by a ruleset's dialog with its sides'
 * pieces and factors (orders-side.ts): it reads back each side's orders from the referee, and sends one `orders`
 * request (capability.ts); a refusal is shown as a notification.
 */
import { notify, sendRequest } from "../../../applications/send-request";
import { TableDialog, type DialogModel } from "../../../applications/dialogs/table-dialog";
import { systemPath } from "../../../constants";
import { phrase } from "../../../i18n";
import { ordersRequest, ordersStateFrom, ordersStateOf, ordersView, OrdersReplyJson, type OrdersInput } from "./orders-view";

class OrdersDialog extends TableDialog {
  static PARTS = { body: { template: systemPath("templates/ia/dialogs/orders.hbs") } };
}

/** A side the viewer gives orders for: its id and name, its own pieces and off-board factors. */
export interface OrdersSide extends Omit<OrdersInput, "book"> {
  readonly side: string;
  readonly name: string;
}

/** Opens the orders dialog for `sides` (a GM names the side in each request; a player's is the referee's to find). */
export async function openOrdersDialog(battle: string, gm: boolean, sides: readonly OrdersSide[]): Promise<void> {
  const forSide = (side: string) => (gm ? { side } : {});
  const read = await Promise.all(sides.map((s) => sendRequest({ kind: "orders", battle, ...forSide(s.side) })));
  const open = sides.flatMap((s, i) => {
    const reply = read[i];
    const book = reply?.ok ? OrdersReplyJson.safeParse(reply.result) : null;
    return book?.success ? [{ side: s.side, name: s.name, input: { pieces: s.pieces, factors: s.factors, book: book.data } as OrdersInput }] : [];
  });
  if (!open.length) return;
  let current = open[0]!;
  let state = ordersStateOf(current.input.book);
  const model: DialogModel = {
    title: phrase("HEX_TACTICS.Dialog.Orders.title"),
    context: () => ({ ...ordersView(current.input, state), sides: open.length > 1 ? open.map((o) => ({ id: o.side, name: o.name, selected: o === current })) : [] }),
    change: (form) => {
      const chosen = open.find((o) => o.side === form.side);
      if (chosen && chosen !== current) [current, state] = [chosen, ordersStateOf(chosen.input.book)];
      else state = ordersStateFrom(form, current.input);
    },
    submit: async (form) => {
      state = ordersStateFrom(form, current.input);
      const reply = await sendRequest({ kind: "orders", battle, ...forSide(current.side), ...ordersRequest(current.input, state) });
      if (!reply?.ok) return false;
      notify("info", phrase("HEX_TACTICS.Dialog.Orders.given", { turn: (reply.result as { turn?: number }).turn ?? current.input.book.turn }));
      return true;
    },
  };
  await new OrdersDialog({ model }).render({ force: true });
}
