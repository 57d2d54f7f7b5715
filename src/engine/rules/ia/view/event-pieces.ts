import { seriesPiecesConcerned, seriesPiecesShown } from "../../series/view/event-pieces";
import type { IaEvent } from "../events";

/** IA1 16.41: the first hex entered is paid as the piece enters the board, which places it or not (16.5). */
const ENTRY = "IA1 16.41";

/**
 * The pieces an event puts on the table (IA1 16.5; the series' events, series/view/event-pieces.ts, and IA's own). A
 * hidden piece named here is revealed before the event (series/view/reveal.ts).
 */
export function piecesShown(e: IaEvent): readonly string[] {
  switch (e.type) {
    // IA2 7.3: the enemy sees who marked his unit: a hidden spotter is placed on the board first (16.5).
    case "special-spotted":
      return [e.unit];
    case "combined-first-shot":
      return [e.leader, ...e.mgs];
    default:
      return seriesPiecesShown(e, ENTRY);
  }
}

/** The pieces an event concerns privately (series/view/event-pieces.ts), IA's own events' too. */
export function piecesConcerned(e: IaEvent): readonly string[] {
  switch (e.type) {
    case "limber-checked":
    case "mount-changed":
      return [e.unit];
    case "activation-checked":
      return [e.leader];
    case "special-spotted":
    case "combined-first-shot":
      return piecesShown(e);
    default:
      return seriesPiecesConcerned(e, ENTRY);
  }
}
