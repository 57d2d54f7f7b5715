import type { z } from "zod";
import type { ActivationEventSchema } from "./schema";
import type { DiceRoll } from "../../../core/dice";
import type { IaBattle } from "../state";
import { activatedW, activationW, controlW } from "../state/write";

export type ActivationEvent = z.output<typeof ActivationEventSchema>;

export const activationReducers = {
  activated(b: IaBattle, e: Extract<ActivationEvent, { type: "activated" }>) {
    b.activation = {
      side: e.side,
      pieces: Object.fromEntries(
        Object.entries(e.pieces).map(([id, p]) => {
          // IA1 12.21, 12.73: where it began its activation (a cavalry charge is from two hexes away).
          const start = (b.units.get(id) ?? b.leaders.get(id))?.hex ?? null;
          return [id, { ...p, mpSpent: 0, hexesEntered: 0, ...(start === null ? {} : { start }) }];
        }),
      ),
      current: null,
      done: [],
    };
  },
  /**
   * IA1 3.13: another piece begins its action, so the one acting is done, and so is every piece that has moved this
   * segment: a leader who moved with a unit (6.4) finishes his action with it.
   */
  acting(b: IaBattle, e: Extract<ActivationEvent, { type: "acting" }>) {
    const a = activationW(b);
    const over = Object.keys(a.pieces).filter((id) => id !== e.piece && !a.done.includes(id) && (id === a.current || a.pieces[id]!.hexesEntered > 0));
    if (over.length) a.done = [...a.done, ...over];
    a.current = e.piece;
  },
  "mp-spent"(b: IaBattle, e: Extract<ActivationEvent, { type: "mp-spent" }>) {
    const p = activatedW(b, e.piece);
    p.mpSpent += e.mp;
    p.hexesEntered += 1;
  },
  "hex-controlled"(b: IaBattle, e: Extract<ActivationEvent, { type: "hex-controlled" }>) {
    controlW(b)[e.hex] = e.side;
  },
  "activation-checked"(_b: IaBattle, _e: Extract<ActivationEvent, { type: "activation-checked" }>) {},
  "overrun-rolled"(_b: IaBattle, _e: Extract<ActivationEvent, { type: "overrun-rolled" }>) {},
  "activation-ended"(b: IaBattle, _e: Extract<ActivationEvent, { type: "activation-ended" }>) {
    b.activation = null;
  },
};
