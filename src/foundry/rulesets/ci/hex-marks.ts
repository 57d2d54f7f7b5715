/**
 * What Combat Infantry draws on the board from its Combat details (combat.ts), for every side: the active PHQ's command
 * range as outlines (CI 4.x HQ Ranks; a CHQ commands anywhere: none) and hex control as tints (CI 8.x Hex Control) —
 * the first side's colour, the second's, a disputed hex hatched in a third.
 */
import type { BattleCombatData } from "../../applications/tracker/tracker-pieces";
import { NO_HEX_MARKS, type HexMarks } from "../../canvas/hex-marks";
import { DISPUTED } from "../../../engine/rules/ci/movement/control";
import { ciDetails } from "./combat";

/** The sides' colours, in the battle's order, and the disputed hexes'. */
export const CI_SIDE_COLOURS = [0x2f6fdf, 0xd2452f] as const;
export const CI_DISPUTED_COLOUR = 0x8e44ad;

export function ciHexMarks(data: BattleCombatData): HexMarks {
  const details = ciDetails(data);
  if (!details) return NO_HEX_MARKS;
  const sides = (data.sides ?? []).map((s) => s.id);
  return {
    outlines: details.activation?.range ?? [],
    tints: (details.control ?? []).map(({ hex, control }) =>
      control === DISPUTED ? { hex, colour: CI_DISPUTED_COLOUR, hatched: true } : { hex, colour: CI_SIDE_COLOURS[sides.indexOf(control) === 1 ? 1 : 0], hatched: false },
    ),
  };
}
