import type { SideViews } from "../../../core/side-views";
import { hideNightCounters, nightCounterSeen } from "../campaign/view";
import type { RpEvent } from "../events/schema";
import type { RpBattle } from "../state";

/**
 * RP 7.3: the other side's pre-registered vertices, hidden for the whole battle (a fire for effect's accuracy names
 * pre-registration only as a modifier, never the vertex).
 */
function hidePreregistered(b: RpBattle, side: string): RpBattle {
  const hidden = Object.entries(b.oma).filter(([, g]) => g.side !== side && g.preregistered !== null);
  if (!hidden.length) return b;
  const oma = { ...b.oma };
  for (const [id, g] of hidden) oma[id] = { ...g, preregistered: null };
  return { ...b, oma };
}

/**
 * What a side may know of a Red Poppies battle: everything on the map is in the open (the game has no hidden units);
 * the rules keep from the other side each group's pre-registered vertex (RP 7.3) for the whole battle, and what its
 * night-attack counter says until both are revealed (RP 11.521).
 */
export const rpSideView = (b: RpBattle, side: string): RpBattle => hideNightCounters(hidePreregistered(b, side), side);

export const rpViews: SideViews<RpBattle, RpEvent, RpBattle> = {
  state: rpSideView,
  // RP 7.3: the other side is not told where a group pre-registered.
  event: (_b, e, side) => (e.type === "oma-preregistered" && e.side !== side ? null : nightCounterSeen(e, side)),
};

/** A command (as JSON) as `side` may see it echoed: another side's `preregister` shows only that it was given (RP 7.3). */
export function rpCommandSeenBy(command: unknown, side: string): unknown {
  const c = command as { type?: unknown; side?: unknown };
  return c.type === "preregister" && c.side !== side ? { type: c.type, side: c.side } : command;
}
