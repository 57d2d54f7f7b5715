import type { RpEvent } from "../events/schema";
import type { RpBattle } from "../state";

/** RP 11.521: the other side's night-attack counter lies face down: a side sees that it is down, not what it says. */
export function hideNightCounters(b: RpBattle, side: string): RpBattle {
  const c = b.campaign;
  if (!c || !c.sealed.some((s) => s.side !== side && s.attack !== null)) return b;
  return { ...b, campaign: { ...c, sealed: c.sealed.map((s) => (s.side === side ? s : { ...s, attack: null })) } };
}

/** RP 11.521: the event of the other side's counter laid face down, as a side sees it. */
export const nightCounterSeen = (e: RpEvent, side: string): RpEvent => (e.type === "night-attack-sealed" && e.side !== side ? { ...e, attack: null } : e);
