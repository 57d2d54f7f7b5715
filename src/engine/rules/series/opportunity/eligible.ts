import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { lineOfFireClear } from "../fire/blocked-fire";
import { asTarget } from "../los/target";
import type { UnitOf } from "../rules/leadership";
import { firedAt, otherSide } from "../state/battle";
import { holdsUnitOf, unitsAt, unitsOfSideIn } from "../state/occupancy";

/** What judging who may fire needs: the battle, its map and TEC, and the game's sight, fire and opportunity rules. */
export type OpportunityView<B extends ReducedBattle> = Pick<SeriesContext<B>, "state" | "map" | "tec"> & {
  readonly rules: Pick<SeriesContext<B>["rules"], "sight" | "fire" | "movement" | "opportunity">;
};

/**
 * 13.0, 13.23, 7.31, 7.22: a unit that may take opportunity direct fire at all — a direct fire value, not demoralized
 * (a disrupted one fires at half), not loaded or limbered, not yet activated this turn (MOVED/FIRED), and what the game
 * adds (its kinds; its shots this turn).
 */
export function mayFireDirect<B extends ReducedBattle>(rules: Pick<OpportunityView<B>["rules"], "fire" | "opportunity">, u: UnitOf<B>): boolean {
  return (
    rules.fire.directFire(u) !== null &&
    u.status !== "demoralized" &&
    u.carriedBy === null &&
    !u.limbered &&
    !u.movedFired &&
    rules.opportunity.firesDirect(u)
  );
}

/**
 * 13.0–13.24, 8.0, 10.1: the inactive side's units that may take opportunity direct fire at `mover` in `hex`, the hex
 * it entered: eligible at all, in range (7.32), not having fired at it in this hex this segment (13.21), not in an
 * assault hex and not firing into one or into a hex of their own units (13.24, 7.24), spotting the mover itself (8.0;
 * 8.22: whether its SPOTTED marker goes with it is the game's), with a line of fire clear of friendly units (10.1). In
 * the order of the battle's units. Built for speed: only the units within the target's greatest spotting range (found
 * through the hex index), one spotting scan, one line-of-fire verdict per firing hex and kind of firer.
 */
export function opportunityFirers<B extends ReducedBattle>(view: OpportunityView<B>, mover: string, hex: number): string[] {
  const b = view.state;
  const { fire, sight: rules, opportunity } = view.rules;
  const p = b.units.get(mover) ?? b.leaders.get(mover);
  if (!p) return [];
  const side = otherSide(b, p.side);
  const fired = firedAt(b.activation, mover, hex);
  const sight = rules.of(view);
  const target = { ...asTarget(p), hex, ...(opportunity.markerMoves(b) ? {} : { spottedMarker: false }) };
  // 7.32, 8.0: none farther away than any unit's fire reaches, or than anyone could spot the mover, can fire at it.
  const reach = Math.min(opportunity.reach(b), sight.rules.rangeBound(target));
  const inRange = (unitsOfSideIn(b, sight.hexesWithin(hex, reach), side) as UnitOf<B>[]).filter(
    (u) => mayFireDirect(view.rules, u) && sight.distance(u.hex!, hex) <= fire.directFire(u)!.range && !fired.includes(u.id),
  );
  if (!inRange.length) return [];
  // 13.24, 7.24: no fire into an assault hex or a hex holding friendly units; none out of an assault hex (ruling A49).
  if (holdsUnitOf(b, side)(hex)) return [];
  const candidates = inRange.filter((u) => !unitsAt(b, u.hex!).some((e) => e.side !== side && view.rules.movement.isCombatUnit(e as UnitOf<B>)));
  const seeing = sight.spottersOf(target, candidates.map((u) => rules.spotter(u)));
  // 10.1: one verdict per firing hex, for those that fire through friendly units and for the rest.
  const blocks = fire.blocks(b, side);
  const verdict = new Map<number, boolean>();
  const out: string[] = [];
  for (const i of seeing) {
    const u = candidates[i]!;
    const through = fire.firesThrough(u);
    const key = u.hex! * 2 + (through ? 1 : 0);
    let clear = verdict.get(key);
    const lowest = fire.lowerElevationExempt ? view.map.hexTerrain(u.hex!).level : -Infinity;
    if (clear === undefined) verdict.set(key, (clear = lineOfFireClear(sight, view.map, { friendly: blocks, through, lowest }, u.hex!, hex)));
    if (clear) out.push(u.id);
  }
  return out;
}
