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
      pieces: Object.fromEntries(Object.entries(e.pieces).map(([id, p]) => [id, { ...p, mpSpent: 0, hexesEntered: 0 }])),
      current: null,
      done: [],
    };
  },
  acting(b: IaBattle, e: Extract<ActivationEvent, { type: "acting" }>) {
    const a = activationW(b);
    if (a.current !== null && a.current !== e.piece && !a.done.includes(a.current)) a.done = [...a.done, a.current];
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
