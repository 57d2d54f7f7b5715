/**
 * Starting the table on each client (docs/foundry.md, "One referee"): at `ready`, whenever a user connects or leaves
 * (the active GM may have changed), and when store keys arrive, the active GM's client opens the store with the key it
 * is sealed under, creates its referee with the rulesets' table pieces, gives every connected user a session key and
 * asks again the decisions a reload interrupted; any other client drops a referee it ran and asks the active GM for its
 * session key. A GM's client lacking the store's key asks the other GMs' clients for it (key-exchange.ts).
 */
import { foundryI18n } from "../i18n";
import { tableModules } from "../rulesets/registry";
import { FoundryPorts } from "./foundry-ports";
import { dispatch, greetReferee } from "./queries";
import { Referee } from "./referee";
import { wantKeys } from "./key-exchange";
import { heldKey, heldKeys, KEYS_ARRIVED, makeKey } from "./keyring";
import { NoWebCrypto, type StoreKey } from "./sealed";
import { RefereeStore, STORE_FORMAT } from "./store";
import { tableClient } from "./table-client";

/** The rulesets the referee plays: every table module's pieces. */
const rulesets = () => tableModules().map((m) => m.pieces);

/** `ready`: starts this client's part of the table, and follows users connecting and leaving and store keys arriving. */
export async function startTable(): Promise<void> {
  Hooks.on("userConnected", (user: User.Implementation, connected: boolean) => void onUserConnected(user, connected));
  Hooks.on(KEYS_ARRIVED as never, (() => void takeRole()) as never);
  await takeRole();
  await wantKeysIfLacking().catch((e: unknown) => console.error(e));
}

/** Whether this client is the referee now. */
const isReferee = (): boolean => (game as ReadyGame).user.isActiveGM;

/**
 * Becomes the referee if this client is the active GM and is not yet (a start under way is waited on, never doubled);
 * else stops a referee it ran, so its queued work writes nothing more, and greets the one there is.
 */
async function takeRole(): Promise<void> {
  const client = tableClient();
  if (!isReferee()) {
    client.referee?.stop();
    client.referee = null;
    client.ports = null;
    await greetReferee();
    return;
  }
  if (client.referee) return;
  client.starting ??= startReferee().finally(() => (client.starting = null));
  await client.starting;
}

/**
 * A GM's client that lacks the key the store is sealed under asks the other GMs' clients for it (key-exchange.ts): at
 * `ready` (the referee does when it cannot open the store) and when another GM connects.
 */
async function wantKeysIfLacking(): Promise<void> {
  if (!(game as ReadyGame).user.isGM || tableClient().referee) return;
  const store = await RefereeStore.open();
  if (store.safe && store.keyId !== null && !(await heldKey(store.keyId))) await wantKeys();
}

/**
 * The key the store is sealed under, if this client holds it; for a store nothing was sealed in yet, a key held here
 * or a new one (the GM is told to keep a copy: settings/referee-key). Null, the GM told why, when it holds none.
 */
async function keyFor(store: RefereeStore): Promise<StoreKey | null> {
  const i18n = foundryI18n();
  if (store.keyId !== null) {
    const key = await heldKey(store.keyId);
    if (!key) ui.notifications?.error(i18n.format("HEX_TACTICS.Referee.key-missing", { key: store.keyId }), { permanent: true });
    return key ?? null;
  }
  const held = Object.keys(heldKeys())[0];
  if (held !== undefined) return (await heldKey(held)) ?? null;
  const made = await makeKey();
  ui.notifications?.info(i18n.localize("HEX_TACTICS.Referee.key-made"), { permanent: true });
  return made;
}

async function startReferee(): Promise<void> {
  const client = tableClient();
  client.key = null;
  const store = await RefereeStore.open();
  if (!store.safe) {
    ui.notifications?.error(foundryI18n().localize("HEX_TACTICS.Referee.unsafe-store"), { permanent: true });
    return;
  }
  if (store.format > STORE_FORMAT) {
    ui.notifications?.error(foundryI18n().format("HEX_TACTICS.Referee.newer-store", { found: String(store.format) }), { permanent: true });
    return;
  }
  let key: StoreKey | null;
  try {
    key = await keyFor(store);
  } catch (e) {
    if (!(e instanceof NoWebCrypto)) throw e;
    ui.notifications?.error(foundryI18n().localize("HEX_TACTICS.Referee.no-webcrypto"), { permanent: true });
    return;
  }
  if (!key) return void wantKeys().catch((err: unknown) => console.error(err));
  // Another GM may have become the active one while the store opened.
  if (!isReferee()) return;
  await store.use(key);
  const ports = new FoundryPorts(store, (message, timeoutMs) => dispatch(message, { timeout: timeoutMs }));
  const referee = new Referee(ports, rulesets());
  client.referee = referee;
  client.ports = ports;
  await Promise.all(ports.connected().flatMap((u) => (u.id === ports.self ? [] : [referee.admit(u.id)])));
  // Not awaited: a resumed command waits on a user's answer. Requests queue behind it.
  for (const battle of store.battles()) void referee.resume(battle).catch((e: unknown) => console.error(e));
}

async function onUserConnected(user: User.Implementation, connected: boolean): Promise<void> {
  const client = tableClient();
  // A GM who connects may hold the store's key this GM's client lacks (not awaited: the table's role comes first).
  if (connected && user.isGM && !user.isSelf) void wantKeysIfLacking().catch((e: unknown) => console.error(e));
  if (client.referee && isReferee() && !user.isSelf) {
    if (connected) await client.referee.admit(user.id!);
    return;
  }
  // A GM came or went: the referee may have changed hands, and a key from the last one is worth nothing.
  if (user.isGM) {
    if (!isReferee()) client.key = null;
    await takeRole();
  }
}

/**
 * A GM puts a battle in play: its stored JSON as its ruleset's table pieces read it (for Infantry Attacks
 * rulesets/ia/wire.ts `IaStoredBattle`: the saved game, the actor of each piece, the scene and grid placement).
 */
export async function startBattle(battle: string, stored: unknown): Promise<void> {
  await tableClient().starting;
  const referee = tableClient().referee;
  if (!referee) throw new Error(foundryI18n().localize("HEX_TACTICS.Referee.not-referee"));
  await referee.begin(battle, stored);
}
