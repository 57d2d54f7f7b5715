import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import { chainAbove, leaderActivated } from "../activation/chain";
import type { MovementCommand } from "../commands/shapes";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { leadersAt, unitsAt } from "../state/occupancy";
import { readyMover } from "./mover";

/** Whether the hex holds combat units of `side`'s enemy (transports, cargo and leaders are not combat units). */
export function enemyCombatUnitsIn<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, hex: number): boolean {
  const combat = ctx.rules.movement.isCombatUnit;
  return unitsAt(ctx.state, hex).some((u) => u.side !== side && u.carriedBy === null && combat(u as UnitOf<B>));
}

/** 1.2 (Assault Hex): the hex holds combat units of two sides (cargo included). */
export function isAssaultHex<B extends ReducedBattle>(ctx: SeriesContext<B>, hex: number): boolean {
  const combat = ctx.rules.movement.isCombatUnit;
  const here = unitsAt(ctx.state, hex).filter((u) => combat(u as UnitOf<B>));
  return here.some((u) => u.side !== here[0]!.side);
}

/**
 * The step itself, checked and paid for (3.13, 4.5, 5.0–5.7, 14.2, 14.3): the movers' MPs, their new hex and river
 * bank. No die, no decision: a move preview runs exactly this, hex after hex. Returns the movers, or null when the step
 * found hidden enemies and stopped (16.6).
 */
export function enterAdjacent<B extends ReducedBattle>(ctx: SeriesContext<B>, c: MovementCommand): string[] | null {
  const { cite, say, movement } = ctx.rules;
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, cite("3.13"), say("move.no-activation"));
  const movers = [c.piece, ...(c.with ?? [])];
  const p = (b.units.get(c.piece) ?? b.leaders.get(c.piece)) as UnitOf<B> | LeaderOf<B> | undefined;
  refuseUnless(p !== undefined, cite("5.0"), say("move.no-piece", { id: c.piece }));
  movement.checkMover(ctx, c);
  for (const id of movers) {
    const q = readyMover(ctx, a, id);
    refuseUnless(q.hex === p.hex, cite("5.0 (with)"), say("move.not-with-unit", { leader: q.name, unit: p.name }));
    refuseUnless(q.status !== "demoralized", cite("14.3"), say("move.demoralized", { piece: q.name }));
  }
  const unit = b.units.get(c.piece) as UnitOf<B> | undefined;
  refuseUnless(!c.with?.length || unit !== undefined, cite("5.0 (with)"), say("move.with-a-leader"));
  refuseUnless(new Set(c.with).size === (c.with?.length ?? 0), cite("5.0 (with)"), say("move.with-twice"));
  for (const id of c.with ?? []) {
    refuseUnless(b.leaders.has(id), cite("5.0 (with)"), say("move.with-not-leader", { id }));
    // 3.2: he activated it, or a leader he activated did (who may have left play since: the chain stands).
    refuseUnless(chainAbove(a, c.piece).includes(id), cite("5.0 (with)"), say("move.with-not-activating", { leader: b.leaders.get(id)!.name, unit: p.name }));
  }
  // 16.51: an off-board piece's step onto the board is the game's `enterBoard`, not an adjacent step.
  refuseUnless(p.hex !== null, cite("16.51"), say("board-edge.off-board", { piece: p.name }));
  const from = p.hex;
  refuseUnless(ctx.map.contains(ctx.map.hexAt(c.to)) && distance(ctx.map.hexAt(from), ctx.map.hexAt(c.to)) === 1, cite("5.0"), say("move.not-adjacent"));
  // 16.6: hidden enemy units in the hex are found (adjacent units always spot): they are placed on the board and the
  // move stops short. A refusal here would tell the player where they are.
  if (hiddenOnlyIn(ctx, c.side, c.to)) {
    stopAtHidden(ctx, movers, c.to);
    return null;
  }
  // 5.3, 12.1: entering a hex with enemy combat units is assault movement; leaving an assault hex is one hex (5.32).
  const after = movement.assaultStep(ctx, movers, from, c.to, enemyCombatUnitsIn(ctx, c.side, c.to), isAssaultHex(ctx, from));
  if (unit !== undefined) {
    refuseUnless(unit.carriedBy === null, cite("5.6"), say("move.loaded", { unit: p.name }));
    movement.checkStacking(ctx, unit, c.to);
    if (!leaderActivated(ctx.rules.leadership, b, a, unit)) {
      movement.checkUnled(ctx, unit, from, c.to);
      // 5.5: at night such units enter only friendly-controlled hexes.
      refuseUnless(!b.visibility.night || b.control[c.to] === c.side, cite("5.5"), say("move.night"));
    }
  }
  movement.checkStep(ctx, c);
  const cost = movement.cost(ctx, p, from, c.to);
  refuseUnless(!("prohibited" in cost), cite("5.0 (prohibited)"), say("move.prohibited", { terrain: "prohibited" in cost ? cost.prohibited : "" }));
  // 3.13: its action begins (or goes on) before its leaders' MPs are spent with it, so they are not taken for done.
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  for (const id of movers) payFor(ctx, id, cost.mp, cost.by);
  const afterRiver = movement.riverStep(ctx, movers, from, c.to);
  for (const id of movers) ctx.emit({ type: "piece-moved", piece: id, from, to: c.to, rule: cite("5.0") });
  afterRiver();
  after();
  return movers;
}

/** Whether every enemy combat unit in the hex is hidden (and there is one). */
function hiddenOnlyIn<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, hex: number): boolean {
  const combat = ctx.rules.movement.isCombatUnit;
  const there = unitsAt(ctx.state, hex).filter((u) => u.side !== side && u.carriedBy === null && combat(u as UnitOf<B>));
  return there.length > 0 && there.every((u) => u.hidden);
}

function stopAtHidden<B extends ReducedBattle>(ctx: SeriesContext<B>, movers: readonly string[], hex: number): void {
  const b = ctx.state;
  const found = [...unitsAt(b, hex), ...leadersAt(b, hex)].filter((e) => e.hidden && e.side !== b.activation!.side);
  ctx.emit({ type: "revealed", pieces: found.map((e) => e.id), rule: ctx.rules.cite("16.6") });
  ctx.reveal();
  ctx.emit({ type: "movement-stopped", pieces: [...movers], rule: ctx.rules.cite("16.6") });
}

/** 5.0: the MA may not be exceeded, except that a piece may always move one hex a turn; 14.2 disrupted, one hex. */
function payFor<B extends ReducedBattle>(ctx: SeriesContext<B>, id: string, mp: number | "all", by: string): void {
  const { cite, say } = ctx.rules;
  const b = ctx.state;
  const q = (b.units.get(id) ?? b.leaders.get(id)) as UnitOf<B> | LeaderOf<B>;
  const m = b.activation!.pieces[id]!;
  const allowance = ctx.rules.movement.allowance(ctx, q);
  refuseUnless(allowance >= 1, cite("5.0 (allowance)"), say("move.no-allowance", { piece: q.name }));
  const spend = mp === "all" ? allowance : mp;
  const firstHex = m.hexesEntered === 0;
  refuseUnless(firstHex || q.status !== "disrupted", cite("14.2"), say("move.disrupted", { piece: q.name }));
  refuseUnless(firstHex || m.mpSpent + spend <= allowance, cite("5.0"), say("move.too-few-mp", { piece: q.name, left: allowance - m.mpSpent, cost: spend, terrain: by }));
  ctx.emit({ type: "mp-spent", piece: id, mp: spend, by, rule: cite("5.0") });
}
