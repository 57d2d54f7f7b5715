import { Refusal, refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import { movementAllowance } from "../movement/allowance";
import { nearestEnemyCombatUnit } from "../movement/closer";
import { entryCost } from "../movement/cost";
import { afterEntering, enemyCombatUnitsIn } from "../movement/entering";
import { afterRiverStep, riverStep } from "../movement/rivers";
import { stackingProblem, type StackingProblem } from "../movement/stacking";
import { chainAbove, leaderActivated } from "../activation/chain";
import { drumfireEntry } from "../artillery/drumfire";
import { enterBoard } from "../board-edge/enter";
import { refuseFixedGun } from "../artillery/plan";
import { opportunityFire } from "../opportunity";
import { checkStrategicStep, strategicFactor } from "../optional/strategic-movement";
import { afterAssaultStep, assaultOwed, checkAssaultEntry } from "../assault/entry";
import { harassingFire } from "../assault/harassing";
import { isAssaultHex } from "../fire/hexes";
import { leadersAt, unitsAt, type IaBattle } from "../state";
import { say, type IaTextCode } from "../text";
import type { IaContext } from "./context";
import type { MovementCommand } from "./schema";
import { readyMover } from "../movement/mover";

export type { MovementCommand };

/**
 * IA1 5.2: an activated piece designated to move enters one adjacent hex, paying the TEC cost; entering has its
 * effects (16.5, 8.52, 5.44, 6.71) and the inactive player may then take opportunity fire (13.11).
 */
export function move(ctx: IaContext, c: MovementCommand): void {
  // IA1 16.41: an off-board piece moves onto the board.
  if ((ctx.state.units.get(c.piece) ?? ctx.state.leaders.get(c.piece))?.hex === null) return enterBoard(ctx, c);
  const from = (ctx.state.units.get(c.piece) ?? ctx.state.leaders.get(c.piece))?.hex ?? null;
  const leaving = from !== null && isAssaultHex(ctx.state, from);
  const movers = enterAdjacent(ctx, c);
  if (movers === null) return;
  afterEntering(ctx, movers.map((id) => (ctx.state.units.get(id) ?? ctx.state.leaders.get(id))!), c.to);
  // IA1 9.71: a Drumfire marker attacks the movers at once.
  drumfireEntry(ctx, movers, c.to);
  // IA1 12.23: the last of the side's combat units has left the assault hex.
  if (leaving) harassingFire(ctx, c.side, from);
  // IA1 13.11: the inactive player may fire at the piece in each hex it enters, before it enters another.
  opportunityFire(ctx, c.piece, movers, c.to);
}

/**
 * The step itself, checked and paid for (IA1 3.13, 4.3, 5.1–5.84, 6.4, 14.2, 14.3): the movers' MPs, their new hex and
 * river bank. No die, no decision: a move preview (queries/preview.ts) runs exactly this, hex after hex. Returns the
 * movers, or null when the step found hidden enemies and stopped (16.5).
 */
export function enterAdjacent(ctx: IaContext, c: MovementCommand): string[] | null {
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, "IA1 3.13", say("move.no-activation"));
  const movers = [c.piece, ...(c.with ?? [])];
  const p = b.units.get(c.piece) ?? b.leaders.get(c.piece);
  refuseUnless(p !== undefined, "IA1 5.2", say("move.no-piece", { id: c.piece }));
  refuseFixedGun(b, c.piece);
  for (const id of movers) {
    const q = readyMover(b, a, id);
    refuseUnless(q.hex === p.hex, "IA1 6.4", say("move.not-with-unit", { leader: q.name, unit: p.name }));
    refuseUnless(q.status !== "demoralized", "IA1 14.3", say("move.demoralized", { piece: q.name }));
  }
  refuseUnless(!c.with?.length || b.units.has(c.piece), "IA1 6.4", say("move.with-a-leader"));
  refuseUnless(new Set(c.with).size === (c.with?.length ?? 0), "IA1 6.4", say("move.with-twice"));
  for (const id of c.with ?? []) {
    refuseUnless(b.leaders.has(id), "IA1 6.4", say("move.with-not-leader", { id }));
    // IA1 3.2: he activated it, or a leader he activated did (who may have left play since: the chain stands).
    refuseUnless(chainAbove(a, c.piece).includes(id), "IA1 6.4", say("move.with-not-activating", { leader: b.leaders.get(id)!.name, unit: p.name }));
  }
  // IA1 16.41: an off-board piece's step onto the board is `enterBoard`'s (board-edge/enter.ts), not an adjacent step.
  refuseUnless(p.hex !== null, "IA1 16.41", say("board-edge.off-board", { piece: p.name }));
  const from = p.hex;
  refuseUnless(ctx.map.contains(ctx.map.hexAt(c.to)) && distance(ctx.map.hexAt(from), ctx.map.hexAt(c.to)) === 1, "IA1 5.2", say("move.not-adjacent"));
  // IA1 16.5: hidden enemy units in the hex are found (adjacent units always spot): they are placed on the board
  // and the move stops short. A refusal here would tell the player where they are.
  if (hiddenOnlyIn(b, c.side, c.to)) {
    stopAtHidden(ctx, movers, c.to);
    return null;
  }
  // IA1 5.4, 12.2: entering a hex with enemy combat units is assault movement; leaving an assault hex is one hex (12.22).
  const entering = enemyCombatUnitsIn(b, c.side, c.to) ? { how: checkAssaultEntry(ctx, movers, from, c.to), owed: assaultOwed(ctx, c.side, c.to) } : null;
  const leaving = isAssaultHex(b, from);
  if ("kind" in p) {
    refuseUnless(p.carriedBy === null, "IA1 5.6", say("move.loaded", { unit: p.name }));
    const over = stackingProblem(b, p, c.to);
    if (over !== null) throw new Refusal("IA1 4.3", say(OVERSTACK[over], { unit: p.name }));
    if (!leaderActivated(b, a, p)) {
      // IA1 5.5: without a leader of its own type a unit may not move closer to enemy combat units.
      const now = nearestEnemyCombatUnit(b, ctx.map, c.side, from);
      const then = nearestEnemyCombatUnit(b, ctx.map, c.side, c.to);
      refuseUnless(then >= now, "IA1 5.5", say("move.closer", { unit: p.name }));
      // IA1 5.7: at night such units enter only friendly-controlled hexes.
      refuseUnless(!b.visibility.night || b.control[c.to] === c.side, "IA1 5.7", say("move.night"));
    }
  }
  checkStrategicStep(ctx, c.side, c.piece, c.to);
  const cost = entryCost(ctx.map, ctx.tec, from, c.to);
  refuseUnless(!("prohibited" in cost), "IA1 5.84", say("move.prohibited", { terrain: "prohibited" in cost ? cost.prohibited : "" }));
  // IA1 3.13: its action begins (or goes on) before its leaders' MPs are spent with it, so they are not taken for done.
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  for (const id of movers) payFor(ctx, id, cost.mp, cost.by);
  const river = riverStep(ctx, movers, from, c.to);
  for (const id of movers) ctx.emit({ type: "piece-moved", piece: id, from, to: c.to, rule: "IA1 5.2" });
  afterRiverStep(ctx, river);
  afterAssaultStep(ctx, c.side, movers, from, c.to, entering, leaving);
  return movers;
}

/** Whether every enemy combat unit in the hex is hidden (and there is one). */
function hiddenOnlyIn(b: IaBattle, side: string, hex: number): boolean {
  const there = unitsAt(b, hex).filter((u) => u.side !== side && u.kind !== "TRANSPORT" && u.carriedBy === null);
  return there.length > 0 && there.every((u) => u.hidden);
}

function stopAtHidden(ctx: IaContext, movers: readonly string[], hex: number): void {
  const found = [...unitsAt(ctx.state, hex), ...leadersAt(ctx.state, hex)].filter((e) => e.hidden && e.side !== ctx.state.activation!.side);
  ctx.emit({ type: "revealed", pieces: found.map((e) => e.id), rule: "IA1 16.5" });
  ctx.reveal();
  ctx.emit({ type: "movement-stopped", pieces: [...movers], rule: "IA1 16.5" });
}

/** IA1 5.2: the MA may not be exceeded, except that a piece may always move one hex a turn. */
function payFor(ctx: IaContext, id: string, mp: number | "all", by: string): void {
  const b = ctx.state;
  const q = (b.units.get(id) ?? b.leaders.get(id))!;
  const m = b.activation!.pieces[id]!;
  const allowance = movementAllowance(q) * strategicFactor(ctx, id);
  refuseUnless(allowance >= 1, "IA1 5.1", say("move.no-allowance", { piece: q.name }));
  const spend = mp === "all" ? allowance : mp;
  const firstHex = m.hexesEntered === 0;
  refuseUnless(firstHex || q.status !== "disrupted", "IA1 14.2", say("move.disrupted", { piece: q.name }));
  refuseUnless(firstHex || m.mpSpent + spend <= allowance, "IA1 5.2", say("move.too-few-mp", { piece: q.name, left: allowance - m.mpSpent, cost: spend, terrain: by }));
  ctx.emit({ type: "mp-spent", piece: id, mp: spend, by, rule: "IA1 5.2" });
}

/** IA1 4.3: why a move would overstack, by what is already there. */
const OVERSTACK = {
  transports: "move.overstack.transports",
  "combat-units": "move.overstack.combat-units",
  companies: "move.overstack.companies",
} as const satisfies Record<StackingProblem, IaTextCode>;

export const movementHandlers = { move: (ctx: IaContext, c: MovementCommand) => move(ctx, c) };
