import type { z } from "zod";
import type { TransportEventSchema } from "./schema";
import type { RatingCheck } from "../../../core/rating-check";
import type { IaBattle } from "../state";
import { pieceW, unitW } from "../state/write";
import { abandonDugIn, enterEntrenchment, leaveEntrenchment } from "../fieldworks/markers";
import { loadedAgain } from "./artillery-events";

export type TransportEvent = z.output<typeof TransportEventSchema>;

export const transportReducers = {
  limbered(b: IaBattle, e: Extract<TransportEvent, { type: "limbered" }>) {
    unitW(b, e.unit).limbered = e.limbered;
  },
  "limber-checked"(_b: IaBattle, _e: Extract<TransportEvent, { type: "limber-checked" }>) {},
  loaded(b: IaBattle, e: Extract<TransportEvent, { type: "loaded" }>) {
    unitW(b, e.transport).carrying = e.unit;
    // IA1 16.22, 16.31: a unit loaded on a transport leaves its Dug In marker and its entrenchment (docs/rulings.md, Fieldworks).
    abandonDugIn(b, e.unit);
    leaveEntrenchment(b, e.unit, b.units.get(e.unit)!.hex);
    unitW(b, e.unit).carriedBy = e.transport;
    loadedAgain(b, e.unit);
  },
  unloaded(b: IaBattle, e: Extract<TransportEvent, { type: "unloaded" }>) {
    const t = unitW(b, e.transport);
    const u = unitW(b, e.unit);
    t.carrying = null;
    u.carriedBy = null;
    // The unit is set down where its transport stands, on its bank of a river (IA1 5.8).
    u.riverBank = t.riverBank ?? null;
    enterEntrenchment(b, e.unit);
  },
  "river-bank"(b: IaBattle, e: Extract<TransportEvent, { type: "river-bank" }>) {
    pieceW(b, e.piece).riverBank = e.riverBank;
  },
};
