import { ASSAULT_TEXT } from "./assault/text";
import { BOMBARD_TEXT } from "./bombard/text";
import { CI_CORE_TEXT } from "./core-text";
import { FIRE_TEXT } from "./fire/text";
import { SEQUENCE_TEXT } from "./sequence/text";
import { NUMBERS_TEXT } from "./numbers/text";
import { MOVEMENT_TEXT } from "./movement/text";
import { SETUP_TEXT } from "./scenario/text";
import { SPECIAL_TEXT } from "./special/text";
import { SOLITAIRE_TEXT } from "./solitaire/text";

/**
 * Everything the Combat Infantry rules say to a player, as English templates by stable code (`{name}` marks a
 * parameter), gathered from each folder. Chat cards localize by code (lang/en.json `HEX_TACTICS.Text`).
 */
export const CI_TEXT = {
  ...CI_CORE_TEXT,
  ...SEQUENCE_TEXT,
  ...NUMBERS_TEXT,
  ...ASSAULT_TEXT,
  ...FIRE_TEXT,
  ...MOVEMENT_TEXT,
  ...SETUP_TEXT,
  ...BOMBARD_TEXT,
  ...SPECIAL_TEXT,
  ...SOLITAIRE_TEXT,
} as const;
