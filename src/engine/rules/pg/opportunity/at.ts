import { distance } from "../../../hex";
import { tracedApart, tracedThrough } from "../../series/fire/approach";
import { asTarget } from "../../series/los/target";
import { isAssaultHex } from "../../series/movement/step";
import { markOpportunityFirers, stoppedBy } from "../../series/opportunity";
import type { OtherFire } from "../../series/rules/opportunity";
import type { PgContext } from "../commands/context";
import { pgSightFor } from "../los/battle-sight";
import { showingFace } from "../movement/harm";
import { firedAt, holdsUnitOf, otherSide, type PgUnit } from "../state";
import { armorEfficiencyFacts, atOpportunityFires } from "../at/armor-efficiency";
import { planAtShot, resolveAtShot } from "../at/at-fire";
import { applyAtResult } from "../at/results";
import { increasedRange } from "../at/increased-range";
import { atArmor } from "../at/targets";

/** PG 13.0: the AT opportunity fires `u` has a turn: two with armor efficiency (11.2), else one with an AT value showing. */
const atShots = (ctx: PgContext) => (u: PgUnit) => atOpportunityFires(u, armorEfficiencyFacts(ctx.state, u));

/**
 * PG 13.0, 7.22 (ruling A25): whether `u` has an AT opportunity fire left: not activated this turn, no direct
 * opportunity fire ("either type … but not both"), no AT fire of its own segment, fewer AT fires than it may make.
 */
function hasAtShot(ctx: PgContext, u: PgUnit): boolean {
  const used = u.atShots ?? 0;
  return !u.movedFired && u.oppFireKind !== "direct" && (used === 0 || u.oppFireKind === "at") && used < atShots(ctx)(u);
}

/** PG 11.0–11.12, 17.3: the AT shot of `u` at `t` in `hex`, as the AT procedure plans it (+2 for a hidden firer at a strategic mover). */
function aim(ctx: PgContext, u: PgUnit, t: PgUnit, hex: number) {
  const b = ctx.state;
  const through = tracedThrough(ctx.map, u.hex!, hex);
  const earlier = (b.atAttacks ?? []).filter((x) => x.unit === t.id);
  const plan = planAtShot(ctx.charts.atTable, {
    firer: showingFace(u),
    target: t,
    distance: distance(ctx.map.hexAt(u.hex!), ctx.map.hexAt(hex)),
    firerInAssaultHex: false,
    targetInAssaultHex: false,
    friendlyVehicleInTargetHex: false,
    targetSpotted: pgSightFor(ctx).canSpot({ hex: u.hex! }, asTarget(t)),
    crossfire: { attackedSinceLastMove: earlier.length > 0, throughNonAdjacentHex: earlier.some((x) => tracedApart(ctx.map, x.through, through)) },
    hiddenVsStrategicMover: u.hidden && b.activation?.pieces[t.id]?.strategic === true,
    firerStatus: u.status,
  });
  return { plan, through };
}

/**
 * PG 13.0, 13.21, 13.24, 11.0: the single-unit AT shots the inactive side may make at `mover`, a truck or AFV that
 * entered `hex` (the AT procedure refuses other targets, unspotted ones and those out of range): its units with an AT
 * fire left, not in an assault hex, not having fired at it in this hex; none into a hex holding their own units.
 */
export function atOpportunityOptions(ctx: PgContext, mover: string, hex: number): OtherFire[] {
  const b = ctx.state;
  const t = b.units.get(mover);
  // PG 11.0: only trucks and AFVs are AT targets (asked first: most movers are neither).
  if (t === undefined || t.carriedBy !== null || atArmor(t, ctx.charts.atTable) === null) return [];
  const side = otherSide(b, t.side);
  if (holdsUnitOf(b, side)(hex)) return [];
  const fired = firedAt(b.activation, mover, hex);
  const at = ctx.map.hexAt(hex);
  // PG 11.3: no AT fire beyond 150 % of the printed range: the units farther away are passed over before any line is traced.
  const inReach = (u: PgUnit) => {
    const fire = showingFace(u).at;
    return fire !== null && distance(ctx.map.hexAt(u.hex!), at) <= increasedRange(fire.range);
  };
  return [...b.units.values()]
    .filter((u) => u.side === side && u.hex !== null && u.carriedBy === null && !fired.includes(u.id) && inReach(u) && hasAtShot(ctx, u) && !isAssaultHex(ctx, u.hex) && aim(ctx, u, t, hex).plan.allowed)
    .map((u) => ({ at: u.id }));
}

/**
 * PG 13.1, 11.1: one unit's AT opportunity fire at the moving vehicle, resolved as AT fire (the `at-fired` event; its
 * crossfire record, 11.12); the firer is marked (13.1: the second marker when it has two) and steps are lost (what it
 * carries sharing them, 5.65), the morale check a GM's table may call for, stopping the mover if it fails (13.14).
 */
export function atOpportunityShot(ctx: PgContext, option: OtherFire, mover: string, hex: number): readonly string[] {
  const { cite } = ctx.rules;
  const u = ctx.state.units.get(option.at)!;
  const t = ctx.state.units.get(mover)!;
  const { plan, through } = aim(ctx, u, t, hex);
  if (!plan.allowed) return [];
  const table = ctx.charts.atTable;
  const roll = ctx.roll(table.dice.count, table.dice.sides, "at-fire");
  const outcome = resolveAtShot(table, plan, roll.total);
  const shot = { at: plan.at.value, armor: plan.armor.value, modifiers: plan.modifiers.map((m) => ({ id: m.id, die: m.die })) };
  ctx.emit({ type: "at-fired", side: u.side, firer: u.id, target: t.id, from: u.hex!, at: hex, shot, roll, total: outcome.total, result: outcome.result.value, through, rule: cite("13.1", "11.1") });
  ctx.emit({ type: "opportunity-fired", side: u.side, mover, hex, firers: [u.id], leaders: [], rule: cite("13.1", "13.21") });
  markOpportunityFirers(ctx, [ctx.state.units.get(u.id)!], [], atShots(ctx));
  // PG 13.14: a failed morale check (a GM's table may call for one) stops the mover.
  return stoppedBy(ctx, applyAtResult(ctx, t, hex, outcome.effect, `opportunity-at:${u.id}`));
}
