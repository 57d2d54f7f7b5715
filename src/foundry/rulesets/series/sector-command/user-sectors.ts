import { SYSTEM_ID } from "../../../constants";
import { SECTORS_SETTING } from "./settings";

/** Each user's sector (IA1 17.51, PG 17.61): user id → the sector he commands (a name the players agreed on). */
export type SectorTable = Readonly<Record<string, string>>;

/** A sector table from whatever the setting holds: non-empty names only. */
export function sectorTableFrom(json: unknown): Record<string, string> {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return {};
  return Object.fromEntries(Object.entries(json).filter((e): e is [string, string] => typeof e[1] === "string" && e[1].trim() !== "").map(([u, s]) => [u, s.trim()]));
}

/** The sector a user commands, if any (IA1 17.51, PG 17.61). */
export function sectorOf(userId: string): string | null {
  const table = sectorTableFrom(game.settings!.get(SYSTEM_ID, SECTORS_SETTING));
  return Object.hasOwn(table, userId) ? table[userId]! : null;
}

export async function setSectors(table: SectorTable): Promise<void> {
  await game.settings!.set(SYSTEM_ID, SECTORS_SETTING, sectorTableFrom(table));
}
