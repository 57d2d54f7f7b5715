import type { MinefieldDieResult } from "./events";

/** What a minefield's dice do to one unit or leader (PG 16.71–16.72, 14.11; issue 18 ruling A44). */
export interface MinefieldHits {
  /** A 3 or more: it must stop moving (16.71). */
  readonly stop: boolean;
  /** A 5 or 6: it becomes demoralized (16.71). */
  readonly demoralized: boolean;
  /** Step losses scored: one per 6 (16.71), and one per second demoralization (16.72, 14.11). */
  readonly steps: number;
  /** The rule the losses come by: a single 6 is 16.71's; more, or a compound demoralization, 16.72's. */
  readonly rule: "PG 16.71" | "PG 16.72";
}

/**
 * Ruling A44: each 5 or 6 demoralizes; a demoralized piece demoralized again loses a step (14.11), so every second
 * demoralization costs a step, the first one already on a piece that was demoralized before it entered; each 6 costs
 * its own step besides. Two 6s: two steps and a compound demoralization (E25: a full two-step unit is eliminated); two
 * 5s: one step (E25).
 */
export function minefieldHits(results: readonly MinefieldDieResult[], wasDemoralized: boolean): MinefieldHits {
  const sixes = results.filter((r) => r === "step-loss").length;
  const demoralizations = sixes + results.filter((r) => r === "demoralized").length;
  const compound = Math.floor((demoralizations + (wasDemoralized ? 1 : 0)) / 2);
  return { stop: results.some((r) => r !== "no-effect"), demoralized: demoralizations > 0, steps: sixes + compound, rule: compound === 0 && sixes <= 1 ? "PG 16.71" : "PG 16.72" };
}
