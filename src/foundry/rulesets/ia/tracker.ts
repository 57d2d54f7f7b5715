/** Infantry Attacks' part of the activation tracker (applications/tracker/tracker-view.ts): IA1 3.0's sequence of play. */
import type { BattleCombatData, TrackerButton, TrackerPieces } from "../../applications/tracker/tracker-view";

/** No segment under way in the Action Phase: the holder may activate or pass (IA1 3.0 C). */
const betweenSegments = (data: BattleCombatData, side: string | null) => data.phase === "action" && data.segment === null && side !== null;

const BUTTONS: readonly TrackerButton[] = [
  // IA1 9.1: while a side's Artillery Plan is due (the dialog offers a viewer the sides he plays whose plan is due).
  { action: "artilleryPlan", icon: "fa-solid fa-file-signature", enabled: (data, side) => side !== null && (data.ordersDue?.length ?? 0) > 0, does: { dialog: "artilleryPlan" } },
  { action: "rollInitiative", icon: "fa-solid fa-dice", enabled: (data, side) => data.phase === "initiative" && side !== null, does: { command: "roll-initiative" } },
  { action: "activate", icon: "fa-solid fa-play", enabled: betweenSegments, does: { dialog: "activate" } },
  // IA1 10.2: while the segment has pieces designated to fire.
  { action: "fire", icon: "fa-solid fa-crosshairs", enabled: (data, side) => data.segment !== null && side !== null && data.segment.pieces.some((p) => p.action === "fire"), does: { dialog: "fire" } },
  // IA1 12.1: while the segment is under way (the dialog finds the assault hexes); 15.x, 16.2: units designated to move act.
  { action: "assault", icon: "fa-solid fa-khanda", enabled: (data, side) => data.segment !== null && side !== null, does: { dialog: "assault" } },
  { action: "unitAction", icon: "fa-solid fa-person-digging", enabled: (data, side) => data.segment !== null && side !== null && data.segment.pieces.some((p) => p.action === "move"), does: { dialog: "unitAction" } },
  // IA1 16.41: the side's off-board pieces and their entry (the dialog lists them; a segment's designated ones enter).
  { action: "enterBoard", icon: "fa-solid fa-right-to-bracket", enabled: (data, side) => data.phase === "action" && side !== null, does: { dialog: "enterBoard" } },
  { action: "pass", icon: "fa-solid fa-forward", enabled: betweenSegments, does: { command: "pass" } },
  { action: "endActivation", icon: "fa-solid fa-flag-checkered", enabled: (data, side) => data.segment !== null && side !== null, does: { command: "end-activation" } },
  // IA1 17.52 "at the start of each turn": the CO's orders for the turn not yet begun (the dialog reads them back to his side's players).
  { action: "orders", icon: "fa-solid fa-route", enabled: (data, side) => data.phase === "initiative" && side !== null, does: { dialog: "orders" } },
];

export const iaTracker: TrackerPieces = {
  buttons: BUTTONS,
  // IA1 3.0 A every side rolls for initiative; 3.0 C the segment's side, else the side whose segment it is.
  acting(data) {
    if (data.segment) return [data.segment.side];
    if (data.phase === "action") return data.active === null ? [] : [data.active];
    return data.phase === "initiative" ? "every" : [];
  },
};

/** IA1 3.13: a piece of a segment is activated to move or to fire. */
export const IA_SEGMENT_ACTIONS = ["move", "fire"] as const;
