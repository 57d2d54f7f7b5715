import type { z } from "zod";
import type { AssaultEventSchema } from "./schema";
import type { IaBattle } from "../state";
import { activationW } from "../state/write";
import { abandonDugIn } from "../fieldworks/markers";

export type AssaultEvent = z.output<typeof AssaultEventSchema>;

export const assaultReducers = {
  "assault-owed"(b: IaBattle, e: Extract<AssaultEvent, { type: "assault-owed" }>) {
    const a = activationW(b);
    a.assaultsOwed = [...(a.assaultsOwed ?? []), e.hex];
  },
  "assault-declared"(b: IaBattle, e: Extract<AssaultEvent, { type: "assault-declared" }>) {
    const a = activationW(b);
    a.assaulted = [...(a.assaulted ?? []), ...e.units, ...e.leaders];
    // IA1 16.22, 16.25: a unit that attacks in an assault loses its Dug In marker.
    for (const id of e.units) abandonDugIn(b, id);
    if (a.assaultsOwed?.includes(e.at)) a.assaultsOwed = a.assaultsOwed.filter((h) => h !== e.at);
  },
  "cavalry-charged"(b: IaBattle, e: Extract<AssaultEvent, { type: "cavalry-charged" }>) {
    const a = activationW(b);
    const units = e.pieces.filter((id) => b.units.has(id));
    a.charged = [...(a.charged ?? []), ...units];
    a.chargedThrough = [...(a.chargedThrough ?? []), ...units.map((unit) => ({ unit, through: e.through }))];
  },
  "assault-hex-left"(b: IaBattle, e: Extract<AssaultEvent, { type: "assault-hex-left" }>) {
    const a = activationW(b);
    const earlier = (a.exited ?? []).find((x) => x.hex === e.hex)?.pieces ?? [];
    a.exited = [...(a.exited ?? []).filter((x) => x.hex !== e.hex), { hex: e.hex, pieces: [...earlier, ...e.pieces] }];
  },
};
