import { sayer } from "../../core/text";

/** What every Combat Infantry procedure may say. */
export const CI_CORE_TEXT = {
  "ci.battle-over": "the battle is over",
  "ci.not-your-block": '"{block}" is not one of your blocks on the map',
} as const;

export const coreSay = sayer(CI_CORE_TEXT);
