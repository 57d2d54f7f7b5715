import type { TraceEntry } from "../core/trace";
import type { LineOfSight } from "./line-of-sight";

/** A unit or leader looking for enemies. */
export interface SpotterState {
  readonly hex: number;
  /** IA2 7.3 special spotting powers (some cavalry). */
  readonly specialSpotting?: boolean;
}

/** A unit or leader that may be seen. */
export interface TargetState {
  readonly hex: number;
  /** IA1 16.5 hidden units. */
  readonly hidden?: boolean;
  /** IA1 8.52 / IA2 7.22 SPOTTED marker. */
  readonly spottedMarker?: boolean;
}

/** A ruleset's spotting-range rules. */
export interface SpottingRules {
  /**
   * The greatest range at which `spotter` can spot `target` (LOS aside). With `trace`, every contribution is
   * pushed onto it; the number is the same either way.
   */
  spottingRange(spotter: SpotterState, target: TargetState, trace?: TraceEntry[]): number;
  /** No spotting range now exceeds this (used to skip distant pairs). */
  maxRange(): number;
  /** No spotter on the map can spot this target beyond this range. */
  rangeBound(target: TargetState): number;
  /** Spotters of one reach class (a small integer) share one range bound against any target. */
  reachClass(spotter: SpotterState): number;
  /** No spotter of this reach class can spot this target beyond this range. */
  rangeBoundFrom(reachClass: number, target: TargetState): number;
}

/** What a side's spotter index reads of the spotting it serves: the map's geometry, the line of sight and the rules. */
export interface SpotterSight {
  readonly los: LineOfSight;
  readonly rules: SpottingRules;
  distance(a: number, b: number): number;
  /** The axial coordinates of a hex. */
  qOf(hex: number): number;
  rOf(hex: number): number;
}
