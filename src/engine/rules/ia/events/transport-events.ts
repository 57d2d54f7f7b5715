import type { RatingCheck } from "../../../core/rating-check";
import type { IaBattle } from "../state";

/** Limbering, loading and unloading (IA1 5.6–5.66; IA2 5.6–5.69), and the bank a piece holds in a river hex (IA1 5.8–5.82). */
export type TransportEvent =
  | { readonly type: "limbered"; readonly unit: string; readonly limbered: boolean; readonly rule: string }
  | ({ readonly type: "limber-checked"; readonly unit: string; readonly leader: string | null; readonly rule: string } & RatingCheck)
  | { readonly type: "loaded"; readonly transport: string; readonly unit: string; readonly rule: string }
  | { readonly type: "unloaded"; readonly transport: string; readonly unit: string; readonly rule: string }
  | { readonly type: "river-bank"; readonly piece: string; readonly riverBank: number | null; readonly rule: string };

export const transportReducers = {
  limbered(b: IaBattle, e: Extract<TransportEvent, { type: "limbered" }>) {
    b.units[e.unit]!.limbered = e.limbered;
  },
  "limber-checked"(_b: IaBattle, _e: Extract<TransportEvent, { type: "limber-checked" }>) {},
  loaded(b: IaBattle, e: Extract<TransportEvent, { type: "loaded" }>) {
    b.units[e.transport]!.carrying = e.unit;
    b.units[e.unit]!.carriedBy = e.transport;
  },
  unloaded(b: IaBattle, e: Extract<TransportEvent, { type: "unloaded" }>) {
    const t = b.units[e.transport]!;
    const u = b.units[e.unit]!;
    t.carrying = null;
    u.carriedBy = null;
    // The unit is set down where its transport stands, on its bank of a river (IA1 5.8).
    u.riverBank = t.riverBank ?? null;
  },
  "river-bank"(b: IaBattle, e: Extract<TransportEvent, { type: "river-bank" }>) {
    (b.units[e.piece] ?? b.leaders[e.piece])!.riverBank = e.riverBank;
  },
};
