import { seriesPiecesShown } from "../../series/view/event-pieces";
import type { PgEvent } from "../events";

/** PG 16.51: the first hex entered is paid as the piece enters the board, which places it or not (16.6). */
export const PG_ENTRY = "PG 16.51";

/** The pieces an event puts on the table (PG 16.6): the series' events', a minefield's dice against a piece (16.71), an AT attack's firer and target (11.1). */
export function pgPiecesShown(e: PgEvent): readonly string[] {
  if (e.type === "minefield-rolled") return e.cargo === null ? [e.piece] : [e.piece, e.cargo];
  if (e.type === "at-fired") return [e.firer, e.target];
  // PG 16.3, 16.75: the enemy sees a wreck or minefield point leave the board: the unit that cleared it is placed (16.6).
  if (e.type === "wreck-cleared" || e.type === "minefield-cleared") return [e.unit];
  return seriesPiecesShown(e, PG_ENTRY);
}
