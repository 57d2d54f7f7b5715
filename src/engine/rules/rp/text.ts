import { CAMPAIGN_TEXT } from "./campaign/text";
import { COHESION_TEXT } from "./cohesion/text";
import { RP_CORE_TEXT } from "./core-text";
import { MOVEMENT_TEXT } from "./movement/text";
import { OMA_TEXT } from "./oma/text";
import { FIRE_TEXT } from "./fire/text";
import { MELEE_TEXT } from "./melee/text";
import { ACTING_TEXT } from "./sequence/acting-text";
import { SEQUENCE_TEXT } from "./sequence/sequence-text";

/**
 * Everything the Red Poppies rules say to a player, as English templates by stable code (`{name}` marks a parameter),
 * gathered from each folder. Chat cards localize by code (lang/en.json `HEX_TACTICS.Text`).
 */
export const RP_TEXT = {
  ...RP_CORE_TEXT,
  ...COHESION_TEXT,
  ...ACTING_TEXT,
  ...FIRE_TEXT,
  ...MELEE_TEXT,
  ...MOVEMENT_TEXT,
  ...OMA_TEXT,
  ...SEQUENCE_TEXT,
  ...CAMPAIGN_TEXT,
} as const;
