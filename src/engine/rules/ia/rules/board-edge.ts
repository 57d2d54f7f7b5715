import type { BoardEdgeRules } from "../../series/rules/board-edge";
import { refuseGunExit } from "../artillery/plan";
import { drumfireEntry } from "../artillery/drumfire";
import type { IaContext } from "../commands/context";
import { afterEntering } from "../movement/entering";
import { opportunityFire } from "../../series/opportunity";
import type { IaBattle, IaUnit } from "../state";
import { say } from "../text";
import { revealSpottedHidden } from "../../series/view/reveal";

/** IA1 9.14, 16.42: an artillery or mortar unit whose mission is Abort. */
const aborted = (b: IaBattle, u: IaUnit): boolean => (u.kind === "ART" || u.kind === "MORTAR") && b.plans?.[u.side]?.missions[u.id]?.mission === "abort";

/** Infantry Attacks' board edges where the series asks (IA1 9.14, 9.15, 16.41–16.43). */
export const iaBoardEdge: BoardEdgeRules<IaBattle, IaContext> = {
  // IA1 16.43: no delay.
  displacedDelay: 0,
  afterEntry(ctx, c, movers, hidden) {
    afterEntering(ctx, movers.map((id) => (ctx.state.units.get(id) ?? ctx.state.leaders.get(id))!), c.to);
    drumfireEntry(ctx, movers, c.to);
    // IA1 16.5, 13.0: fire needs a target the enemy knows of: pieces still hidden once enemies that can spot them have, are not fired at.
    if (hidden) revealSpottedHidden(ctx);
    if (!ctx.state.units.get(c.piece)?.hidden && !ctx.state.leaders.get(c.piece)?.hidden) opportunityFire(ctx, c.piece, movers, c.to);
  },
  // IA1 16.42: edges marked `abortOnly` (the scenario's, and board-edge/abort-edges.ts) only for guns with Abort missions.
  mayUse: (b, x, u) => !x.abortOnly || aborted(b, u),
  notAnExitHex: (b, u) => say(aborted(b, u) ? "board-edge.not-abort-edge" : "board-edge.not-exit-hex", { unit: u.name }),
  // IA1 9.15, 9.1: of guns with missions, only those with Abort missions leave the board.
  checkExit: (ctx, u) => refuseGunExit(ctx.state, u.id),
};
