import { SYSTEM_ID } from "../constants";

/** The side table: user id → the ids of the sides that user plays (docs/foundry.md, "Sides"). A GM alone writes it. */
export type SideTable = Readonly<Record<string, readonly string[]>>;

/** The world setting holding the side table (`hex-tactics.sides`). */
export const SIDES_SETTING = "sides" as const;

/** A side table from whatever the setting holds: only string lists of non-empty ids survive, each id once. */
export function sideTableFrom(json: unknown): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  if (typeof json !== "object" || json === null || Array.isArray(json)) return table;
  for (const [user, sides] of Object.entries(json)) {
    if (!Array.isArray(sides)) continue;
    const ids = [...new Set(sides.filter((s): s is string => typeof s === "string" && s !== ""))];
    if (ids.length) table[user] = ids;
  }
  return table;
}

const settings = () => game.settings!;

/** The side table as the world holds it. */
export function sideTable(): Record<string, string[]> {
  return sideTableFrom(settings().get(SYSTEM_ID, SIDES_SETTING));
}

/** The sides a user plays (none: he watches). */
export function sidesOf(userId: string): string[] {
  const table = sideTable();
  return Object.hasOwn(table, userId) ? table[userId]! : [];
}

/** Replaces the side table (a GM's client: players cannot write world settings). */
export async function setSides(table: SideTable): Promise<void> {
  await settings().set(SYSTEM_ID, SIDES_SETTING, sideTableFrom(table));
}
