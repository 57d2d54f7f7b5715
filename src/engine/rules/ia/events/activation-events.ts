import type { DiceRoll } from "../../../core/dice";
import type { IaBattle } from "../state";

/** Action segments (IA1 3.1–3.3). */
export type ActivationEvent =
  | {
      readonly type: "activated";
      readonly side: string;
      readonly pieces: Readonly<Record<string, { readonly action: "move" | "fire"; readonly ledBy: string | null }>>;
    }
  | { readonly type: "acting"; readonly piece: string }
  | { readonly type: "mp-spent"; readonly piece: string; readonly mp: number; readonly by: string; readonly rule: string }
  | { readonly type: "hex-controlled"; readonly hex: number; readonly side: string }
  | { readonly type: "activation-checked"; readonly leader: string; readonly passed: boolean; readonly roll: DiceRoll; readonly target: number; readonly rule: string }
  | { readonly type: "overrun-rolled"; readonly leader: string; readonly roll: DiceRoll; readonly result: string; readonly rule: string }
  | { readonly type: "activation-ended"; readonly side: string };

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
    const a = b.activation!;
    if (a.current !== null && a.current !== e.piece && !a.done.includes(a.current)) a.done.push(a.current);
    a.current = e.piece;
  },
  "mp-spent"(b: IaBattle, e: Extract<ActivationEvent, { type: "mp-spent" }>) {
    const p = b.activation!.pieces[e.piece]!;
    p.mpSpent += e.mp;
    p.hexesEntered += 1;
  },
  "hex-controlled"(b: IaBattle, e: Extract<ActivationEvent, { type: "hex-controlled" }>) {
    b.control[e.hex] = e.side;
  },
  "activation-checked"(_b: IaBattle, _e: Extract<ActivationEvent, { type: "activation-checked" }>) {},
  "overrun-rolled"(_b: IaBattle, _e: Extract<ActivationEvent, { type: "overrun-rolled" }>) {},
  "activation-ended"(b: IaBattle, _e: Extract<ActivationEvent, { type: "activation-ended" }>) {
    b.activation = null;
  },
};
