import { refuseUnless } from "../../../core/refusal";
import { leaderActivated } from "../activation/chain";
import type { MovementCommand } from "../commands/shapes";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { readyMover } from "../movement/mover";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { leadersAt, unitsAt } from "../state/occupancy";
import { entersHidden, entryGroup, entryOf, usableEdgeHexes } from "./edge";

/**
 * 16.51, 16.53: an activated off-board piece moves onto the board by one of its entry hexes (or, when the enemy holds
 * them all, an adjacent board-edge hex, a turn later where the game says so), the hex's cost its first MPs; leaders that
 * activated it may come with it (5.0). Entering has the effects of entering any hex (16.6, 8.22, 13.1). A hex with known
 * enemy units is not an entry hex (16.53); one with only hidden enemy units stops the entry short, off the board, and
 * reveals them (16.6).
 */
export function enterBoard<B extends ReducedBattle>(ctx: SeriesContext<B>, c: MovementCommand): void {
  const { cite, say, movement } = ctx.rules;
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, cite("3.13"), say("move.no-activation"));
  const piece = (id: string) => (b.units.get(id) ?? b.leaders.get(id)) as UnitOf<B> | LeaderOf<B>;
  const p = piece(c.piece);
  const entry = entryOf(b, c.piece);
  const entering = cite("16.51");
  refuseUnless(entry !== undefined && entry.turn <= b.turn, entering, say("board-edge.not-due", { piece: p.name, turn: entry?.turn ?? "—" }));
  const movers = [c.piece, ...(c.with ?? [])];
  refuseUnless(new Set(movers).size === movers.length, cite("5.0 (with)"), say("move.with-twice"));
  const group = entryGroup(b, c.piece);
  for (const id of movers) {
    const q = readyMover(ctx, a, id);
    refuseUnless(q.status !== "demoralized", cite("14.3"), say("move.demoralized", { piece: q.name }));
    refuseUnless(group.includes(id), cite("5.0 (with)"), say("move.not-with-unit", { leader: q.name, unit: p.name }));
    refuseUnless(id === c.piece || (b.leaders.has(id) && b.units.has(c.piece)), cite("5.0 (with)"), say("move.with-not-leader", { id }));
  }
  const usable = usableEdgeHexes(b, ctx.map, c.side, entry.hexes);
  const rule = usable.displaced ? cite("16.53") : entering;
  refuseUnless(usable.hexes.includes(c.to), rule, say("board-edge.not-entry-hex"));
  const delay = usable.displaced ? ctx.rules.boardEdge.displacedDelay : 0;
  refuseUnless(entry.turn + delay <= b.turn, rule, say("board-edge.not-due", { piece: p.name, turn: entry.turn + delay }));
  // 16.53: entering is never assault movement: not into a hex of enemy units the side knows of.
  refuseUnless(!unitsAt(b, c.to).some((e) => e.side !== c.side && !e.hidden), cite("16.53"), say("board-edge.enemy-there"));
  // 16.6: only hidden enemy pieces there: they are found, and the piece stays off the board.
  const hiddenThere = [...unitsAt(b, c.to), ...leadersAt(b, c.to)].filter((e) => e.side !== c.side && e.hidden);
  if (hiddenThere.length) {
    ctx.emit({ type: "revealed", pieces: hiddenThere.map((e) => e.id), rule: cite("16.6") });
    ctx.reveal();
    ctx.emit({ type: "movement-stopped", pieces: movers, rule: cite("16.6") });
    return;
  }
  const unit = b.units.get(c.piece) as UnitOf<B> | undefined;
  if (unit) {
    refuseUnless(unit.carriedBy === null, cite("5.6"), say("move.loaded", { unit: unit.name }));
    movement.checkStacking(ctx, unit, c.to);
    // 5.5: at night a unit without a leader of its kind enters only friendly-controlled hexes.
    refuseUnless(!b.visibility.night || leaderActivated(ctx.rules.leadership, b, a, unit) || b.control[c.to] === c.side, cite("5.5"), say("move.night"));
  }
  // 16.51: the first hex entered counts as the first MPs spent — the terrain of the hex (no hexside is crossed).
  const cost = movement.cost(ctx, p, null, c.to);
  refuseUnless(!("prohibited" in cost), cite("5.0 (prohibited)"), say("move.prohibited", { terrain: "prohibited" in cost ? cost.prohibited : "" }));
  const allowance = (id: string) => movement.allowance(ctx, piece(id));
  for (const id of movers) refuseUnless(allowance(id) >= 1, cite("5.0 (allowance)"), say("move.no-allowance", { piece: piece(id).name }));
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  // 16.6: pieces the scenario has enter hidden stay hidden only all together, and not overrunning enemy leaders (6.71).
  const hidden = movers.every((id) => entersHidden(b, id)) && !leadersAt(b, c.to).some((l) => l.side !== c.side && !l.hidden);
  for (const id of movers) ctx.emit({ type: "entered-board", piece: id, to: c.to, rule });
  const shown = movers.filter((id) => (ctx.state.units.get(id) ?? ctx.state.leaders.get(id))!.hidden && !hidden);
  if (shown.length) ctx.emit({ type: "revealed", pieces: shown, rule: cite("16.6") });
  // 16.51, 16.6: the enemy learns of concealed (or hidden) pieces: the entry cannot be taken back.
  if (!hidden) ctx.reveal();
  for (const id of movers) ctx.emit({ type: "mp-spent", piece: id, mp: cost.mp === "all" ? allowance(id) : cost.mp, by: cost.by, rule: entering });
  ctx.rules.boardEdge.afterEntry(ctx, c, movers, hidden);
}
