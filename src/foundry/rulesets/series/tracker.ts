/** What a series game's part of the activation tracker (applications/tracker/tracker-view.ts) shares: 3.0's sequence of play. */
import type { BattleCombatData, TrackerButton, TrackerPieces } from "../../applications/tracker/tracker-pieces";
import { phrase, type Phrase } from "../../i18n";
import { seriesDetails } from "./combat-details";

/** The segment under way (3.13), if one is. */
export const segmentOf = (data: BattleCombatData) => seriesDetails(data)?.segment ?? null;

/** No segment under way in the Action Phase: the holder may activate or pass (3.0 C). */
export const betweenSegments = (data: BattleCombatData, side: string | null) => data.phase === "action" && segmentOf(data) === null && side !== null;

/** 3.0 A every side rolls for initiative; 3.0 C the segment's side, else the side whose segment it is. */
export function seriesActing(data: BattleCombatData): "every" | readonly string[] {
  const details = seriesDetails(data);
  if (details?.segment) return [details.segment.side];
  if (data.phase === "action") return details?.active ? [details.active] : [];
  return data.phase === "initiative" ? "every" : [];
}

/** 3.0 A: every side rolls for initiative; 3.0 C: the side whose segment it is passes, or ends its segment (3.13). */
export const SERIES_BUTTONS = {
  rollInitiative: { action: "rollInitiative", icon: "fa-solid fa-dice", enabled: (data, side) => data.phase === "initiative" && side !== null, does: { command: "roll-initiative" } },
  pass: { action: "pass", icon: "fa-solid fa-forward", enabled: betweenSegments, does: { command: "pass" } },
  endActivation: { action: "endActivation", icon: "fa-solid fa-flag-checkered", enabled: (data, side) => segmentOf(data) !== null && side !== null, does: { command: "end-activation" } },
} as const satisfies Record<string, TrackerButton>;

/**
 * The tracker's details: 3.0 A the roll and its winner; 3.0 C the lead segments the winner has left while a side holds
 * the segment, and who passed last; 3.13 the segment under way.
 */
export const seriesTrackerDetails: NonNullable<TrackerPieces["details"]> = {
  partial: "series/combat/tracker-details",
  view(data, names) {
    const details = seriesDetails(data);
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
};
