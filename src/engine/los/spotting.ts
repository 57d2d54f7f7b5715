import type { TraceEntry } from "../core/trace";
import { SpotterBlocks } from "./spotter-blocks";
import { axialOf } from "./axial";
import type { LineOfSight, LosAnswer } from "./line-of-sight";
import type { SpotterSight, SpotterState, SpottingRules, TargetState } from "./spotting-types";

export interface SpottingAnswer {
  readonly spotted: boolean;
  /** Hexes from spotter to target (IA1 7.31). */
  readonly range: number;
  readonly spottingRange: number;
  readonly trace: readonly TraceEntry[];
  /** The line of sight, when in range. */
  readonly los: LosAnswer | null;
  readonly reason: "spotted" | "out-of-range" | "blocked";
}

/**
 * Who sees whom: range from the ruleset, then line of sight. Fast answers for whole sides (the spotting
 * recompute, the opportunity-fire scan) and explained answers for single pairs.
 */
export class Spotting implements SpotterSight {
  private readonly q: Int16Array;
  private readonly r: Int16Array;

  constructor(
    readonly los: LineOfSight,
    readonly rules: SpottingRules,
  ) {
    ({ q: this.q, r: this.r } = axialOf(los.map));
  }

  distance(a: number, b: number): number {
    const dq = this.q[a]! - this.q[b]!;
    const dr = this.r[a]! - this.r[b]!;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  canSpot(spotter: SpotterState, target: TargetState): boolean {
    const d = this.distance(spotter.hex, target.hex);
    return d <= this.rules.spottingRange(spotter, target) && this.los.clear(spotter.hex, target.hex);
  }

  explain(spotter: SpotterState, target: TargetState): SpottingAnswer {
    const trace: TraceEntry[] = [];
    const range = this.distance(spotter.hex, target.hex);
    const spottingRange = this.rules.spottingRange(spotter, target, trace);
    if (range > spottingRange) return { spotted: false, range, spottingRange, trace, los: null, reason: "out-of-range" };
    const los = this.los.explain(spotter.hex, target.hex);
    return { spotted: los.clear, range, spottingRange, trace, los, reason: los.clear ? "spotted" : "blocked" };
  }

  /**
   * Full recompute: for each target, whether any spotter spots it. Spotters and targets are grouped by hex and
   * state, so a stack costs what one counter costs. Spotter hexes are filed in blocks of the map; a target
   * visits only the blocks that hold a spotter whose reach could cover it, nearest blocks first.
   */
  spotted(spotters: readonly SpotterState[], targets: readonly TargetState[]): boolean[] {
    const index = this.spotterIndex(spotters);
    const seen = new Map<number, boolean>();
    return targets.map((t) => {
      const key = t.hex * 4 + (t.hidden ? 2 : 0) + (t.spottedMarker ? 1 : 0);
      let result = seen.get(key);
      if (result === undefined) {
        result = index.anySees(t);
        seen.set(key, result);
      }
      return result;
    });
  }

  /** The spotters filed for asking of one target after another whether any of them sees it (`anySees`). */
  spotterIndex(spotters: readonly SpotterState[]): SpotterBlocks {
    return new SpotterBlocks(this, groupBy(spotters, (s) => s.hex * 2 + (s.specialSpotting ? 1 : 0)));
  }

  /** Axial coordinates of a hex index in the padded grid (for distance arithmetic). */
  qOf(i: number): number {
    return this.q[i]!;
  }
  rOf(i: number): number {
    return this.r[i]!;
  }

  /** The indices of the map's padded grid within `reach` of `hex` (on the map or not). */
  hexesWithin(hex: number, reach: number): number[] {
    const q = this.q[hex]!;
    const r = this.r[hex]!;
    const { stride, size } = this.los.map;
    const out: number[] = [];
    for (let dq = -reach; dq <= reach; dq++) {
      const hq = q + dq;
      if (hq < 0 || hq >= stride) continue;
      for (let dr = Math.max(-reach, -dq - reach); dr <= Math.min(reach, -dq + reach); dr++) {
        const at = (r + dr) * stride + hq;
        if (r + dr >= 0 && at < size) out.push(at);
      }
    }
    return out;
  }

  /** Indices of the spotters that spot `target` (IA1 8.3: opportunity fire must spot the individual mover). */
  spottersOf(target: TargetState, spotters: readonly SpotterState[]): number[] {
    const max = this.rules.rangeBound(target);
    const out: number[] = [];
    const verdict = new Map<number, boolean>();
    for (let i = 0; i < spotters.length; i++) {
      const s = spotters[i]!;
      const d = this.distance(s.hex, target.hex);
      if (d > max) continue;
      const key = s.hex * 2 + (s.specialSpotting ? 1 : 0);
      let ok = verdict.get(key);
      if (ok === undefined) {
        ok = d <= this.rules.spottingRange(s, target) && this.los.clear(s.hex, target.hex);
        verdict.set(key, ok);
      }
      if (ok) out.push(i);
    }
    return out;
  }
}

/** One representative per key, in first-seen order. */
function groupBy<T>(items: readonly T[], key: (t: T) => number): T[] {
  const seen = new Map<number, T>();
  for (const it of items) {
    const k = key(it);
    if (!seen.has(k)) seen.set(k, it);
  }
  return [...seen.values()];
}
