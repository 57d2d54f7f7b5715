import { SYSTEM_ID } from "../../../constants";
import { COMMANDERS_SETTING } from "./settings";

/**
 * The Commanding Officers (IA1 17.52, PG 17.63): the users who are their sides' CO (the players roll for it at the table, high roll
 * wins; the GM records the winner in the Sides dialog).
 */
export type CommanderList = readonly string[];

/** A CO list from whatever the setting holds: user ids only, each once. */
export function commanderListFrom(json: unknown): string[] {
  return Array.isArray(json) ? [...new Set(json.filter((u): u is string => typeof u === "string" && u !== ""))] : [];
}

/** Whether a user is the Commanding Officer of the sides he plays (IA1 17.52, PG 17.63). */
export function isCommandingOfficer(userId: string): boolean {
  return commanderListFrom(game.settings!.get(SYSTEM_ID, COMMANDERS_SETTING)).includes(userId);
}

export async function setCommanders(list: CommanderList): Promise<void> {
  await game.settings!.set(SYSTEM_ID, COMMANDERS_SETTING, commanderListFrom(list));
}
