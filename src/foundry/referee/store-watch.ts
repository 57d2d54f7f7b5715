/**
 * Whether the server sends players the referee store's changes is not established (docs/foundry-facts.md §2): a
 * player's client that hears of one on its socket (`modifyDocument`, whose operation names the pack: V13
 * `DocumentSocketResponse`) — its document hooks would not fire, V13 reading the pack's documents first — ignores it (it
 * is sealed, and nothing here reads it) and reports it, once, to the active GM, who is told which player's client says
 * it received it (the answer to the question; a player's console could claim it falsely). What was reported is kept
 * on the page's table state (table-client.ts).
 */
import { QUERY, type Message } from "./protocol";
import { STORE_PACK } from "./store";
import { tableClient } from "./table-client";

/** What the watch reads of a `modifyDocument` socket response (typed loosely: V13 `DocumentSocketResponse`). */
interface Response {
  readonly operation?: { readonly pack?: string | null } | null;
}

function seen(response: Response | undefined): void {
  const user = (game as ReadyGame).user;
  const { told } = tableClient();
  if (user.isGM || response?.operation?.pack !== STORE_PACK || told.has("self")) return;
  told.add("self");
  const gm = (game as ReadyGame).users.activeGM;
  const message: Message = { type: "store-seen", user: user.id! };
  if (gm && !gm.isSelf) void gm.query(QUERY, message, { timeout: 10_000 }).catch(() => undefined);
}

/** The hook called on the GM's client when a player's client reports the store's changes (the Quench checks wait on it). */
export const STORE_SEEN = "hex-tactics.storeSeen";

/** `ready`: the watch on the socket (`game.socket`, ready then). */
export function watchStore(): void {
  (game as unknown as { socket?: { on(event: string, fn: (r: Response) => void): void } }).socket?.on("modifyDocument", seen);
}

/** `store-seen` on the GM's client: a player's client received changes to the store; the GM is told, once per player. */
export function storeSeenBy(userId: string): void {
  const game_ = game as ReadyGame;
  const user = game_.users.get(userId);
  const { told } = tableClient();
  if (!game_.user.isGM || !user || user.isGM) return;
  (Hooks as unknown as { callAll(hook: string, user: string): boolean }).callAll(STORE_SEEN, userId);
  if (told.has(userId)) return;
  told.add(userId);
  ui.notifications?.warn(game_.i18n.format("HEX_TACTICS.Referee.store-seen", { user: user.name ?? userId }), { permanent: true });
}
