/** Infantry Attacks' part of the activation tracker (applications/tracker/tracker-view.ts): IA1 3.0's sequence of play. */
import type { BattleCombatData, TrackerButton, TrackerPieces } from "../../applications/tracker/tracker-view";
import { betweenSegments, segmentOf, SERIES_BUTTONS, seriesActing, seriesTrackerDetails } from "../series/tracker";

/** Whether the segment under way has a piece designated to `action` (IA1 3.13). */
const designated = (data: BattleCombatData, action: "move" | "fire") => segmentOf(data)?.pieces.some((p) => p.action === action) === true;

const BUTTONS: readonly TrackerButton[] = [
  // IA1 9.1: while a side's Artillery Plan is due (the dialog offers a viewer the sides he plays whose plan is due).
  { action: "artilleryPlan", icon: "fa-solid fa-file-signature", enabled: (data, side) => side !== null && (data.ordersDue?.length ?? 0) > 0, does: { dialog: "artilleryPlan" } },
  SERIES_BUTTONS.rollInitiative,
  { action: "activate", icon: "fa-solid fa-play", enabled: betweenSegments, does: { dialog: "activate" } },
  // IA1 10.2: while the segment has pieces designated to fire.
  { action: "fire", icon: "fa-solid fa-crosshairs", enabled: (data, side) => side !== null && designated(data, "fire"), does: { dialog: "fire" } },
  // IA1 12.1: while the segment is under way (the dialog finds the assault hexes); 15.x, 16.2: units designated to move act.
  { action: "assault", icon: "fa-solid fa-khanda", enabled: (data, side) => segmentOf(data) !== null && side !== null, does: { dialog: "assault" } },
  { action: "unitAction", icon: "fa-solid fa-person-digging", enabled: (data, side) => side !== null && designated(data, "move"), does: { dialog: "unitAction" } },
  // IA1 16.41: the side's off-board pieces and their entry (the dialog lists them; a segment's designated ones enter).
  { action: "enterBoard", icon: "fa-solid fa-right-to-bracket", enabled: (data, side) => data.phase === "action" && side !== null, does: { dialog: "enterBoard" } },
  SERIES_BUTTONS.pass,
  SERIES_BUTTONS.endActivation,
  // IA1 17.52 "at the start of each turn": the CO's orders for the turn not yet begun (the dialog reads them back to his side's players).
  { action: "orders", icon: "fa-solid fa-route", enabled: (data, side) => data.phase === "initiative" && side !== null, does: { dialog: "orders" } },
];

// IA1 3.0 A every side rolls for initiative; 3.0 C the segment's side, else the side whose segment it is; 3.13 the segment under way.
export const iaTracker: TrackerPieces = { buttons: BUTTONS, acting: seriesActing, details: seriesTrackerDetails };
