import { z } from "zod";
import { hmacSha256 } from "./hmac";
import { onTarget } from "./target";

/**
 * What every side may know of a piece or marker on the board: that it is there, on a hex or a vertex, and whose it is.
 * Its identity too, unless it is concealed (a block showing its back: Combat Infantry; a face-down minefield: Panzer
 * Grenadier): then `ref` is an opaque handle (`concealedRef`) and nothing else about it is told. Lists of concealed
 * items are ordered by handle (`byHandle`), never by id nor by anything an id decides: their order tells nothing either.
 */
export const PresenceJson = onTarget({
  what: z.enum(["piece", "marker"]),
  /** The piece's or marker's id; a concealed one's handle. */
  ref: z.string().min(1),
  side: z.string().min(1),
  concealed: z.literal(true).optional(),
  /** A marker's kind. */
  kind: z.string().min(1).optional(),
});
export type Presence = z.output<typeof PresenceJson>;

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * The handle a concealed piece is known by: a keyed hash (HMAC-SHA-256) of its id and `generation` under a secret of the
 * battle's (`salt`, never shown to a side), cut to 80 bits. The same while the piece stays concealed; without the salt
 * no one can work out which piece a handle stands for, even knowing every id and whose other handles were. The ruleset
 * passes a new `generation` each time the piece is concealed (a count of its concealments, or any counter in its state):
 * a piece concealed again gets a fresh handle.
 */
export function concealedRef(salt: string, id: string, generation: number): string {
  const mac = hmacSha256(utf8(salt), utf8(`${id}\u0000${generation}`));
  return `c-${Array.from(mac.subarray(0, 10), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** The order of lists of concealed items: by handle, compared by code unit (the same on every client, whatever its locale). */
export const byHandle = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
