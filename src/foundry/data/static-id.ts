/**
 * Static document ids: Foundry ids are 16 letters and digits. Documents the system ships (status effects, pack
 * entries) keep the same id everywhere, so code finds them by id (docs/foundry-facts.md §5).
 */

import { hash53 } from "../../engine/core/hash";

const ID_LENGTH = 16;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A readable id: `ht-moved-fired` → `htMovedFired0000`; cut to 16 characters (callers check theirs stay unique). */
export function readableId(name: string): string {
  const camel = name.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, "");
  return camel.padEnd(ID_LENGTH, "0").slice(0, ID_LENGTH);
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
