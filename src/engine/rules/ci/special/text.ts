import { sayer } from "../../../core/text";

/** What the special actions say to a player (CI 7.x Special Actions). */
export const SPECIAL_TEXT = {
  "ci.special.bunker": "a bunker can only fire: it takes no special action",
  "ci.special.foxhole-terrain": "foxholes are dug only in clear terrain",
  "ci.special.foxhole-there": "a foxhole is already in this hex",
  "ci.special.wire-hex": "barbed wire fully stacks its hex: no other marker",
  "ci.special.smoke-who": "engineers and mortars lay smoke",
  "ci.special.smoke-hex": "name the hex to lay smoke in",
  "ci.special.smoke-adjacent": "an engineer lays smoke in one adjacent hex",
  "ci.special.engineer": "only engineers demolish bridges",
  "ci.special.bridge-hexside": '"{block}" must stand beside the bridge: name one of its own hexsides with a standing bridge',
  "ci.special.no-wire": '"{block}" is not in a barbed wire hex',
} as const;

export const say = sayer(SPECIAL_TEXT);
