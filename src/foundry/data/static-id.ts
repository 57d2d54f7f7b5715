/**
 * Static document ids: Foundry ids are 16 letters and digits. Documents the system ships (status effects, pack
 * entries) keep the same id everywhere, so code finds them by id (docs/foundry-facts.md §5).
 */

const ID_LENGTH = 16;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A readable id: `ht-moved-fired` → `htMovedFired0000`; cut to 16 characters (callers check theirs stay unique). */
export function readableId(name: string): string {
  const camel = name.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, "");
  return camel.padEnd(ID_LENGTH, "0").slice(0, ID_LENGTH);
}

/** 53 bits of a string (cyrb53), seeded. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** An id for any key, however long: a readable prefix (letters and digits) and the rest from a hash of `key`. */
export function hashedId(prefix: string, key: string): string {
  let digits = "";
  for (let seed = 1; prefix.length + digits.length < ID_LENGTH; seed++) {
    let n = hash53(key, seed);
    for (let i = 0; i < 8; i++, n = Math.floor(n / 62)) digits += ALPHABET[n % 62];
  }
  return (prefix + digits).slice(0, ID_LENGTH);
}
