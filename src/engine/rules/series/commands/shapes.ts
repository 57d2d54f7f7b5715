import { z } from "zod";

/**
 * The commands both games share, and the builder of every command's shape: checked at the door, a field of the wrong
 * shape refused naming its JSON path before any rule runs. Hexes are [column, row] in JSON (map/hex-codec). `side` is
 * set by the host from who is asking (a Foundry user's side), never taken from a player's payload.
 */
const Side = z.string().min(1);
export const command = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), side: Side, ...shape }).strict();

/** 3.0 A. */
export const RollInitiative = command("roll-initiative", {});
/** 3.0 B. */
export const Pass = command("pass", {});
/** 17.2: the initiative winner saves one of his segments; later, at the start of one of his segments, he uses it. */
export const SaveSegment = command("save-segment", {});
export const UseSavedSegment = command("use-saved-segment", {});
