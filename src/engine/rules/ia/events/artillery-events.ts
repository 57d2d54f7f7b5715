import type { z } from "zod";
import type { ArtilleryEventSchema } from "./schema";
import type { IaBattle, Mission } from "../state";
import { drumfireW, listW, plansW } from "../state/write";

export type ArtilleryEvent = z.output<typeof ArtilleryEventSchema>;

/** Gives `gun` a new mission on `side`'s plan (a side's view without the plan is left as it is). */
function setMission(b: IaBattle, side: string, gun: string, mission: (m: Mission) => Mission): void {
  const plan = b.plans?.[side];
  const m = plan?.missions[gun];
  if (!plan || !m) return;
  plansW(b)[side] = { ...plan, missions: { ...plan.missions, [gun]: mission(m) } };
}

/** IA1 9.13: a gun set down by force (5.65) that is loaded again no longer waits for a transport. */
export function loadedAgain(b: IaBattle, gun: string): void {
  const u = b.units.get(gun);
  if (u) setMission(b, u.side, gun, (m) => (m.mission === "move" && m.setDownBy !== undefined ? { mission: "move", to: m.to } : m));
}

export const artilleryReducers = {
  "artillery-plan-written"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "artillery-plan-written" }>) {
    if (e.plan) plansW(b)[e.side] = e.plan;
  },
  "abort-rolled"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "abort-rolled" }>) {
    // IA1 9.14: the remaining actions are deleted; it keeps an Abort mission for the rest of the game.
    if (e.aborted) setMission(b, e.side, e.gun, () => ({ mission: "abort", turn: b.turn }));
  },
  "planned-fire-crossed"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "planned-fire-crossed" }>) {
    setMission(b, e.side, e.gun, (m) => (m.mission === "planned-fire" ? { ...m, crossed: [...(m.crossed ?? []), e.turn] } : m));
  },
  "bombardment-ineffective"(_b: IaBattle, _e: Extract<ArtilleryEvent, { type: "bombardment-ineffective" }>) {},
  "drumfire-placed"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "drumfire-placed" }>) {
    drumfireW(b).push({ at: e.at, side: e.side, gun: e.gun, onboard: e.onboard });
  },
  "drumfire-removed"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "drumfire-removed" }>) {
    const left = (b.drumfire ?? []).filter((m) => !e.guns.includes(m.gun));
    if (left.length) b.drumfire = left;
    else delete b.drumfire;
  },
  "ammunition-checked"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "ammunition-checked" }>) {
    if (e.result === "ok") return;
    setMission(b, e.side, e.unit, (m) => (m.mission === "open-sights" ? { ...m, depleted: true, ...(e.result === "eliminated" ? { ead: true } : {}) } : m));
  },
  "move-mission-ended"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "move-mission-ended" }>) {
    setMission(b, e.side, e.gun, () => ({ mission: "open-sights" }));
  },
  "move-gun-set-down"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "move-gun-set-down" }>) {
    setMission(b, e.side, e.gun, (m) => (m.mission === "move" ? { ...m, setDownBy: e.transport } : m));
  },
  "friendly-fire-rolled"(_b: IaBattle, _e: Extract<ArtilleryEvent, { type: "friendly-fire-rolled" }>) {},
  "smoke-fired"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "smoke-fired" }>) {
    if (e.placed) listW(b, "smoke").push(e.at);
  },
  "scatter-checked"(b: IaBattle, e: Extract<ArtilleryEvent, { type: "scatter-checked" }>) {
    // IA1 18.3: the hex struck is noted on the plan.
    const struck = { turn: b.turn, at: e.struck, ...(e.acquired ? { acquired: true as const } : {}) };
    setMission(b, e.side, e.gun, (m) => (m.mission === "planned-fire" ? { ...m, struck: [...(m.struck ?? []), struck] } : m));
  },
};
