import type { TraceEntry } from "../../../core/trace";
import type { HexMap } from "../../../map/hex-map";

/** An FFE's accuracy die (RP 7.242): the die, what modified it, the final number, and whether it hit the cross hair. */
export interface Accuracy {
  readonly die: number;
  readonly modifiers: readonly TraceEntry[];
  readonly final: number;
  /** Final 2 or less: the FFE impacts the cross hair's vertex; 3 or more: it strays (RP 7.243). */
  readonly hits: boolean;
}

export interface AccuracyCircumstances {
  /** The shooting side controls a hex at the highest elevation on the map (RP 7.242; RP 8.43 says "occupies"). */
  readonly controlsHighest: boolean;
  /** The cross hair is on the group's pre-registered vertex (RP 7.3). */
  readonly preregistered: boolean;
  /** The cross hair is on a vertex the same group has hit before. */
  readonly previouslyHit: boolean;
}

/**
 * RP 7.242: one accuracy die, modified. The two −1s are separate bullets, so both can apply (−2 at most); the second
 * bullet is one modifier, so a pre-registered vertex the group has also hit before still counts −1 only.
 */
export function accuracy(die: number, c: AccuracyCircumstances): Accuracy {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`RP 7.242: an accuracy die reads 1–6, not ${die}`);
  const modifiers: TraceEntry[] = [];
  if (c.controlsHighest) modifiers.push({ id: "rp.oma.highest-elevation", label: "controls a hex at the highest elevation on the map", value: -1, rule: "RP 7.242" });
  if (c.preregistered || c.previouslyHit)
    modifiers.push({
      id: "rp.oma.registered-vertex",
      label: c.preregistered ? "pre-registered vertex" : "vertex previously hit by the same group",
      value: -1,
      rule: c.preregistered ? "RP 7.3" : "RP 7.242",
    });
  const final = die + modifiers.reduce((sum, m) => sum + m.value, 0);
  return { die, modifiers, final, hits: final <= 2 };
}

/** The highest level of any hex on the map (a hex's level is the highest in it, RP 8.44). */
export function highestLevel(map: HexMap): number {
  let top = -Infinity;
  for (const i of map.indices()) top = Math.max(top, map.hexTerrain(i).level);
  return top;
}

/**
 * RP 7.242: the hexes at the highest elevation on the map, whose control improves a side's accuracy. RP 8.43 gives the
 * advantage under hills, so a map without a hill (every hex at level 0) has none: both sides would otherwise always have it.
 */
export function highestHexes(map: HexMap): number[] {
  const top = highestLevel(map);
  return top > 0 ? [...map.indices()].filter((i) => map.hexTerrain(i).level === top) : [];
}
