import { sayer } from "../../core/text";
import { SERIES_TEXT } from "../series/text";
import { PG_LEADER_TEXT } from "./leaders/text";
import { PG_MINEFIELD_TEXT } from "./minefields/text";
import { PG_AT_TEXT } from "./at/text";
import { PG_TRANSPORT_TEXT } from "./transport/text";
import { PG_FIRE_TEXT } from "./fire/text";
import { PG_MORALE_TEXT } from "./morale/text";

/**
 * Everything the Panzer Grenadier rules say to a player, as English templates by stable code (`{name}` marks a
 * parameter): the series' words and PG's own. Chat cards localize by code (lang/en.json `HEX_TACTICS.Text`).
 */
export const PG_TEXT = {
  ...SERIES_TEXT,
  ...PG_LEADER_TEXT,
  ...PG_MINEFIELD_TEXT,
  ...PG_AT_TEXT,
  ...PG_TRANSPORT_TEXT,
  ...PG_FIRE_TEXT,
  ...PG_MORALE_TEXT,
  // Set-up before play (PG 3.0, 6.8, 16.7)
  "set-up.tank-leaders-unassigned": "{side} has not assigned its tank leaders: they are assigned to AFVs before play (6.8)",
  "set-up.minefields-unplaced": "{side} has {count} minefield(s) drawn but not placed: minefields are placed before play (16.7)",

  // Movement (PG 4.5, 5.3, 5.32, 5.4, 6.72)
  "move.stack-full.combatUnits": "{unit} would overstack the hex: three combat units (not APCs) are already there",
  "move.stack-full.transports": "{unit} would overstack the hex: three transports (APCs included) are already there",
  "move.threat": "{unit} was not activated by a leader of its own kind and may not move closer to {enemy}, which can harm it",
  "move.decapitated": "{unit} is within three hexes of where {side}'s highest-ranking leader fell: it may not move until the end of turn {until}",
  "move.assault-not-played": "enemy combat units hold that hex: units enter it only by assault movement (12.1), which this version does not play yet",
  "move.leave-assault-not-played": "leaving an assault hex (5.32) comes with the assault (12.0), which this version does not play yet",
} as const;

export type PgTextCode = keyof typeof PG_TEXT;

/** A refusal reason or a prompt: `say("set-up.minefields-unplaced", { side, count })`. */
export const say = sayer(PG_TEXT);
