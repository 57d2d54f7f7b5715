import { activationW } from "../state/write";
import { abandonDigging, abandonDugIn } from "../fieldworks/markers";
import type { ReducedBattle as B, SeriesEventOf, SeriesEventTypes } from "./types";

type Ev<G extends "morale" | "fire" | "opportunity" | "assault", T extends SeriesEventTypes<G>> = SeriesEventOf<G, T>;

/** Morale rolls (14.0–14.4): what they change follows as piece events. */
export const moraleReducers = {
  "morale-checked"(_b: B, _e: Ev<"morale", "morale-checked">) {},
  "recovery-attempted"(_b: B, _e: Ev<"morale", "recovery-attempted">) {},
  "leader-casualty-rolled"(_b: B, _e: Ev<"morale", "leader-casualty-rolled">) {},
};

/** Direct fire (10.0, 7.4–7.6). */
export const fireReducers = {
  "fire-resolved"(b: B, e: Ev<"fire", "fire-resolved">) {
    // PG 16.21, IA1 16.22: a unit that fires before it finishes digging in loses its start.
    for (const id of e.firers) abandonDigging(b, id);
  },
  "loss-allocated"(_b: B, _e: Ev<"fire", "loss-allocated">) {},
};

/** Opportunity fire (13.0–13.24). */
export const opportunityReducers = {
  "opportunity-fired"(b: B, e: Ev<"opportunity", "opportunity-fired">) {
    const a = activationW(b);
    const others = (a.oppFired ?? []).filter((f) => f.mover !== e.mover || f.hex !== e.hex);
    const earlier = (a.oppFired ?? []).find((f) => f.mover === e.mover && f.hex === e.hex)?.firers ?? [];
    a.oppFired = [...others, { mover: e.mover, hex: e.hex, firers: [...earlier, ...e.firers] }];
  },
  "movement-stopped"(b: B, e: Ev<"opportunity", "movement-stopped">) {
    const a = activationW(b);
    a.done = [...a.done, ...e.pieces.filter((id) => !a.done.includes(id))];
  },
};

/** Assault (12.0). */
export const assaultReducers = {
  "assault-owed"(b: B, e: Ev<"assault", "assault-owed">) {
    const a = activationW(b);
    a.assaultsOwed = [...(a.assaultsOwed ?? []), e.hex];
  },
  "assault-declared"(b: B, e: Ev<"assault", "assault-declared">) {
    const a = activationW(b);
    a.assaulted = [...(a.assaulted ?? []), ...e.units, ...e.leaders];
    // PG 16.21, IA1 16.22, 16.25: a unit that attacks in an assault loses its Dug In marker.
    for (const id of e.units) abandonDugIn(b, id);
    if (a.assaultsOwed?.includes(e.at)) a.assaultsOwed = a.assaultsOwed.filter((h) => h !== e.at);
  },
  "cavalry-charged"(b: B, e: Ev<"assault", "cavalry-charged">) {
    const a = activationW(b);
    const units = e.pieces.filter((id) => b.units.has(id));
    a.charged = [...(a.charged ?? []), ...units];
    a.chargedThrough = [...(a.chargedThrough ?? []), ...units.map((unit) => ({ unit, through: e.through }))];
  },
  "assault-hex-left"(b: B, e: Ev<"assault", "assault-hex-left">) {
    const a = activationW(b);
    const earlier = (a.exited ?? []).find((x) => x.hex === e.hex)?.pieces ?? [];
    a.exited = [...(a.exited ?? []).filter((x) => x.hex !== e.hex), { hex: e.hex, pieces: [...earlier, ...e.pieces] }];
  },
};
