import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { ExitBoardCommand } from "../commands/schema";
import type { IaBattle } from "../state";
import { say } from "../text";
import { usableEdgeHexes } from "./edge";
import { readyMover } from "../movement/mover";
import { refuseGunExit } from "../artillery/plan";

/** IA1 9.14, 16.42: an artillery or mortar unit whose mission is Abort. */
const aborted = (b: IaBattle, side: string, id: string): boolean => {
  const u = b.units.get(id);
  return (u?.kind === "ART" || u?.kind === "MORTAR") && b.plans?.[side]?.missions[id]?.mission === "abort";
};

/**
 * IA1 16.42, 16.43, 9.14: an activated, undemoralized unit designated to move leaves the board from an exit hex the
 * scenario gives its side (edges marked `abortOnly`, the scenario's and those fixed at the start of play by
 * board-edge/abort-edges.ts, only for artillery and mortars with Abort missions), or, when the
 * enemy holds all of an edge's hexes, from a board-edge hex adjacent to them. Leaders that activated it may go with it
 * (6.4), a transport's cargo goes with it. It never re-enters and is not destroyed.
 */
export function exitBoard(ctx: IaContext, c: ExitBoardCommand): void {
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, "IA1 3.13", say("move.no-activation"));
  const u = b.units.get(c.unit);
  refuseUnless(u !== undefined && u.hex !== null, "IA1 16.42", say("board-edge.not-a-unit", { id: c.unit }));
  const movers = [c.unit, ...(c.with ?? [])];
  refuseUnless(new Set(movers).size === movers.length, "IA1 6.4", say("move.with-twice"));
  for (const id of movers) {
    const q = readyMover(b, a, id);
    // IA1 16.42: demoralized units never exit (a fleeing one stays in its board-edge hex, 14.31).
    refuseUnless(q.status !== "demoralized", "IA1 16.42", say("board-edge.demoralized", { piece: q.name }));
    refuseUnless(q.hex === u.hex, "IA1 6.4", say("move.not-with-unit", { leader: q.name, unit: u.name }));
    refuseUnless(id === c.unit || b.leaders.has(id), "IA1 6.4", say("move.with-not-leader", { id }));
  }
  refuseUnless(u.carriedBy === null, "IA1 5.6", say("move.loaded", { unit: u.name }));
  const cargo = u.carrying === null ? undefined : b.units.get(u.carrying);
  refuseUnless(cargo?.status !== "demoralized", "IA1 16.42", say("board-edge.demoralized", { piece: cargo?.name ?? "" }));
  const edges = (b.exits ?? []).filter((x) => x.side === c.side && (!x.abortOnly || aborted(b, c.side, u.id)));
  refuseUnless(edges.length > 0, "IA1 16.42", say("board-edge.no-exit", { unit: u.name }));
  const usable = edges.map((x) => usableEdgeHexes(b, ctx.map, c.side, x.hexes)).find((x) => x.hexes.includes(u.hex!));
  const code = aborted(b, c.side, u.id) ? "board-edge.not-abort-edge" : "board-edge.not-exit-hex";
  refuseUnless(usable !== undefined, "IA1 16.42, 16.43", say(code, { unit: u.name }));
  // IA1 9.15, 9.1: of guns with missions, only those with Abort missions leave the board.
  refuseGunExit(b, u.id);
  if (a.current !== c.unit) ctx.emit({ type: "acting", piece: c.unit });
  ctx.emit({ type: "exited-board", pieces: movers, rule: usable.rule || "IA1 16.42" });
}

export const boardEdgeHandlers = {
  "exit-board": (ctx: IaContext, c: ExitBoardCommand) => exitBoard(ctx, c),
};
