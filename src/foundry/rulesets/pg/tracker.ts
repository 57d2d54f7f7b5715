/** Panzer Grenadier's part of the activation tracker (applications/tracker/tracker-view.ts): PG 3.0's sequence of play and its set-up. */
import type { BattleCombatData, TrackerButton, TrackerPieces } from "../../applications/tracker/tracker-view";
import { seriesDetails } from "../series/combat-details";
import { betweenSegments, segmentOf, SERIES_BUTTONS, seriesActing, seriesTrackerDetails } from "../series/tracker";

/** Whether the segment under way has a piece designated to `action` (PG 3.13). */
const designatedTo = (data: BattleCombatData, action: "move" | "fire") => segmentOf(data)?.pieces.some((p) => p.action === action) === true;

/** PG 3.0: set-up, before the first initiative roll (6.8 tank leaders, 16.7 minefields, 6.9 cavalry leaders). */
const settingUp = (data: BattleCombatData, side: string | null) => side !== null && data.turn === 1 && data.phase === "initiative" && !seriesDetails(data)?.initiative;

/** PG 17.2: the initiative winner of three or more segments, before the first of them. */
function beforeFirstSegment(data: BattleCombatData, side: string | null): boolean {
  const details = seriesDetails(data);
  const won = details?.initiative;
  return betweenSegments(data, side) && won?.winner === side && won.segments >= 3 && details!.lead === won.segments;
}

const BUTTONS: readonly TrackerButton[] = [
  { action: "tankLeaders", icon: "fa-solid fa-user-shield", enabled: settingUp, does: { dialog: "tankLeaders" } },
  { action: "minefields", icon: "fa-solid fa-burst", enabled: settingUp, does: { dialog: "minefields" } },
  { action: "cavalryLeaders", icon: "fa-solid fa-horse", enabled: settingUp, does: { dialog: "cavalryLeaders" } },
  SERIES_BUTTONS.rollInitiative,
  { action: "activate", icon: "fa-solid fa-play", enabled: betweenSegments, does: { dialog: "activate" } },
  // PG 3.14: off-board artillery and aircraft each fire as a complete segment.
  { action: "offboardFire", icon: "fa-solid fa-meteor", enabled: betweenSegments, does: { dialog: "offboardFire" } },
  { action: "airAttack", icon: "fa-solid fa-plane", enabled: betweenSegments, does: { dialog: "airAttack" } },
  // PG 17.2: the winner of three or more segments saves one before his first (the engine says whether the option is in force).
  { action: "saveSegment", icon: "fa-solid fa-floppy-disk", enabled: beforeFirstSegment, does: { command: "save-segment" } },
  // PG 10.2, 11.0: while the segment has pieces designated to fire.
  { action: "fire", icon: "fa-solid fa-crosshairs", enabled: (data, side) => side !== null && designatedTo(data, "fire"), does: { dialog: "fire" } },
  { action: "atFire", icon: "fa-solid fa-bullseye", enabled: (data, side) => side !== null && designatedTo(data, "fire"), does: { dialog: "atFire" } },
  // PG 9.0, 16.11: bombardment and smoke by the pieces designated to fire.
  { action: "bombard", icon: "fa-solid fa-explosion", enabled: (data, side) => side !== null && designatedTo(data, "fire"), does: { dialog: "bombard" } },
  // PG 12.2, 12.3: an assault by the segment's pieces in a hex they share with the enemy.
  { action: "assault", icon: "fa-solid fa-hand-fist", enabled: (data, side) => side !== null && segmentOf(data) !== null, does: { dialog: "assault" } },
  // PG 5.6, 5.63, 14.4, 16.52: Movement actions of the pieces designated to move.
  { action: "pieceAction", icon: "fa-solid fa-truck-ramp-box", enabled: (data, side) => side !== null && designatedTo(data, "move"), does: { dialog: "pieceAction" } },
  SERIES_BUTTONS.pass,
  SERIES_BUTTONS.endActivation,
];

// PG 3.0 A every side rolls for initiative; 3.0 C the segment's side, else the side whose segment it is; 3.13 the segment under way.
export const pgTracker: TrackerPieces = { buttons: BUTTONS, acting: seriesActing, details: seriesTrackerDetails };
