/**
 * Handing the store keys from one GM's client to another's (key-exchange.ts): an ECDH (P-256) agreement between the
 * two clients' one-off key pairs gives an AES-GCM key only those two can derive; the store keys travel sealed under it.
 * Whoever else sees the messages (the worst case: the server shows them to everyone) sees two public keys and a
 * ciphertext. No Foundry here.
 */
import { seal, subtle, unseal, type SealingKey, type Sealed } from "./sealed";

const CURVE = { name: "ECDH", namedCurve: "P-256" } as const;

/** A one-off ECDH key pair for one hand-over. */
export const exchangePair = (): Promise<CryptoKeyPair> => subtle().generateKey(CURVE, false, ["deriveKey"]) as Promise<CryptoKeyPair>;

/** The public half, as JSON for the wire. */
export const publicJwk = (pair: CryptoKeyPair): Promise<JsonWebKey> => subtle().exportKey("jwk", pair.publicKey);

/** The AES-GCM key both sides of a hand-over derive: ours private, theirs public. */
export async function sharedKey(own: CryptoKeyPair, theirs: JsonWebKey): Promise<SealingKey> {
  const peer = await subtle().importKey("jwk", theirs, CURVE, false, []);
  const key = await subtle().deriveKey({ name: "ECDH", public: peer }, own.privateKey, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
  return { id: "exchange", key };
}

/** The keys (id → base64 bytes) sealed for one hand-over, `offer` naming it. */
export const wrapKeys = (shared: SealingKey, keys: Readonly<Record<string, string>>, offer: string): Promise<Sealed> => seal(shared, JSON.stringify(keys), `keys:${offer}`);

/** The keys a hand-over brought (id → base64 bytes). */
export async function unwrapKeys(shared: SealingKey, sealed: Sealed, offer: string): Promise<Record<string, string>> {
  const keys = JSON.parse(await unseal(shared, sealed, `keys:${offer}`)) as unknown;
  if (typeof keys !== "object" || keys === null || Array.isArray(keys) || !Object.values(keys).every((k) => typeof k === "string")) throw new Error("the keys handed over are not a key list");
  return keys as Record<string, string>;
}
