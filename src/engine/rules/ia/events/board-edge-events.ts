import type { z } from "zod";
import type { BoardEdgeEventSchema } from "./schema";
import type { IaBattle } from "../state";
import { placeW, removeW, revealW } from "../state/write";
import { abandonDugIn, enterEntrenchment, leaveEntrenchment } from "../fieldworks/markers";
import { entersHidden } from "../board-edge/edge";
import { lossesW } from "../victory/record";

export type BoardEdgeEvent = z.output<typeof BoardEdgeEventSchema>;

export const boardEdgeReducers = {
  /**
   * IA1 16.41: the piece is placed in the hex it entered (a transport's cargo with it) and may occupy an entrenchment
   * there (16.31). 16.5: entering is moving: a hidden piece loses its hidden status, unless the scenario has it enter hidden.
   */
  "entered-board"(b: IaBattle, e: Extract<BoardEdgeEvent, { type: "entered-board" }>) {
    const stays = entersHidden(b, e.piece);
    placeW(b, e.piece, e.to);
    const cargo = b.units.get(e.piece)?.carrying;
    if (cargo) placeW(b, cargo, e.to);
    if (!stays) for (const id of [e.piece, ...(cargo ? [cargo] : [])]) if ((b.units.get(id) ?? b.leaders.get(id))!.hidden) revealW(b, id);
    if (b.units.has(e.piece)) enterEntrenchment(b, e.piece);
  },
  /** IA1 16.42: the pieces (and a transport's cargo) leave play for good; they are listed as exited, not eliminated. */
  "exited-board"(b: IaBattle, e: Extract<BoardEdgeEvent, { type: "exited-board" }>) {
    const ids = e.pieces.flatMap((id) => [id, ...(b.units.get(id)?.carrying ? [b.units.get(id)!.carrying!] : [])]);
    for (const id of ids) {
      if (b.units.has(id)) {
        // IA1 16.42: out of play, not destroyed; kept for victory conditions that score exits (victory/tally.ts).
        const u = b.units.get(id)!;
        lossesW(b, u.side).exits.push(u.hex!);
        abandonDugIn(b, id);
        leaveEntrenchment(b, id, b.units.get(id)!.hex);
      }
      removeW(b, id);
    }
    b.exited = [...(b.exited ?? []), ...ids];
  },
};
