/**
 * A battle token in a drag, as a ruleset's table module sees it when it says which of the user's controlled tokens go
 * with the dragged one (table-module.ts `canvas.dragGroup`; token-moves.ts asks it): the piece its flags name, its
 * actor's type (none: a concealed piece's token), its id and the map hex it stands on.
 */
import type { TableHex } from "./layer-json";

export interface DragToken {
  readonly id: string | null;
  readonly piece: string;
  readonly actorType: string | null;
  readonly hex: TableHex;
}

/** Which of the controlled tokens move with the dragged one, the one whose request it is first (the dragged one alone by default). */
export type DragGroup = (dragged: DragToken, controlled: readonly DragToken[]) => readonly DragToken[];
