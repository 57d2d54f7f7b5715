import { sayer } from "../../../core/text";

export const SETUP_TEXT = {
  "ci.setup-over": "the set-up is over",
  "ci.setup-not-yet": "the battle is still being set up",
  "ci.setup-done": "{side} has placed its blocks already",
  "ci.setup-fixed": '"{block}" sets up in the hex its scenario gives',
  "ci.setup-hex": "a block of {area} sets up in one of its hexes or an adjacent one",
  "ci.setup-sea": "no block stands in the sea",
  "ci.setup-empty": "at least one unit sets up in each hex of {area}",
  "ci.setup-stack": "{count} of your blocks stand in a hex that holds {limit}",
} as const;

export const say = sayer(SETUP_TEXT);
