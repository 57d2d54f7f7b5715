/**
 * Drags on a page of the live table as V13 makes them: `preMoveToken` on the dragging page, which the system answers by
 * refusing the raw move and sending the drag to the referee (src/foundry/referee/token-moves.ts).
 */
import { tableClient } from "../../../../src/foundry/referee/table-client";
import type { SimToken } from "../documents";
import type { Client } from "../world";
import type { LiveTable } from "./table";

export const tokenOf = (t: LiveTable, page: Client, piece: string) =>
  page.game.scenes.get(t.scene)!.tokens.find((x: SimToken) => x.getFlag("hex-tactics", "piece") === piece)!;

export const pointOf = (t: LiveTable, page: Client, [column, row]: [number, number]) => page.game.scenes.get(t.scene)!.grid.getTopLeftPoint({ i: row, j: column });

/**
 * Drags `piece`'s token through `hexes` on `page` as V13 does: `preMoveToken` on the dragging page first, which may
 * refuse the move (else Foundry would move the token). Returns whether it was refused and the reply the page got.
 */
export function drag(t: LiveTable, page: Client, piece: string, hexes: [number, number][]) {
  const token = tokenOf(t, page, piece);
  const waypoints = hexes.map((hex) => ({ ...pointOf(t, page, hex), action: "walk" }));
  const movement = { passed: { waypoints: [] }, pending: { waypoints }, method: "dragging" };
  const allowed = page.run(() => page.Hooks.call("preMoveToken", token, movement, {}));
  return { refused: !allowed, reply: page.run(() => tableClient().moving) as Promise<{ ok: boolean; result: Record<string, unknown> }> };
}

/**
 * A drag of every token `page`'s user controls, as V13 moves them: `preMoveToken` for each in turn, the hexes the same
 * for all (they stand in one hex). Returns whether each was refused and the reply to the request the page sent.
 */
export function dragControlled(t: LiveTable, page: Client, pieces: string[], hexes: [number, number][]) {
  const tokens = pieces.map((piece) => tokenOf(t, page, piece));
  (page.globals.canvas as { tokens?: unknown }).tokens = { controlled: tokens.map((document) => ({ document })) };
  const waypoints = hexes.map((hex) => ({ ...pointOf(t, page, hex), action: "walk" }));
  const refused = tokens.map((token) => !page.run(() => page.Hooks.call("preMoveToken", token, { passed: { waypoints: [] }, pending: { waypoints }, method: "dragging" }, {})));
  return { refused, reply: page.run(() => tableClient().moving) as Promise<{ ok: boolean; result: Record<string, unknown> }> };
}
