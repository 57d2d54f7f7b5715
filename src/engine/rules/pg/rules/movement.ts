import { Refusal, refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import type { MovementRules } from "../../series/rules/movement";
import { afterEntering } from "../../series/movement/entering";
import { opportunityFire } from "../../series/opportunity";
import { checkStrategicStep, strategicFactor } from "../../series/optional/strategic-movement";
import { unitsAt } from "../../series/state/occupancy";
import { bankStep, riverAt } from "../../series/state/river-banks";
import type { PgContext } from "../commands/context";
import { stackIn } from "../state/stack";
import { minefieldEntry } from "../minefields/enter";
import { leaderCasualties } from "../../series/morale/leader-casualties";
import { pgShowing, type PgBattle, type PgLeader, type PgUnit } from "../state";
import { faceNamed } from "../units/unit-class";
import { isCombatUnit, isTransport, isUnarmedTransport } from "../units/classify";
import { pgEntryCost } from "../movement/cost";
import { mustStopAfter } from "../movement/rivers";
import { crossingStep } from "../movement/crossing";
import { closerToThreat } from "../movement/threat";
import { pgSightFor } from "../los/battle-sight";
import { mayEnter } from "../units/stacking";
import { say } from "../text";
import { refuseRidingLeaders } from "../transport/restrictions";
import { checkTrackAndRiver, movesUnderMarker, trackCost, trainOrVesselAllowance } from "../movement/trains-vessels";
import { isTrainOrVessel } from "../units/train-vessel";
import { checkKommissarStep } from "../leaders/kommissar-movement";
import { afterPgAssaultStep, checkPgAssaultEntry, checkPgLeaving, pgAssaultOwed } from "../assault/entry";

/** PG 5.0, 6.9, 14.2, 15.21, 15.22: leaders 4, cavalry leaders 6; trains 6, vessels 5; a unit the side it shows (T: only towed, 0); disrupted, one hex. */
export function pgAllowance(p: PgUnit | PgLeader): number {
  const printed = trainOrVesselAllowance(p) ?? ("type" in p ? unitAllowance(p) : p.kind === "cavalry" ? 6 : 4);
  return p.status === "disrupted" ? Math.min(1, printed) : printed;
}

const unitAllowance = (u: PgUnit): number => {
  const m = faceNamed(u, pgShowing(u))!.movement;
  return m === "T" ? 0 : m;
};

/**
 * PG 6.3: a leader moving with the unit acting now "can ride on a non-transport unit that has a higher movement
 * allowance than he does (such as a motorcycle unit)": its allowance, where higher than his; null otherwise.
 */
function ridingAllowance(ctx: PgContext, p: PgUnit | PgLeader): number | null {
  const current = ctx.state.activation?.current;
  const u = "type" in p || current == null ? undefined : ctx.state.units.get(current);
  if (u === undefined || u.hex !== p.hex || isTransport(u)) return null;
  const theirs = pgAllowance(u);
  return theirs > pgAllowance(p) ? theirs : null;
}

/** PG 6.72 (ruling A35): the decapitation that bars unit `u` from moving now, if any — within three hexes, this turn or the next. */
function decapitationOf(ctx: PgContext, u: PgUnit) {
  const b = ctx.state;
  return (b.decapitations ?? []).find((d) => d.side === u.side && b.turn <= d.turn + 1 && u.hex !== null && distance(ctx.map.hexAt(d.hex), ctx.map.hexAt(u.hex)) <= 3);
}

/**
 * What `mover` (and `movers` with it) entering a hex sets off, on the board or onto it: entering's effects (series),
 * minefields (16.71), then opportunity fire at it in its own side's segment once the enemy knows of it (13.11, 16.6).
 * Returns the movers a failed morale check stopped (13.14).
 */
export function entered(ctx: PgContext, mover: string, movers: readonly string[], hex: number): readonly string[] {
  afterEntering(ctx, movers.map((id) => (ctx.state.units.get(id) ?? ctx.state.leaders.get(id))!), hex);
  // PG 6.7 (ruling A33): the leaders in the hex roll for casualties with the steps a minefield cost its units there.
  const side = (ctx.state.units.get(movers[0]!) ?? ctx.state.leaders.get(movers[0]!))?.side;
  const mines = minefieldEntry(ctx, movers, hex);
  if (mines.stepsLost > 0 && side !== undefined) leaderCasualties(ctx, hex, mines.stepsLost, side);
  const p = ctx.state.units.get(mover) ?? ctx.state.leaders.get(mover);
  return p === undefined || p.hidden || ctx.state.activation?.side !== p.side ? [] : opportunityFire(ctx, mover, movers, hex);
}

/** Panzer Grenadier's movement where the series' step asks (PG 4.5, 5.0–5.7, 6.71, 6.72, 16.71). */
export const pgMovement: MovementRules<PgBattle, PgContext> = {
  isCombatUnit,
  checkMover(ctx, c) {
    // PG 5.6, 6.3: a leader riding a transport moves with it, not on his own.
    refuseRidingLeaders(ctx.state, c);
    const u = ctx.state.units.get(c.piece);
    const banned = u === undefined ? undefined : decapitationOf(ctx, u);
    refuseUnless(banned === undefined, "PG 6.72", say("move.decapitated", { unit: u?.name ?? "", side: banned?.side ?? "", until: (banned?.turn ?? 0) + 1 }));
    // PG 15.2–15.22: trains on their track, vessels on major rivers, no ground unit into a known vessel's hex.
    checkTrackAndRiver(ctx, c);
  },
  checkStacking(ctx, u, to) {
    const over = mayEnter({ piece: "unit", unit: u, carried: false }, stackIn(ctx.state, to, u.side), { river: riverAt(ctx.map, to) !== null });
    if (over !== null) throw new Refusal(over.rule, say(`move.stack-full.${over.limit}`, { unit: u.name }));
  },
  checkUnled(ctx, u, from, to) {
    // PG 5.4, 5.41: without a leader of its kind, no step closer to an enemy unit that could hurt it.
    const threat = closerToThreat(ctx.state, pgSightFor(ctx), ctx.charts.atTable, u, from, to);
    refuseUnless(threat === null, "PG 5.4", say("move.threat", { unit: u.name, enemy: threat?.name ?? "" }));
  },
  // PG 17.3 (ruling A51): a strategic mover stays out of the LOS of the enemy units its side knows, at twice its allowance.
  checkStep(ctx, c) {
    checkStrategicStep(ctx, c.side, c.piece, c.to);
    // PG 6.61, 6.66 (ruling A38): a Kommissar heads for the nearest demoralized unit of his side.
    checkKommissarStep(ctx, c);
  },
  allowance: (ctx, p) => (ridingAllowance(ctx, p) ?? pgAllowance(p)) * strategicFactor(ctx, p.id),
  cost: (ctx, p, from, to) => ("type" in p && isTrainOrVessel(p) ? trackCost(p) : pgEntryCost(ctx.state, ctx.map, ctx.tec, p, from, to)),
  // PG 15.2: armored trains and river vessels move first and then fire in one segment, and move after opportunity fire.
  movesBeforeFiring: (p) => "type" in p && isTrainOrVessel(p),
  movesUnderMarker,
  // PG 5.3, 5.32, 12.11–12.2, 15.31: assault movement in, or the one hex out (pg/assault/entry.ts).
  assaultStep(ctx, movers, from, to, entering, leaving) {
    const side = ctx.state.activation!.side;
    if (leaving) checkPgLeaving(ctx, movers, side, to, entering);
    const into = entering ? { charge: checkPgAssaultEntry(ctx, movers, to), owed: pgAssaultOwed(ctx, side, to) } : null;
    return () => afterPgAssaultStep(ctx, side, movers, from, to, into, leaving);
  },
  riverStep(ctx, movers, from, to) {
    // PG 5.7: each piece's bank (the hex it entered the river from); "any unit that crosses must stop moving once it
    // leaves the river hex".
    const steps = movers.map((id) => {
      const bank = (ctx.state.units.get(id) ?? ctx.state.leaders.get(id))!.riverBank;
      return { id, bank: bankStep(ctx.map, bank, from, to)?.bank ?? null, stops: mustStopAfter(ctx.map, ctx.tec, from, to, bank) };
    });
    // PG 5.73: ENGs entering a river hex begin to assist; units entering an assisting ENG's hex to cross stop there.
    const crossing = crossingStep(ctx, movers, to);
    return () => {
      for (const s of steps) if (s.bank !== null) ctx.emit({ type: "river-bank", piece: s.id, riverBank: s.bank, rule: "PG 5.7" });
      const stop = steps.filter((s) => s.stops).map((s) => s.id);
      if (stop.length) ctx.emit({ type: "movement-stopped", pieces: stop, rule: "PG 5.7" });
      for (const id of crossing.begin) ctx.emit({ type: "work-done", unit: id, kind: "crossing", since: ctx.state.turn, turn: ctx.state.turn, rule: "PG 5.73" });
      const helped = crossing.stop.filter((id) => !stop.includes(id));
      if (helped.length) ctx.emit({ type: "movement-stopped", pieces: helped, rule: "PG 5.73" });
    };
  },
  // PG 5.31: unarmed, empty enemy trucks, wagons or sledges.
  overrunTransports: (ctx, u, hex) => ({ units: unitsAt(ctx.state, hex).filter((e) => e.side !== u.side && e.carriedBy === null && isUnarmedTransport(e) && e.carrying === null && !e.leadersAboard.length), rule: "PG 5.31" }),
  overrunTable: (ctx) => ctx.charts.dieTables.tables.find((t) => t.id === "lone-leader-overrun")!,
  // PG 6.71: "either friendly-controlled or vacant": any enemy unit bars the hex.
  barsRetreat: () => true,
  eliminateLeader: (ctx, id, rule) => ctx.emit({ type: "eliminated", piece: id, rule }),
  afterStep: (ctx, c, movers) => {
    entered(ctx, c.piece, movers, c.to);
  },
};
