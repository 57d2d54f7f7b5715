/** Infantry Attacks' part of the activation tracker (applications/tracker/tracker-view.ts): IA1 3.0's sequence of play. */
import type { BattleCombatData, TrackerButton, TrackerPieces } from "../../applications/tracker/tracker-view";

/** No segment under way in the Action Phase: the holder may activate or pass (IA1 3.0 C). */
const betweenSegments = (data: BattleCombatData, side: string | null) => data.phase === "action" && data.segment === null && side !== null;

const BUTTONS: readonly TrackerButton[] = [
  { action: "rollInitiative", icon: "fa-solid fa-dice", enabled: (data, side) => data.phase === "initiative" && side !== null, does: { command: "roll-initiative" } },
  { action: "activate", icon: "fa-solid fa-play", enabled: betweenSegments, does: { dialog: "activate" } },
  // IA1 10.2: while the segment has pieces designated to fire.
  { action: "fire", icon: "fa-solid fa-crosshairs", enabled: (data, side) => data.segment !== null && side !== null && data.segment.pieces.some((p) => p.action === "fire"), does: { dialog: "fire" } },
  { action: "pass", icon: "fa-solid fa-forward", enabled: betweenSegments, does: { command: "pass" } },
  { action: "endActivation", icon: "fa-solid fa-flag-checkered", enabled: (data, side) => data.segment !== null && side !== null, does: { command: "end-activation" } },
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
