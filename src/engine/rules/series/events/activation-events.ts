import { activatedW, activationW, controlW } from "../state/write";
import type { ReducedBattle as B, SeriesEventOf, SeriesEventTypes } from "./types";

type Ev<T extends SeriesEventTypes<"activation">> = SeriesEventOf<"activation", T>;

/** Action segments (3.1–3.2, 5.2, 6.71). */
export const activationReducers = {
  activated(b: B, e: Ev<"activated">) {
    b.activation = {
      side: e.side,
      pieces: Object.fromEntries(
        Object.entries(e.pieces).map(([id, p]) => {
          // Where it began its activation (PG 12.11, IA1 12.21; a cavalry charge is from two hexes away).
          const start = (b.units.get(id) ?? b.leaders.get(id))?.hex ?? null;
          return [id, { ...p, mpSpent: 0, hexesEntered: 0, ...(start === null ? {} : { start }) }];
        }),
      ),
      current: null,
      done: [],
    };
  },
  /**
   * 3.13: another piece begins its action, so the one acting is done, and so is every piece that has moved this
   * segment: a leader who moved with a unit finishes his action with it.
   */
  acting(b: B, e: Ev<"acting">) {
    const a = activationW(b);
    const over = Object.keys(a.pieces).filter((id) => id !== e.piece && !a.done.includes(id) && (id === a.current || a.pieces[id]!.hexesEntered > 0));
    if (over.length) a.done = [...a.done, ...over];
    a.current = e.piece;
  },
  "mp-spent"(b: B, e: Ev<"mp-spent">) {
    const p = activatedW(b, e.piece);
    p.mpSpent += e.mp;
    p.hexesEntered += 1;
  },
  "hex-controlled"(b: B, e: Ev<"hex-controlled">) {
    controlW(b)[e.hex] = e.side;
  },
  "overrun-rolled"(_b: B, _e: Ev<"overrun-rolled">) {},
  "activation-ended"(b: B, _e: Ev<"activation-ended">) {
    b.activation = null;
  },
};
