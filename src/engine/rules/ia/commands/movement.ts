import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import { movementAllowance } from "../movement/allowance";
import { nearestEnemyCombatUnit } from "../movement/closer";
import { entryCost } from "../movement/cost";
import { afterEntering, enemyCombatUnitsIn } from "../movement/entering";
import { afterRiverStep, riverStep } from "../movement/rivers";
import { stackingProblem } from "../movement/stacking";
import { leads } from "../activation/leads";
import { opportunityFire } from "../opportunity";
import type { IaBattle, IaLeader } from "../state";
import type { IaContext } from "./context";

export type MovementCommand = {
  readonly type: "move";
  readonly side: string;
  readonly piece: string;
  /** The adjacent hex entered. */
  readonly to: number;
  /** Leaders moving with the unit they activated (IA1 6.4). */
  readonly with?: readonly string[];
};

/** IA1 5.2: an activated piece designated to move enters one adjacent hex, paying the TEC cost. */
export function move(ctx: IaContext, c: MovementCommand): void {
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, "IA1 3.13", "only pieces activated this segment move");
  const movers = [c.piece, ...(c.with ?? [])];
  const p = b.units[c.piece] ?? b.leaders[c.piece];
  refuseUnless(p !== undefined, "IA1 5.2", `no piece "${c.piece}"`);
  for (const id of movers) {
    const m = a.pieces[id];
    const q = b.units[id] ?? b.leaders[id];
    refuseUnless(m !== undefined && q !== undefined, "IA1 3.13", `${q?.name ?? id} was not activated this segment`);
    refuseUnless(m.action === "move", "IA1 3.13", `${q.name} was designated to fire, not to move`);
    refuseUnless(!a.done.includes(id), "IA1 3.13", `${q.name} has finished its action: pieces act one at a time`);
    refuseUnless(!q.movedFired, "IA1 3.3", `${q.name} is under a MOVED/FIRED marker: its action is over`);
    refuseUnless(q.hex === p.hex, "IA1 6.4", `${q.name} is not with ${p.name}`);
    refuseUnless(q.status !== "demoralized", "IA1 14.3", `${q.name} is demoralized: it may only attempt recovery`);
  }
  refuseUnless(!c.with?.length || c.piece in b.units, "IA1 6.4", "leaders move with a unit they activated, not with another leader");
  for (const id of c.with ?? []) {
    refuseUnless(id in b.leaders, "IA1 6.4", `only leaders move with a unit (${id} is not a leader)`);
    refuseUnless(directedBy(a.pieces, c.piece, id), "IA1 6.4", `${b.leaders[id]!.name} did not activate ${p.name}: a leader moves with a unit he activates`);
  }
  const from = p.hex!;
  refuseUnless(ctx.map.contains(ctx.map.hexAt(c.to)) && distance(ctx.map.hexAt(from), ctx.map.hexAt(c.to)) === 1, "IA1 5.2", "units move from hex to adjacent hex");
  // IA1 16.5: hidden enemy units in the hex are found (adjacent units always spot): they are placed on the board
  // and the move stops short. A refusal here would tell the player where they are.
  if (hiddenOnlyIn(b, c.side, c.to)) return stopAtHidden(ctx, movers, c.to);
  // IA1 5.4, 5.43: entering a hex with enemy combat units is assault movement (12.0), not yet part of this engine.
  refuseUnless(!enemyCombatUnitsIn(b, c.side, c.to), "IA1 5.4", "entering a hex with enemy combat units is assault movement (12.0), not yet part of this engine");
  if ("kind" in p) {
    refuseUnless(p.carriedBy === null, "IA1 5.6", `${p.name} is loaded: it moves with its transport`);
    const over = stackingProblem(b, p, c.to);
    refuseUnless(over === null, "IA1 4.3", `${p.name} would overstack the hex: ${over}`);
    const led = a.pieces[p.id]!.ledBy;
    if (led === null || !leads(b.leaders[led] ?? ({} as IaLeader), p)) {
      // IA1 5.5: without a leader of its own type a unit may not move closer to enemy combat units.
      const now = nearestEnemyCombatUnit(b, ctx.map, c.side, from);
      const then = nearestEnemyCombatUnit(b, ctx.map, c.side, c.to);
      refuseUnless(then >= now, "IA1 5.5", `${p.name} was not activated by a leader of its own type and may not move closer to enemy combat units`);
      // IA1 5.7: at night such units enter only friendly-controlled hexes.
      refuseUnless(!b.visibility.night || b.control[c.to] === c.side, "IA1 5.7", "at night a unit without a leader enters only hexes its side controls");
    }
  }
  const cost = entryCost(ctx.map, ctx.tec, from, c.to);
  refuseUnless(!("prohibited" in cost), "IA1 5.84", `no unit or leader may enter ${"prohibited" in cost ? cost.prohibited : ""}`);
  for (const id of movers) payFor(ctx, id, cost.mp, cost.by);
  const river = riverStep(ctx, movers, from, c.to);
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  for (const id of movers) ctx.emit({ type: "piece-moved", piece: id, from, to: c.to, rule: "IA1 5.2" });
  afterRiverStep(ctx, river);
  afterEntering(ctx, movers.map((id) => (b.units[id] ?? b.leaders[id])!), c.to);
  // IA1 13.11: the inactive player may fire at the piece in each hex it enters, before it enters another.
  opportunityFire(ctx, c.piece, movers, c.to);
}

/** Whether every enemy combat unit in the hex is hidden (and there is one). */
function hiddenOnlyIn(b: IaBattle, side: string, hex: number): boolean {
  const there = Object.values(b.units).filter((u) => u.side !== side && u.hex === hex && u.kind !== "TRANSPORT" && u.carriedBy === null);
  return there.length > 0 && there.every((u) => u.hidden);
}

function stopAtHidden(ctx: IaContext, movers: readonly string[], hex: number): void {
  const found = [...Object.values(ctx.state.units), ...Object.values(ctx.state.leaders)].filter((e) => e.hex === hex && e.hidden && e.side !== ctx.state.activation!.side);
  ctx.emit({ type: "revealed", pieces: found.map((e) => e.id), rule: "IA1 16.5" });
  ctx.reveal();
  ctx.emit({ type: "movement-stopped", pieces: [...movers], rule: "IA1 16.5" });
}

/** Whether `leader` activated `piece`, directly or through his subordinates (IA1 3.2). */
function directedBy(pieces: Readonly<Record<string, { readonly ledBy: string | null }>>, piece: string, leader: string): boolean {
  const seen = new Set<string>();
  for (let l = pieces[piece]?.ledBy ?? null; l !== null && !seen.has(l); l = pieces[l]?.ledBy ?? null) {
    if (l === leader) return true;
    seen.add(l);
  }
  return false;
}

/** IA1 5.2: the MA may not be exceeded, except that a piece may always move one hex a turn. */
function payFor(ctx: IaContext, id: string, mp: number | "all", by: string): void {
  const b = ctx.state;
  const q = (b.units[id] ?? b.leaders[id])!;
  const m = b.activation!.pieces[id]!;
  const allowance = movementAllowance(q);
  refuseUnless(allowance >= 1, "IA1 5.1", `${q.name} has no movement allowance on this side`);
  const spend = mp === "all" ? allowance : mp;
  const firstHex = m.hexesEntered === 0;
  refuseUnless(firstHex || q.status !== "disrupted", "IA1 14.2", `${q.name} is disrupted: it moves no more than one hex`);
  refuseUnless(firstHex || m.mpSpent + spend <= allowance, "IA1 5.2", `${q.name} has ${allowance - m.mpSpent} MP left; entering costs ${spend} (${by})`);
  ctx.emit({ type: "mp-spent", piece: id, mp: spend, by, rule: "IA1 5.2" });
}

export const movementHandlers = { move: (ctx: IaContext, c: MovementCommand) => move(ctx, c) };
