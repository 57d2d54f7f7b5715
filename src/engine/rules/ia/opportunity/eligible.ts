import type { IaView } from "../commands/context";
import { asTarget, sightFor } from "../commands/sight";
import { lineOfFireClear } from "../fire/blocked-fire";
import { faceOf, firedAt, otherSide, type IaUnit } from "../state";

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
 * friendly units (10.1). In the order of the battle's units. Built for speed like `Spotting.spottersOf`: the units in
 * range first, then only the pieces near the target, one spotting scan, and tabled lines of fire.
 */
export function opportunityFirers(view: IaView, mover: string, hex: number): string[] {
  const b = view.state;
  const p = b.units[mover] ?? b.leaders[mover];
  if (!p) return [];
  const side = otherSide(b, p.side);
  const fired = firedAt(b.activation, mover, hex);
  const sight = sightFor(view);
  const units = Object.values(b.units);
  const inRange: IaUnit[] = [];
  let reach = 0;
  for (const u of units) {
    if (u.side !== side || u.hex === null) continue;
    const d = sight.distance(u.hex, hex);
    if (d > faceOf(u).range || !mayTakeOpportunityFire(u) || fired?.includes(u.id)) continue;
    inRange.push(u);
    reach = Math.max(reach, d);
  }
  if (!inRange.length) return [];
  // Only pieces within `reach` of the target can share its hex or a firer's, or stand on a line of fire.
  const friendly = new Set<number>();
  const enemyCombat = new Set<number>();
  for (const u of units) {
    if (u.hex === null || sight.distance(u.hex, hex) > reach) continue;
    if (u.side === side) friendly.add(u.hex);
    else if (u.kind !== "TRANSPORT") enemyCombat.add(u.hex);
  }
  // 13.23, 12.83, 7.24: no fire into an assault hex or a hex holding friendly units; 12.82: none out of an assault hex.
  if (friendly.has(hex)) return [];
  const candidates = inRange.filter((u) => !enemyCombat.has(u.hex!));
  const target = { ...asTarget(p), hex, ...(b.edition === "IA2" ? { spottedMarker: false } : {}) };
  const seeing = sight.spottersOf(target, candidates.map((u) => ({ hex: u.hex! })));
  // 10.1, 10.11: one verdict per firing hex, for MGs and for the rest.
  const verdict = new Map<number, boolean>();
  const out: string[] = [];
  for (const i of seeing) {
    const u = candidates[i]!;
    const key = u.hex! * 2 + (u.kind === "MG" ? 1 : 0);
    let clear = verdict.get(key);
    if (clear === undefined) verdict.set(key, (clear = lineOfFireClear(view, friendly, u, hex, view.map.hexTerrain(u.hex!).level)));
    if (clear) out.push(u.id);
  }
  return out;
}
