import type { IaBattle } from "../state";

/** Action segments (IA1 3.1–3.3). */
export type ActivationEvent =
  | {
      readonly type: "activated";
      readonly side: string;
      readonly pieces: Readonly<Record<string, { readonly action: "move" | "fire"; readonly ledBy: string | null }>>;
    }
  | { readonly type: "acting"; readonly piece: string }
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
  "activation-ended"(b: IaBattle, _e: Extract<ActivationEvent, { type: "activation-ended" }>) {
    b.activation = null;
  },
};
