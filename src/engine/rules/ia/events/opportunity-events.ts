import type { z } from "zod";
import type { OpportunityEventSchema } from "./schema";
import type { IaBattle } from "../state";
import { activationW, leaderW } from "../state/write";

export type OpportunityEvent = z.output<typeof OpportunityEventSchema>;

export const opportunityReducers = {
  "opportunity-fired"(b: IaBattle, e: Extract<OpportunityEvent, { type: "opportunity-fired" }>) {
    const a = activationW(b);
    const others = (a.oppFired ?? []).filter((f) => f.mover !== e.mover || f.hex !== e.hex);
    const earlier = (a.oppFired ?? []).find((f) => f.mover === e.mover && f.hex === e.hex)?.firers ?? [];
    a.oppFired = [...others, { mover: e.mover, hex: e.hex, firers: [...earlier, ...e.firers] }];
  },
  "combined-first-shot"(b: IaBattle, e: Extract<OpportunityEvent, { type: "combined-first-shot" }>) {
    const l = leaderW(b, e.leader);
    l.oppFireWith = [...(l.oppFireWith ?? []), ...e.mgs];
  },
  "movement-stopped"(b: IaBattle, e: Extract<OpportunityEvent, { type: "movement-stopped" }>) {
    const a = activationW(b);
    a.done = [...a.done, ...e.pieces.filter((id) => !a.done.includes(id))];
  },
};
