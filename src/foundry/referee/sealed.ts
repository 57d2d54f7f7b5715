/**
 * The referee store's encryption (docs/foundry.md, "The referee's store"): what the store writes is sealed with AES-GCM
 * (WebCrypto) under the world's store key, which only GMs' clients hold (keyring.ts). The text is compressed, then
 * padded to a size bucket (a few bits of its length show), and bound to its place in the store (`context`: the battle
 * and the entry's number), so a sealed entry read anywhere else does not open. No Foundry here: browsers and Node alike.
 */

/** A sealed text as the store writes it: the id of the key it is sealed under, the IV, the ciphertext (base64). */
export interface Sealed {
  readonly v: 1;
  readonly key: string;
  readonly iv: string;
  readonly data: string;
}

/** A key things are sealed under, and its id. */
export interface SealingKey {
  readonly id: string;
  readonly key: CryptoKey;
}

/** A store key: its id (public: a hash of it), its bytes (a GM exports them) and the key itself. */
export interface StoreKey extends SealingKey {
  readonly raw: Uint8Array<ArrayBuffer>;
}

/** WebCrypto is missing: a page served over plain http from another host is no secure context (MDN: SubtleCrypto). */
export class NoWebCrypto extends Error {
  constructor() {
    super("WebCrypto (crypto.subtle) is not available: the page is not a secure context (https or localhost)");
    this.name = "NoWebCrypto";
  }
}

export const subtle = (): SubtleCrypto => {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new NoWebCrypto();
  return s;
};

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A key's public id: the first 16 hex digits of its SHA-256 (it names the key, and tells nothing of it). */
export async function keyIdOf(raw: Uint8Array<ArrayBuffer>): Promise<string> {
  const hash = new Uint8Array(await subtle().digest("SHA-256", raw));
  return [...hash.subarray(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A store key from its 32 bytes. */
export async function storeKey(raw: Uint8Array<ArrayBuffer>): Promise<StoreKey> {
  if (raw.length !== 32) throw new Error(`a store key is 32 bytes, not ${raw.length}`);
  return { id: await keyIdOf(raw), raw, key: await subtle().importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]) };
}

/** A new random store key. */
export const newStoreKey = (): Promise<StoreKey> => storeKey(crypto.getRandomValues(new Uint8Array(32)));

async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

/** The padded length of `n` bytes: whole KiB below 8 KiB, then steps of an eighth of the power of two below it. */
export function paddedLength(n: number): number {
  const step = Math.max(1024, 2 ** Math.floor(Math.log2(Math.max(n, 1))) / 8);
  return Math.max(1024, Math.ceil(n / step) * step);
}

/** The compressed text, its length first (4 bytes), zero-padded to its bucket. */
async function packed(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const squeezed = await through(utf8(text), new CompressionStream("deflate-raw"));
  const out = new Uint8Array(paddedLength(squeezed.length + 4));
  new DataView(out.buffer).setUint32(0, squeezed.length);
  out.set(squeezed, 4);
  return out;
}

async function unpacked(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  if (length > bytes.length - 4) throw new Error("a sealed entry's length is wrong");
  return new TextDecoder().decode(await through(bytes.slice(4, 4 + length), new DecompressionStream("deflate-raw")));
}

/** Seals `text` under `key` for its place in the store (`context`). */
export async function seal(key: SealingKey, text: string, context: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle().encrypt({ name: "AES-GCM", iv, additionalData: utf8(context) }, key.key, await packed(text));
  return { v: 1, key: key.id, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** The text of a sealed entry read at `context`; throws if the key is not its key, or the entry is not that place's. */
export async function unseal(key: SealingKey, sealed: Sealed, context: string): Promise<string> {
  if (sealed.key !== key.id) throw new Error(`the entry is sealed under key ${sealed.key}, not ${key.id}`);
  const plain = await subtle().decrypt({ name: "AES-GCM", iv: fromBase64(sealed.iv), additionalData: utf8(context) }, key.key, fromBase64(sealed.data));
  return unpacked(new Uint8Array(plain));
}

/** Whether a value read from the store has the shape of a sealed entry. */
export const isSealed = (value: unknown): value is Sealed => {
  const s = value as Partial<Sealed> | null;
  return typeof s === "object" && s !== null && s.v === 1 && typeof s.key === "string" && typeof s.iv === "string" && typeof s.data === "string";
};
