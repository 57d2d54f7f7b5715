import type { z } from "zod";
import { own } from "../../../core/draft";
import type { BoardEdgeEventSchema } from "./schema";
import type { IaBattle } from "../state";
import { activationW, placeW, removeW, unitW } from "../state/write";
import { abandonDugIn, enterEntrenchment, leaveEntrenchment } from "../fieldworks/markers";

export type BoardEdgeEvent = z.output<typeof BoardEdgeEventSchema>;

export const boardEdgeReducers = {
  /** IA1 16.41: the piece is placed in the hex it entered (a transport's cargo with it) and may occupy an entrenchment there (16.31). */
  "entered-board"(b: IaBattle, e: Extract<BoardEdgeEvent, { type: "entered-board" }>) {
    placeW(b, e.piece, e.to);
    const cargo = b.units.get(e.piece)?.carrying;
    if (cargo) placeW(b, cargo, e.to);
    if (b.units.has(e.piece)) enterEntrenchment(b, e.piece);
  },
  /** IA1 16.42: the pieces (and a transport's cargo) leave play for good; they are listed as exited, not eliminated. */
  "exited-board"(b: IaBattle, e: Extract<BoardEdgeEvent, { type: "exited-board" }>) {
    const ids = e.pieces.flatMap((id) => [id, ...(b.units.get(id)?.carrying ? [b.units.get(id)!.carrying!] : [])]);
    for (const id of ids) {
      if (b.units.has(id)) {
        abandonDugIn(b, id);
        leaveEntrenchment(b, id, b.units.get(id)!.hex);
        if (b.units.get(id)!.carrying) unitW(b, id).carrying = null;
      }
      removeW(b, id);
      if (b.activation?.pieces[id]) {
        const a = activationW(b);
        delete own<Record<string, unknown>>(b, a, "pieces")[id];
        if (a.current === id) a.current = null;
      }
    }
    b.exited = [...(b.exited ?? []), ...ids];
  },
};
