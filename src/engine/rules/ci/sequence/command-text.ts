import { sayer } from "../../../core/text";

export const COMMAND_TEXT = {
  "ci.no-activation": "no HQ activation is in progress",
  "ci.not-active": "it is {side}'s Player Turn",
  "ci.acted": '"{block}" has acted this Game Turn',
  "ci.hq-only": "the commands are over: only the HQ itself may act now",
  "ci.hq-acts-last": "the HQ takes its own action after all its commands",
  "ci.assaults-now": "all other action is over: the assaults are fought now",
  "ci.off-map": '"{block}" is off the map: a CHQ calls its strikes',
  "ci.cannot-act": '"{block}" never acts: {why}',
  "ci.not-commanded": '"{block}" is not under the command of the active HQ: {why}',
} as const;

export const say = sayer(COMMAND_TEXT);
