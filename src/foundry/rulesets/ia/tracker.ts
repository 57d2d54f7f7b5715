/** Infantry Attacks' part of the activation tracker (applications/tracker/tracker-view.ts): IA1 3.0's sequence of play. */
import type { BattleCombatData, TrackerButton, TrackerPieces } from "../../applications/tracker/tracker-view";
import { phrase, type Phrase } from "../../i18n";
import { iaDetails } from "./combat-details";

/** The segment under way (IA1 3.13), if one is. */
const segmentOf = (data: BattleCombatData) => iaDetails(data)?.segment ?? null;

/** No segment under way in the Action Phase: the holder may activate or pass (IA1 3.0 C). */
const betweenSegments = (data: BattleCombatData, side: string | null) => data.phase === "action" && segmentOf(data) === null && side !== null;

/** Whether the segment under way has a piece designated to `action` (IA1 3.13). */
const designated = (data: BattleCombatData, action: "move" | "fire") => segmentOf(data)?.pieces.some((p) => p.action === action) === true;

const BUTTONS: readonly TrackerButton[] = [
  // IA1 9.1: while a side's Artillery Plan is due (the dialog offers a viewer the sides he plays whose plan is due).
  { action: "artilleryPlan", icon: "fa-solid fa-file-signature", enabled: (data, side) => side !== null && (data.ordersDue?.length ?? 0) > 0, does: { dialog: "artilleryPlan" } },
  { action: "rollInitiative", icon: "fa-solid fa-dice", enabled: (data, side) => data.phase === "initiative" && side !== null, does: { command: "roll-initiative" } },
  { action: "activate", icon: "fa-solid fa-play", enabled: betweenSegments, does: { dialog: "activate" } },
  // IA1 10.2: while the segment has pieces designated to fire.
  { action: "fire", icon: "fa-solid fa-crosshairs", enabled: (data, side) => side !== null && designated(data, "fire"), does: { dialog: "fire" } },
  // IA1 12.1: while the segment is under way (the dialog finds the assault hexes); 15.x, 16.2: units designated to move act.
  { action: "assault", icon: "fa-solid fa-khanda", enabled: (data, side) => segmentOf(data) !== null && side !== null, does: { dialog: "assault" } },
  { action: "unitAction", icon: "fa-solid fa-person-digging", enabled: (data, side) => side !== null && designated(data, "move"), does: { dialog: "unitAction" } },
  // IA1 16.41: the side's off-board pieces and their entry (the dialog lists them; a segment's designated ones enter).
  { action: "enterBoard", icon: "fa-solid fa-right-to-bracket", enabled: (data, side) => data.phase === "action" && side !== null, does: { dialog: "enterBoard" } },
  { action: "pass", icon: "fa-solid fa-forward", enabled: betweenSegments, does: { command: "pass" } },
  { action: "endActivation", icon: "fa-solid fa-flag-checkered", enabled: (data, side) => segmentOf(data) !== null && side !== null, does: { command: "end-activation" } },
  // IA1 17.52 "at the start of each turn": the CO's orders for the turn not yet begun (the dialog reads them back to his side's players).
  { action: "orders", icon: "fa-solid fa-route", enabled: (data, side) => data.phase === "initiative" && side !== null, does: { dialog: "orders" } },
];

export const iaTracker: TrackerPieces = {
  buttons: BUTTONS,
  // IA1 3.0 A every side rolls for initiative; 3.0 C the segment's side, else the side whose segment it is.
  acting(data) {
    const details = iaDetails(data);
    if (details?.segment) return [details.segment.side];
    if (data.phase === "action") return details?.active ? [details.active] : [];
    return data.phase === "initiative" ? "every" : [];
  },
  details: {
    partial: "ia/combat/tracker-details",
    // IA1 3.0 A the roll and its winner; 3.0 C the lead segments the winner has left while a side holds the segment, and who passed last; 3.13 the segment under way.
    view(data, names) {
      const details = iaDetails(data);
      const initiative = details?.initiative ?? null;
      return {
        initiative: initiative && {
          winner: names.side(initiative.winner),
          segments: initiative.segments,
          rolls: initiative.rolls.map((r) => ({ side: names.side(r.side), dice: r.dice, total: r.total, won: r.side === initiative.winner })),
        },
        lead: names.holder !== null && initiative && details!.lead > 0 ? phrase("HEX_TACTICS.Tracker.lead", { side: names.side(initiative.winner), count: details!.lead }) : null,
        lastPass: details?.lastPass ? phrase("HEX_TACTICS.Tracker.lastPass", { side: names.side(details.lastPass) }) : null,
        segment: details?.segment
          ? {
              side: names.side(details.segment.side),
              pieces: details.segment.pieces.map((p) => ({
                name: names.piece(p.piece),
                action: p.action,
                actionLabel: { ...phrase(`HEX_TACTICS.Card.Action.${p.action}`), text: p.action } as Phrase,
                ledBy: p.ledBy === null ? null : names.piece(p.ledBy),
              })),
            }
          : null,
      };
    },
  },
};
