import { sayer } from "../../core/text";
import { SERIES_TEXT } from "../series/text";
import { PG_LEADER_TEXT } from "./leaders/text";

/**
 * Everything the Panzer Grenadier rules say to a player, as English templates by stable code (`{name}` marks a
 * parameter): the series' words and PG's own. Chat cards localize by code (lang/en.json `HEX_TACTICS.Text`).
 */
export const PG_TEXT = {
  ...SERIES_TEXT,
  ...PG_LEADER_TEXT,
  // Set-up before play (PG 3.0, 6.8, 16.7)
  "set-up.tank-leaders-unassigned": "{side} has not assigned its tank leaders: they are assigned to AFVs before play (6.8)",
  "set-up.minefields-unplaced": "{side} has {count} minefield(s) drawn but not placed: minefields are placed before play (16.7)",
} as const;

export type PgTextCode = keyof typeof PG_TEXT;

/** A refusal reason or a prompt: `say("set-up.minefields-unplaced", { side, count })`. */
export const say = sayer(PG_TEXT);
