import type { IaBattle } from "../state";

/**
 * Opportunity fire (IA1 13.0–13.24). The attack itself follows as `fire-resolved` and the usual marker, piece and
 * morale events; these record who fired at which moving piece where (13.21) and a mover stopped by it (13.14).
 */
export type OpportunityEvent =
  | {
      readonly type: "opportunity-fired";
      /** The inactive side, firing. */
      readonly side: string;
      /** The moving unit or leader fired at (leaders moving with a unit share its fate: 7.43). */
      readonly mover: string;
      /** The hex it entered. */
      readonly hex: number;
      readonly firers: readonly string[];
      readonly leaders: readonly string[];
      readonly rule: string;
    }
  | { readonly type: "movement-stopped"; readonly pieces: readonly string[]; readonly rule: string }
  | { readonly type: "combined-first-shot"; readonly leader: string; readonly mgs: readonly string[]; readonly rule: string };

export const opportunityReducers = {
  "opportunity-fired"(b: IaBattle, e: Extract<OpportunityEvent, { type: "opportunity-fired" }>) {
    const a = b.activation!;
    const entry = a.oppFired?.find((f) => f.mover === e.mover && f.hex === e.hex);
    if (entry) entry.firers.push(...e.firers);
    else a.oppFired = [...(a.oppFired ?? []), { mover: e.mover, hex: e.hex, firers: [...e.firers] }];
  },
  "combined-first-shot"(b: IaBattle, e: Extract<OpportunityEvent, { type: "combined-first-shot" }>) {
    const l = b.leaders[e.leader]!;
    l.oppFireWith = [...(l.oppFireWith ?? []), ...e.mgs];
  },
  "movement-stopped"(b: IaBattle, e: Extract<OpportunityEvent, { type: "movement-stopped" }>) {
    const a = b.activation!;
    for (const id of e.pieces) if (!a.done.includes(id)) a.done.push(id);
  },
};
