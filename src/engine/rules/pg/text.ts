import { sayer } from "../../core/text";
import { SERIES_TEXT } from "../series/text";
import { PG_LEADER_TEXT } from "./leaders/text";
import { PG_MINEFIELD_TEXT } from "./minefields/text";
import { PG_AT_TEXT } from "./at/text";
import { PG_TRANSPORT_TEXT } from "./transport/text";
import { PG_FIRE_TEXT } from "./fire/text";
import { PG_MORALE_TEXT } from "./morale/text";
import { PG_SET_UP_TEXT } from "./commands/set-up-text";
import { PG_MOVEMENT_TEXT } from "./movement/text";
import { PG_ASSAULT_TEXT } from "./assault/text";
import { PG_BOMBARDMENT_TEXT } from "./bombardment/text";
import { PG_AIR_TEXT } from "./air/text";
import { PG_CLEARING_TEXT, PG_FIELDWORKS_TEXT } from "./fieldworks/text";
import { PG_CROSSING_TEXT } from "./movement/crossing-text";
import { PG_KOMMISSAR_TEXT } from "./leaders/kommissar-text";
import { PG_OPTIONAL_TEXT } from "./optional/text";

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
  ...PG_SET_UP_TEXT,
  ...PG_MOVEMENT_TEXT,
  ...PG_ASSAULT_TEXT,
  ...PG_BOMBARDMENT_TEXT,
  ...PG_AIR_TEXT,
  ...PG_FIELDWORKS_TEXT,
  ...PG_CLEARING_TEXT,
  ...PG_CROSSING_TEXT,
  ...PG_KOMMISSAR_TEXT,
  ...PG_OPTIONAL_TEXT,
} as const;

export type PgTextCode = keyof typeof PG_TEXT;

/** A refusal reason or a prompt: `say("set-up.minefields-unplaced", { side, count })`. */
export const say = sayer(PG_TEXT);
