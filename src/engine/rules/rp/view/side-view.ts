import type { SideViews } from "../../../core/side-views";
import { hideNightCounters, nightCounterSeen } from "../campaign/view";
import type { RpEvent } from "../events/schema";
import type { RpBattle } from "../state";

/** RP 7.3: the other side's pre-registered vertices, until a group's fire shows one. */
function hidePreregistered(b: RpBattle, side: string): RpBattle {
  const hidden = Object.entries(b.oma).filter(([, g]) => g.side !== side && g.preregistered !== null);
  if (!hidden.length) return b;
  const oma = { ...b.oma };
  for (const [id, g] of hidden) oma[id] = { ...g, preregistered: null };
  return { ...b, oma };
}

/**
 * What a side may know of a Red Poppies battle: everything on the map is in the open (the game has no hidden units);
 * the rules keep from the other side each group's pre-registered vertex (RP 7.3), until its fire shows it, and what its
 * night-attack counter says until both are revealed (RP 11.521).
 */
export const rpSideView = (b: RpBattle, side: string): RpBattle => hideNightCounters(hidePreregistered(b, side), side);

export const rpViews: SideViews<RpBattle, RpEvent, RpBattle> = {
  state: rpSideView,
  // RP 7.3: the other side is not told where a group pre-registered.
  event: (_b, e, side) => (e.type === "oma-preregistered" && e.side !== side ? null : nightCounterSeen(e, side)),
};
