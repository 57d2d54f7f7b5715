/**
 * Moves on a page of the live table as V13 makes them (../movement.ts): a drag, the arrow keys, the token's sheet, each a
 * position update firing `preMoveToken` on that page, which the system answers by refusing the raw move and sending a
 * drag or the keys to the referee (src/foundry/referee/token-moves.ts).
 */
import { tableClient } from "../../../../src/foundry/referee/table-client";
import type { SimToken } from "../documents";
import { configureToken, dragTokens, keyMove } from "../movement";
import type { Client } from "../world";
import { settled, type LiveTable } from "./table";

type Reply = { ok: boolean; result: Record<string, unknown> };

export const tokenOf = (t: LiveTable, page: Client, piece: string) =>
  page.game.scenes.get(t.scene)!.tokens.find((x: SimToken) => x.getFlag("hex-tactics", "piece") === piece)!;

export const pointOf = (t: LiveTable, page: Client, [column, row]: [number, number]) => page.game.scenes.get(t.scene)!.grid.getTopLeftPoint({ i: row, j: column });

/** The request the page's last drag or key move sent the referee (its reply, once every page settled after it), read once the move was refused. */
const sent = (page: Client): Promise<Reply> => {
  const moving = page.run(() => tableClient().moving) as Promise<Reply> | null;
  return (moving ?? Promise.resolve(null as unknown as Reply)).then(async (reply) => {
    await settled(page.server);
    return reply;
  });
};

/** Drags `piece`'s token through `hexes` on `page`. Resolves with whether the move was refused and the reply the page got. */
export async function drag(t: LiveTable, page: Client, piece: string, hexes: [number, number][]) {
  const token = tokenOf(t, page, piece);
  const moved = await dragTokens(page, [{ token, waypoints: hexes.map((hex) => pointOf(t, page, hex)) }]);
  return { refused: !moved.length, reply: sent(page) };
}

/**
 * A drag of every token `page`'s user controls, as V13 moves them: one update, `preMoveToken` for each in turn, the
 * hexes the same for all (they stand in one hex). Resolves with whether each was refused and the reply to the request.
 */
export async function dragControlled(t: LiveTable, page: Client, pieces: string[], hexes: [number, number][]) {
  const tokens = pieces.map((piece) => tokenOf(t, page, piece));
  (page.globals.canvas as { tokens?: unknown }).tokens = { controlled: tokens.map((document) => ({ document })) };
  const moved = await dragTokens(page, tokens.map((token) => ({ token, waypoints: hexes.map((hex) => pointOf(t, page, hex)) })));
  return { refused: tokens.map((token) => !moved.includes(token.id)), reply: sent(page) };
}

/** `piece`'s token moved with the arrow keys on `page` into the adjacent `hex`. */
export async function keys(t: LiveTable, page: Client, piece: string, hex: [number, number]) {
  const moved = await keyMove(page, tokenOf(t, page, piece), pointOf(t, page, hex));
  return { refused: !moved, reply: sent(page) };
}

/** `piece`'s token given the position of `hex` in its configuration sheet on `page`. Resolves with whether it moved. */
export const configure = (t: LiveTable, page: Client, piece: string, hex: [number, number]) => configureToken(page, tokenOf(t, page, piece), pointOf(t, page, hex));
