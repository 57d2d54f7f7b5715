import type { SideViews } from "../../../core/views";
import type { IaEvent } from "../events";
import type { IaBattle } from "../state";
import { knownTo, seriesEventFor, seriesSideView, type SeriesSideView } from "../../series/view/side-view";
import { piecesConcerned } from "./event-pieces";

/** A battle as Infantry Attacks shows it to one side (series/view/side-view.ts). */
export type IaSideView = SeriesSideView<IaBattle>;
export { knownTo };

/** What `side` may know of the battle: IA1 9.11, an Artillery Plan is its side's secret; the field is the same whether or not the enemy has one. */
export function iaSideView(b: IaBattle, side: string): IaSideView {
  return seriesSideView(b, side, ({ plans, ...seen }) => {
    const own = plans?.[side];
    return { ...seen, ...(own ? { plans: { [side]: own } } : {}) };
  });
}

/**
 * `e` as `side` sees it, on the battle as it stood before it: events that privately concern an enemy piece still
 * hidden are not seen (or are seen without it); a reveal brings the revealed pieces as they stand.
 */
export function iaEventFor(b: IaBattle, e: IaEvent, side: string): IaEvent | null {
  switch (e.type) {
    // IA1 9.11, 9.14, 9.61, 18.1: the plan, its aborts, cross-outs and scatter checks are the side's own business.
    case "artillery-plan-written":
      return e.side === side ? e : { type: e.type, side: e.side };
    case "abort-rolled":
    case "planned-fire-crossed":
    case "scatter-checked":
    case "move-mission-ended":
    case "move-gun-set-down":
      return e.side === side ? e : null;
    // IA1 9.83, 16.5: rolled for a hex of the firer's pieces: unseen while they are all hidden from the other side.
    case "friendly-fire-rolled":
      return e.side === side || [...b.units.values(), ...b.leaders.values()].some((p) => p.side === e.side && p.hex === e.at && knownTo(p, side)) ? e : null;
    default:
      return seriesEventFor(b, e, side, piecesConcerned);
  }
}

/** The Infantry Attacks views (core/views). */
export const iaViews: SideViews<IaBattle, IaEvent, IaSideView> = { state: iaSideView, event: iaEventFor };

/** A command (as JSON) as `side` may see it echoed: another side's Artillery Plan is its secret (IA1 9.11), shown only as written. */
export function iaCommandSeenBy(command: unknown, side: string): unknown {
  const c = command as { type?: unknown; side?: unknown };
  return c.type === "write-artillery-plan" && c.side !== side ? { type: c.type, side: c.side } : command;
}
