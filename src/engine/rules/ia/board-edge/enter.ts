import { Refusal, refuseUnless } from "../../../core/refusal";
import { leaderActivated } from "../activation/chain";
import { drumfireEntry } from "../artillery/drumfire";
import type { IaContext } from "../commands/context";
import type { MovementCommand } from "../commands/schema";
import { movementAllowance } from "../movement/allowance";
import { entryCost } from "../movement/cost";
import { afterEntering } from "../movement/entering";
import { stackingProblem } from "../movement/stacking";
import { opportunityFire } from "../opportunity";
import { leadersAt, unitsAt } from "../state";
import { say } from "../text";
import { revealSpottedHidden } from "../view/reveal";
import { entersHidden, entryGroup, entryOf, usableEdgeHexes } from "./edge";
import { readyMover } from "../movement/mover";

const RULE = "IA1 16.41";

/**
 * IA1 16.41, 16.43: an activated off-board piece moves onto the board by one of its entry hexes (or, when the enemy
 * holds them all, an adjacent board-edge hex), the hex's cost its first MPs; leaders that activated it may come with it
 * (6.4). Entering has the effects of entering any hex (16.5, 8.52, 9.71, 13.11). A hex with known enemy units is not an
 * entry hex (16.43); one with only hidden enemy units stops the entry short, off the board, and reveals them (16.5).
 */
export function enterBoard(ctx: IaContext, c: MovementCommand): void {
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, "IA1 3.13", say("move.no-activation"));
  const p = (b.units.get(c.piece) ?? b.leaders.get(c.piece))!;
  const entry = entryOf(b, c.piece);
  refuseUnless(entry !== undefined && entry.turn <= b.turn, RULE, say("board-edge.not-due", { piece: p.name, turn: entry?.turn ?? "—" }));
  const movers = [c.piece, ...(c.with ?? [])];
  refuseUnless(new Set(movers).size === movers.length, "IA1 6.4", say("move.with-twice"));
  const group = entryGroup(b, c.piece);
  for (const id of movers) {
    const q = readyMover(b, a, id);
    refuseUnless(q.status !== "demoralized", "IA1 14.3", say("move.demoralized", { piece: q.name }));
    refuseUnless(group.includes(id), "IA1 6.4", say("move.not-with-unit", { leader: q.name, unit: p.name }));
    refuseUnless(id === c.piece || (b.leaders.has(id) && b.units.has(c.piece)), "IA1 6.4", say("move.with-not-leader", { id }));
  }
  const usable = usableEdgeHexes(b, ctx.map, c.side, entry.hexes);
  refuseUnless(usable.hexes.includes(c.to), usable.rule || RULE, say("board-edge.not-entry-hex"));
  // IA1 16.43: entering is never assault movement: not into a hex of enemy units the side knows of.
  refuseUnless(!unitsAt(b, c.to).some((e) => e.side !== c.side && !e.hidden), "IA1 16.43", say("board-edge.enemy-there"));
  // IA1 16.5: only hidden enemy pieces there: they are found, and the piece stays off the board.
  const hiddenThere = [...unitsAt(b, c.to), ...leadersAt(b, c.to)].filter((e) => e.side !== c.side && e.hidden);
  if (hiddenThere.length) {
    ctx.emit({ type: "revealed", pieces: hiddenThere.map((e) => e.id), rule: "IA1 16.5" });
    ctx.reveal();
    ctx.emit({ type: "movement-stopped", pieces: movers, rule: "IA1 16.5" });
    return;
  }
  const unit = b.units.get(c.piece);
  if (unit) {
    refuseUnless(unit.carriedBy === null, "IA1 5.6", say("move.loaded", { unit: unit.name }));
    const over = stackingProblem(b, unit, c.to);
    if (over !== null) throw new Refusal("IA1 4.3", say(`move.overstack.${over}`, { unit: unit.name }));
    // IA1 5.7: at night a unit without a leader of its type enters only friendly-controlled hexes.
    refuseUnless(!b.visibility.night || leaderActivated(b, a, unit) || b.control[c.to] === c.side, "IA1 5.7", say("move.night"));
  }
  // IA1 16.41: the first hex entered counts as the first MPs spent — the terrain of the hex (no hexside is crossed).
  const cost = entryCost(ctx.map, ctx.tec, null, c.to);
  refuseUnless(!("prohibited" in cost), "IA1 5.84", say("move.prohibited", { terrain: "prohibited" in cost ? cost.prohibited : "" }));
  for (const id of movers) {
    const q = (b.units.get(id) ?? b.leaders.get(id))!;
    refuseUnless(movementAllowance(q) >= 1, "IA1 5.1", say("move.no-allowance", { piece: q.name }));
  }
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  // IA1 16.5: pieces the scenario has enter hidden stay hidden only all together, and not overrunning enemy leaders (6.71).
  const hidden = movers.every((id) => entersHidden(b, id)) && !leadersAt(b, c.to).some((l) => l.side !== c.side && !l.hidden);
  for (const id of movers) ctx.emit({ type: "entered-board", piece: id, to: c.to, rule: usable.rule || RULE });
  const shown = movers.filter((id) => (ctx.state.units.get(id) ?? ctx.state.leaders.get(id))!.hidden && !hidden);
  if (shown.length) ctx.emit({ type: "revealed", pieces: shown, rule: "IA1 16.5" });
  // IA1 16.41, 16.5: the enemy learns of concealed (or hidden) pieces: the entry cannot be taken back.
  if (!hidden) ctx.reveal();
  for (const id of movers) {
    const q = (ctx.state.units.get(id) ?? ctx.state.leaders.get(id))!;
    ctx.emit({ type: "mp-spent", piece: id, mp: cost.mp === "all" ? movementAllowance(q) : cost.mp, by: cost.by, rule: RULE });
  }
  afterEntering(ctx, movers.map((id) => (ctx.state.units.get(id) ?? ctx.state.leaders.get(id))!), c.to);
  drumfireEntry(ctx, movers, c.to);
  // IA1 16.5, 13.0: fire needs a target the enemy knows of: pieces still hidden once enemies that can spot them have, are not fired at.
  if (hidden) revealSpottedHidden(ctx);
  if (!ctx.state.units.get(c.piece)?.hidden && !ctx.state.leaders.get(c.piece)?.hidden) opportunityFire(ctx, c.piece, movers, c.to);
}
