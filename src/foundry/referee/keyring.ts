/**
 * The store keys a GM's client holds (docs/foundry.md, "The referee's store"): a client setting — kept in the browser's
 * own storage, never sent to the server — holding, for each world, its keys by id. A key comes to a client by being
 * made there (the first referee of a world), from another GM's client (key-exchange.ts) or from a key file a GM
 * exported (the key file below). A player's client never holds one.
 */
import { z } from "zod";
import { DataError, parseData } from "../../engine/data/validate";
import { worldEntries } from "./browser-setting";
import { fromBase64, newStoreKey, storeKey, toBase64, type StoreKey } from "./sealed";

/** The hook called when this client holds new keys: the table tries to start its referee again (start.ts). */
export const KEYS_ARRIVED = "hex-tactics.keysArrived";

/** This browser's keys for this world: key id → the key's 32 bytes in base64. */
const keyring = worldEntries<string>("refereeKeys");

/** `init`: the keyring, a client setting (its value lives in the browser, as every client setting's does). */
export const registerKeyring = (): void => keyring.register();

/** This world's keys this client holds: id → base64 bytes. */
export const heldKeys = (): Readonly<Record<string, string>> => keyring.read();

/** The key of this id, if this client holds it. */
export async function heldKey(id: string): Promise<StoreKey | undefined> {
  const raw = heldKeys()[id];
  return raw === undefined ? undefined : storeKey(fromBase64(raw));
}

/** Keeps keys (id → base64 bytes), each checked against its id; returns the ids new to this client. */
export async function holdKeys(keys: Readonly<Record<string, string>>): Promise<string[]> {
  const held = heldKeys();
  const added: Record<string, string> = {};
  for (const [id, raw] of Object.entries(keys)) {
    if (id in held) continue;
    if ((await storeKey(fromBase64(raw))).id !== id) throw new Error(`the key given as ${id} is another key`);
    added[id] = raw;
  }
  if (Object.keys(added).length) {
    await keyring.write(added);
    (Hooks as unknown as { callAll(hook: string): boolean }).callAll(KEYS_ARRIVED);
  }
  return Object.keys(added);
}

/** A new key, kept here: the first referee of a world makes it. */
export async function makeKey(): Promise<StoreKey> {
  const key = await newStoreKey();
  await holdKeys({ [key.id]: toBase64(key.raw) });
  return key;
}

export const KEY_FILE_FORMAT = "hex-tactics/referee-keys";

const KeyFile = z
  .object({ format: z.literal(KEY_FILE_FORMAT), world: z.string(), keys: z.record(z.string().regex(/^[0-9a-f]{16}$/), z.string().min(1)) })
  .strict();

/** The key file a GM exports: this world's keys, to keep with the world's backups. */
export const keyFile = (): z.output<typeof KeyFile> => ({ format: KEY_FILE_FORMAT, world: (game as ReadyGame).world.id, keys: heldKeys() });

/** A key file's keys; a DataError naming each JSON path at fault if it is none. */
export function readKeyFile(text: string, source = "key file"): Record<string, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DataError(source, [{ path: "$", message: "not JSON" }]);
  }
  return parseData(KeyFile, json, source).keys;
}
