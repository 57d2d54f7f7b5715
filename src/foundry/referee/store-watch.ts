/**
 * Whether the server sends players the referee store's changes is not established (docs/foundry-facts.md §2): a
 * player's client that hears of one ignores it — it is sealed, and nothing here reads it — and reports it, once, to
 * the active GM, who is told which player's client received it (the answer to the question).
 * What was reported is kept on the page's table state (table-client.ts).
 */
import { QUERY, type Message } from "./protocol";
import { STORE_PACK } from "./store";
import { tableClient } from "./table-client";

/** What the watch reads of a document a hook hands it. */
interface Touched {
  readonly pack?: string | null;
  readonly parent?: { readonly pack?: string | null } | null;
}

const HOOKS = ["JournalEntry", "JournalEntryPage"].flatMap((name) => ["create", "update", "delete"].map((action) => `${action}${name}`));

const inStore = (doc: Touched | undefined): boolean => doc?.pack === STORE_PACK || doc?.parent?.pack === STORE_PACK;

function seen(doc: Touched): void {
  const user = (game as ReadyGame).user;
  const { told } = tableClient();
  if (user.isGM || !inStore(doc) || told.has("self")) return;
  told.add("self");
  const gm = (game as ReadyGame).users.activeGM;
  const message: Message = { type: "store-seen", user: user.id! };
  if (gm && !gm.isSelf) void gm.query(QUERY, message, { timeout: 10_000 }).catch(() => undefined);
}

/** The hook called on the GM's client when a player's client reports the store's changes (the Quench checks wait on it). */
export const STORE_SEEN = "hex-tactics.storeSeen";

/** `init`: the watch on the store's documents. */
export function registerStoreWatch(): void {
  for (const hook of HOOKS) Hooks.on(hook as never, ((doc: Touched) => seen(doc)) as never);
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
