import { Refusal, refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { readyMover } from "../movement/mover";
import type { UnitOf } from "../rules/leadership";
import type { ExitBoardCommand } from "../commands/shapes";
import { usableEdgeHexes } from "./edge";

/**
 * 16.52, 16.53: an activated, undemoralized unit designated to move leaves the board from an exit hex the scenario
 * gives its side (which ones it may use is the game's `mayUse`), or, when the enemy holds all of an edge's hexes, from a
 * board-edge hex adjacent to them. Leaders that activated it may go with it (5.0), a transport's cargo goes with it. It
 * never re-enters and is not destroyed.
 */
export function exitBoard<B extends ReducedBattle>(ctx: SeriesContext<B>, c: ExitBoardCommand): void {
  const { cite, say, boardEdge } = ctx.rules;
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, cite("3.13"), say("move.no-activation"));
  const u = b.units.get(c.unit) as UnitOf<B> | undefined;
  refuseUnless(u !== undefined && u.hex !== null, cite("16.52"), say("board-edge.not-a-unit", { id: c.unit }));
  const movers = [c.unit, ...(c.with ?? [])];
  refuseUnless(new Set(movers).size === movers.length, cite("5.0 (with)"), say("move.with-twice"));
  for (const id of movers) {
    const q = readyMover(ctx, a, id);
    // 16.52: demoralized units never exit (a fleeing one stays in its board-edge hex, 14.31).
    refuseUnless(q.status !== "demoralized", cite("16.52"), say("board-edge.demoralized", { piece: q.name }));
    refuseUnless(q.hex === u.hex, cite("5.0 (with)"), say("move.not-with-unit", { leader: q.name, unit: u.name }));
    refuseUnless(id === c.unit || b.leaders.has(id), cite("5.0 (with)"), say("move.with-not-leader", { id }));
  }
  refuseUnless(u.carriedBy === null, cite("5.6"), say("move.loaded", { unit: u.name }));
  const cargo = u.carrying === null ? undefined : b.units.get(u.carrying);
  refuseUnless(cargo?.status !== "demoralized", cite("16.52"), say("board-edge.demoralized", { piece: cargo?.name ?? "" }));
  const edges = (b.exits ?? []).filter((x) => x.side === c.side && boardEdge.mayUse(b, x, u));
  refuseUnless(edges.length > 0, cite("16.52"), say("board-edge.no-exit", { unit: u.name }));
  const usable = edges.map((x) => usableEdgeHexes(b, ctx.map, c.side, x.hexes)).find((x) => x.hexes.includes(u.hex!));
  if (usable === undefined) throw new Refusal(cite("16.52", "16.53"), boardEdge.notAnExitHex(b, u));
  boardEdge.checkExit(ctx, u);
  if (a.current !== c.unit) ctx.emit({ type: "acting", piece: c.unit });
  ctx.emit({ type: "exited-board", pieces: movers, rule: usable.displaced ? cite("16.53") : cite("16.52") });
}
