import { sha256 } from "./sha256";

const BLOCK = 64;

/** HMAC-SHA-256 (RFC 2104, RFC 4231): a keyed hash no one without the key can compute, nor invert to the key. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const k = new Uint8Array(BLOCK);
  k.set(key.length > BLOCK ? sha256(key) : key);
  const pad = (byte: number, tail: Uint8Array) => {
    const bytes = new Uint8Array(BLOCK + tail.length);
    for (let i = 0; i < BLOCK; i++) bytes[i] = k[i]! ^ byte;
    bytes.set(tail, BLOCK);
    return bytes;
  };
  return sha256(pad(0x5c, sha256(pad(0x36, message))));
}
