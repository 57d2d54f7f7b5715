/**
 * GMs' clients hand each other the store keys (docs/foundry.md, "The referee's store"), so a second GM, or a GM in a
 * new browser, can referee. A holder offers its keys to a GM's client — when that GM connects, when the holder starts,
 * or when that client says it wants them (`key-wanted`, which anyone may send: it only makes a holder offer to the GM
 * it names). The offer goes by query to that user, so only his client can answer; the two clients agree an ECDH key
 * and the keys he lacks travel sealed under it (key-wrap.ts). A player's client takes part in none of it.
 */
import { heldKeys, holdKeys } from "./keyring";
import { exchangePair, publicJwk, sharedKey, unwrapKeys, wrapKeys } from "./key-wrap";
import { QUERY, type Message } from "./protocol";
import { isSealed } from "./sealed";
import { tableClient } from "./table-client";
import { withTimeout } from "./timeout";

/** How long a holder waits on each step of a hand-over. */
const STEP_MS = 30_000;

const ready = () => game as ReadyGame;
const isGM = (id: string): User.Implementation | undefined => {
  const user = ready().users.get(id);
  return user?.isGM && user.active && !user.isSelf ? user : undefined;
};
const ask = (user: User.Implementation, message: Message): Promise<unknown> => withTimeout(user.query(QUERY, message, { timeout: STEP_MS }), STEP_MS);

/** Offers this client's keys to a GM's client (to no one else); true when he holds them all afterwards. */
export async function offerKeys(to: string): Promise<boolean> {
  const user = isGM(to);
  const keys = heldKeys();
  if (!user || !ready().user.isGM || !Object.keys(keys).length) return false;
  const pair = await exchangePair();
  const offer = crypto.randomUUID();
  const reply = (await ask(user, { type: "key-offer", offer, publicKey: await publicJwk(pair) })) as { publicKey?: JsonWebKey; have?: unknown } | null;
  if (!reply?.publicKey || !Array.isArray(reply.have)) return false;
  const missing = Object.fromEntries(Object.entries(keys).filter(([id]) => !(reply.have as unknown[]).includes(id)));
  if (!Object.keys(missing).length) return true;
  const shared = await sharedKey(pair, reply.publicKey);
  return (await ask(user, { type: "key-deliver", offer, keys: await wrapKeys(shared, missing, offer) })) === true;
}

/** Asks every other connected GM's client for the keys (each holder then offers them). */
export async function wantKeys(): Promise<void> {
  const self = ready().user;
  const gms = ready().users.filter((u) => u.isGM && u.active && !u.isSelf);
  await Promise.all(gms.map((gm) => ask(gm, { type: "key-wanted", user: self.id! })));
}

/** `key-offer` on a GM's client: its half of the agreement, and the keys it has already. */
export async function answerOffer(offer: string, publicKey: JsonWebKey): Promise<{ publicKey: JsonWebKey; have: string[] } | null> {
  if (!ready().user.isGM) return null;
  const pair = await exchangePair();
  const { offers } = tableClient();
  offers.set(offer, await sharedKey(pair, publicKey));
  setTimeout(() => offers.delete(offer), 2 * STEP_MS);
  return { publicKey: await publicJwk(pair), have: Object.keys(heldKeys()) };
}

/** `key-deliver` on a GM's client: the keys of an offer it answered, kept (keyring.ts tells the table when some are new). */
export async function takeDelivery(offer: string, keys: unknown): Promise<boolean> {
  const { offers } = tableClient();
  const shared = offers.get(offer);
  offers.delete(offer);
  if (!shared || !isSealed(keys) || !ready().user.isGM) return false;
  const added = await holdKeys(await unwrapKeys(shared, keys, offer));
  if (added.length) ui.notifications?.info(game.i18n!.format("HEX_TACTICS.Referee.key-received", { count: String(added.length) }));
  return true;
}

/** `key-wanted`: a holder offers its keys to the GM named (nobody else: the offer goes to his client). */
export const onKeyWanted = (user: string): Promise<boolean> => offerKeys(user);
