import type { RecoveryRules } from "../../series/rules/recovery";
import { bankStep, riverAt } from "../../series/state/river-banks";
import type { PgContext } from "../commands/context";
import { faceCanHarm, harmReach, harmTarget, showingFace, type HarmTarget } from "../movement/harm";
import { pgEntryCost } from "../movement/cost";
import { mustStopAfter } from "../movement/rivers";
import type { PgBattle, PgLeader, PgUnit } from "../state";
import { stackIn } from "../state/stack";
import { isWeapon } from "../units/classify";
import { mayEnter } from "../units/stacking";
import { entered, pgAllowance } from "./movement";
import { fledAssaultHex } from "../assault/entry";

/** A leader is hurt as personnel are: by direct fire (PG 5.41, 14.3). */
const PERSONNEL: HarmTarget = { afv: false, armor: null };

const isUnit = (p: PgUnit | PgLeader): p is PgUnit => "maxSteps" in p;

/** Panzer Grenadier's recovery and flight where the series asks (PG 6.52–6.55, 14.3–14.45; issue 18 rulings A39–A41). */
export const pgRecovery: RecoveryRules<PgBattle, PgContext> = {
  // PG 6.52: the leader who activated it; a superior's subordinates add their own modifier, not his.
  recoveryHelpers: (_b, chain) => chain.slice(0, 1),
  // PG 14.31, 14.45: a hex containing an entrenchment.
  entrenched: (b, p) => p.hex !== null && (b.entrenchments ?? []).includes(p.hex),
  // PG 14.3 (as 5.4, A6): known enemy units, not carried, with a direct fire value above 0 or an AT value.
  mayThreaten: (u) => u.carriedBy === null && harmReach(showingFace(u)) >= 0,
  // PG 14.3, 14.31 (A40): within range of the fire type that could hurt it — an AFV need not flee infantry.
  threatens: (ctx, e, p, distance) => faceCanHarm(ctx.charts.atTable, showingFace(e), isUnit(p) ? harmTarget(ctx.charts.atTable, p) : PERSONNEL, distance),
  safeHexExtra: () => true,
  barred: () => false,
  // PG 14.34: "a demoralized weapon unit with a movement allowance of 0".
  abandonedWhenFleeing: (u) => isWeapon(u) && pgAllowance(u) === 0,
  allowance: pgAllowance,
  cost(ctx, p, from, to) {
    const cost = pgEntryCost(ctx.state, ctx.map, ctx.tec, p, from, to);
    if ("prohibited" in cost) return null;
    return cost.mp === "all" ? pgAllowance(p) : cost.mp;
  },
  // PG 5.7: its bank; it stops once across away from a bridge or ford.
  river: (ctx, p, from, to) => ({ inFull: false, stops: mustStopAfter(ctx.map, ctx.tec, from, to, p.riverBank), bank: bankStep(ctx.map, p.riverBank, from, to)?.bank ?? null }),
  overstacks: (ctx, u, hex) => mayEnter({ piece: "unit", unit: u, carried: false }, stackIn(ctx.state, hex, u.side), { river: riverAt(ctx.map, hex) !== null }) !== null,
  // PG 12.13, 14.35: out of an assault hex, the free shot (12.12); PG 13.11: fleeing is moving; opportunity fire may stop it (13.14).
  entered(ctx, p, movers, start, hex, contested) {
    if (contested) fledAssaultHex(ctx, p.side, start, movers);
    return entered(ctx, p.id, movers, hex);
  },
};
