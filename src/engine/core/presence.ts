import { z } from "zod";
import { hash53 } from "./hash";
import { onTarget } from "./target";

/**
 * What every side may know of a piece or marker on the board: that it is there, on a hex or a vertex, and whose it is.
 * Its identity too, unless it is concealed (a block showing its back: Combat Infantry; a face-down minefield: Panzer
 * Grenadier): then `ref` is an opaque handle (`concealedRef`) and nothing else about it is told.
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

/**
 * The handle a concealed piece is known by: made from a secret of the battle's (`salt`, never shown to a side) and the
 * piece's id, so it is the same while the piece stays concealed and tells nothing of which piece it is.
 */
export function concealedRef(salt: string, id: string): string {
  const key = `${salt}\u0000${id}`;
  return `c-${hash53(key, 1).toString(36)}${hash53(key, 2).toString(36)}`;
}
