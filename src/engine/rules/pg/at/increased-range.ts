/** A printed fire value, "strength-range" (PG 1.2 Fire Values). */
interface PrintedFire {
  readonly strength: number;
  readonly range: number;
}

/** The AT value a shot uses at its distance, or the rule that puts the target out of reach. */
export type AtAtRange =
  | { readonly reach: "printed"; readonly at: number; readonly rule: "7.32" }
  | { readonly reach: "increased"; readonly at: number; readonly rule: "11.3" }
  | { readonly reach: null; readonly rule: "7.32" | "11.3" };

/**
 * PG 11.3: "between 100% and 150% of its printed AT range" a unit with an AT value of 2 or more fires at half its AT
 * value. The distance is a whole number of hexes, so the farthest is ⌊1.5 × range⌋ (range 5: 7 hexes, not 8; ruling
 * A16): 1.2's "fractions are rounded up" rounds values halved or quartered, not the 150% bound. Half the AT value is
 * rounded up (1.2: 5 fires as 3).
 */
export function increasedRange(range: number): number {
  return Math.floor((range * 3) / 2);
}

/** PG 7.32 within the printed range, the AT value as printed; PG 11.3 beyond it, as above; 0 is the firer's own hex. */
export function atAtRange(fire: PrintedFire, distance: number): AtAtRange {
  if (distance <= fire.range) return { reach: "printed", at: fire.strength, rule: "7.32" };
  if (fire.strength < 2) return { reach: null, rule: "7.32" };
  if (distance > increasedRange(fire.range)) return { reach: null, rule: "11.3" };
  return { reach: "increased", at: Math.ceil(fire.strength / 2), rule: "11.3" };
}
