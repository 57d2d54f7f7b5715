import type { IaView } from "../commands/context";
import { asSpotter, asTarget, sightFor } from "../commands/sight";
import { lineOfFireClear } from "../../series/fire/blocked-fire";
import { faceOf, firedAt, holdsUnitOf, longestRange, otherSide, unitsAt, unitsOfSideIn, type IaUnit } from "../state";

/**
 * IA1 13.0, 13.22, 13.24, 7.33, 7.43, 3.14: a unit that may take opportunity fire at all — direct fire, not mounted
 * cavalry, artillery or a mortar, not demoralized (a disrupted one fires at half, 13.22), not loaded, not a limbered
 * MG, not yet activated this turn (an MG under an OPPORTUNITY FIRE marker has its second shot left).
 */
export function mayTakeOpportunityFire(u: IaUnit): boolean {
  return (
    faceOf(u).direct > 0 &&
    u.kind !== "ART" &&
    u.kind !== "MORTAR" &&
    !(u.kind === "CAV" && u.mounted) &&
    u.status !== "demoralized" &&
    u.carriedBy === null &&
    !u.limbered &&
    !u.movedFired &&
    (!u.oppFire || u.kind === "MG")
  );
}

/**
 * IA1 13.0–13.23, 8.3, 10.1; IA2 7.22: the inactive side's units that may take opportunity fire at `mover` in `hex`,
 * the hex it entered: eligible at all, in range (7.31), not having fired at it in this hex this segment (13.21), not
 * in an assault hex and not firing into one or into a hex of their own units (13.23, 7.24), spotting the mover
 * itself (8.3; IA2 7.22: a SPOTTED marker does not carry it into the hex entered), with a line of fire clear of
 * friendly units (10.1). In the order of the battle's units. Built for speed like `Spotting.spottersOf`: only the units
 * within the target's greatest spotting range (found through the hex index), one spotting scan, tabled lines of fire.
 */
export function opportunityFirers(view: IaView, mover: string, hex: number): string[] {
  const b = view.state;
  const p = b.units.get(mover) ?? b.leaders.get(mover);
  if (!p) return [];
  const side = otherSide(b, p.side);
  const fired = firedAt(b.activation, mover, hex);
  const sight = sightFor(view);
  const target = { ...asTarget(p), hex, ...(b.edition === "IA2" ? { spottedMarker: false } : {}) };
  // 7.31, 8.3: none farther away than any unit's fire reaches, or than anyone could spot the mover, can fire at it.
  const reach = Math.min(longestRange(b), sight.rules.rangeBound(target));
  const inRange = unitsOfSideIn(b, sight.hexesWithin(hex, reach), side).filter(
    (u) => sight.distance(u.hex!, hex) <= faceOf(u).range && mayTakeOpportunityFire(u) && !fired?.includes(u.id),
  );
  if (!inRange.length) return [];
  // 13.23, 12.83, 7.24: no fire into an assault hex or a hex holding friendly units; 12.82: none out of an assault hex.
  const friendly = holdsUnitOf(b, side);
  if (friendly(hex)) return [];
  const candidates = inRange.filter((u) => !unitsAt(b, u.hex!).some((e) => e.side !== side && e.kind !== "TRANSPORT"));
  const seeing = sight.spottersOf(target, candidates.map(asSpotter));
  // 10.1, 10.11: one verdict per firing hex, for MGs and for the rest.
  const verdict = new Map<number, boolean>();
  const out: string[] = [];
  for (const i of seeing) {
    const u = candidates[i]!;
    const key = u.hex! * 2 + (u.kind === "MG" ? 1 : 0);
    let clear = verdict.get(key);
    if (clear === undefined) verdict.set(key, (clear = lineOfFireClear(sight, view.map, { friendly, through: u.kind === "MG", lowest: view.map.hexTerrain(u.hex!).level }, u.hex!, hex)));
    if (clear) out.push(u.id);
  }
  return out;
}
