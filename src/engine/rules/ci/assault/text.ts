import { sayer } from "../../../core/text";

/** What the assaults ask (CI 9.x Assault Combat). */
export const ASSAULT_TEXT = {
  "ci.assault.next": "choose the assault fought next ({count} left)",
  "ci.assault.action": '"{block}" in the assault at {hex}, round {round}: fire or retreat',
  "ci.assault.retreat": '"{block}" retreats from {hex}: choose the hex',
  "ci.assault.retreat-off-map": '"{block}" retreats from {hex}: leave the map (removed, no victory point)?',
  "ci.assault.regroup": '"{block}" won the assault at {hex}: regroup to an adjacent friendly hex, or stay',
} as const;

export const say = sayer(ASSAULT_TEXT);
