/**
 * GMs' clients hand each other the store keys (docs/foundry.md, "The key in other browsers"), so a second GM, or a GM
 * in a new browser, can referee. The client that lacks the store's key opens each hand-over: it makes a one-off ECDH
 * key pair and asks every other connected GM's client (`key-wanted`, with its public half). A holder answers by a query
 * to that GM's client alone (`key-deliver`): its own public half and its keys sealed under the key the two agree
 * (key-wrap.ts). The asking client takes a delivery only for a hand-over it opened, and only the key the store is sealed
 * under (the marker a GM wrote in the GM-only store): a player's console can neither take a key nor slip one in.
 */
import { heldKeys, holdKeys } from "./keyring";
import { exchangePair, publicJwk, sharedKey, unwrapKeys, wrapKeys } from "./key-wrap";
import { QUERY, type Message } from "./protocol";
import { isSealed } from "./sealed";
import { RefereeStore } from "./store";
import { tableClient } from "./table-client";
import { withTimeout } from "./timeout";

/** How long a hand-over may take, each way. */
const STEP_MS = 30_000;

const ready = () => game as ReadyGame;
const otherGMs = () => ready().users.filter((u) => u.isGM && u.active && !u.isSelf);
const ask = (user: User.Implementation, message: Message): Promise<unknown> => withTimeout(user.query(QUERY, message, { timeout: STEP_MS }), STEP_MS);

/** Asks every other connected GM's client for the store keys, each in a hand-over of its own. */
export async function wantKeys(): Promise<void> {
  const self = ready().user;
  if (!self.isGM) return;
  const { opened } = tableClient();
  await Promise.all(
    otherGMs().map(async (gm) => {
      const offer = crypto.randomUUID();
      const pair = await exchangePair();
      opened.set(offer, pair);
      setTimeout(() => opened.delete(offer), 2 * STEP_MS);
      await ask(gm, { type: "key-wanted", user: self.id!, offer, publicKey: await publicJwk(pair) });
    }),
  );
}

/** `key-wanted` on a GM's client: its keys, sealed for the GM who asked, sent to his client alone. */
export async function answerWanted(user: string, offer: string, publicKey: JsonWebKey): Promise<boolean> {
  const to = ready().users.get(user);
  const keys = heldKeys();
  if (!ready().user.isGM || !to?.isGM || !to.active || to.isSelf || !Object.keys(keys).length) return false;
  const pair = await exchangePair();
  const sealed = await wrapKeys(await sharedKey(pair, publicKey), keys, offer);
  return (await ask(to, { type: "key-deliver", offer, publicKey: await publicJwk(pair), keys: sealed })) === true;
}

/** `key-deliver` on a GM's client: the store's key from a hand-over it opened, kept (keyring.ts tells the table). */
export async function takeDelivery(offer: string, publicKey: JsonWebKey, keys: unknown): Promise<boolean> {
  const { opened } = tableClient();
  const pair = opened.get(offer);
  opened.delete(offer);
  if (!pair || !isSealed(keys) || !ready().user.isGM) return false;
  const given = await unwrapKeys(await sharedKey(pair, publicKey), keys, offer);
  const sealedUnder = (await RefereeStore.open()).keyId;
  const wanted = sealedUnder !== null && sealedUnder in given ? { [sealedUnder]: given[sealedUnder]! } : {};
  const added = await holdKeys(wanted);
  if (added.length) ui.notifications?.info(game.i18n!.localize("HEX_TACTICS.Referee.key-received"));
  return added.length > 0;
}
