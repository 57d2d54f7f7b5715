import type { TraceEntry } from "../../../core/trace";
import type { SpotterState, SpottingRules, TargetState } from "../../../los";
import type { IaTerrain } from "./ia-terrain";
import { traced } from "../text";
import type { Visibility } from "./visibility";

/** Hexes of spotting range gained per level the spotter stands above the target (IA1 8.73, IA2 7.43). */
const PER_LEVEL = 6;

/** Infantry Attacks spotting ranges (IA1 8.4–8.9, 16.5; IA2 7.1–7.44). */
export class IaSpotting implements SpottingRules {
  constructor(
    readonly terrain: IaTerrain,
    public visibility: Visibility,
  ) {}

  maxRange(): number {
    const v = this.visibility;
    if (!v.elevationBonus) return v.range;
    const extended = v.range + PER_LEVEL * (this.terrain.maxElevation - this.terrain.minElevation);
    return v.maxRange === null ? extended : Math.min(extended, v.maxRange);
  }

  spottingRange(spotter: SpotterState, target: TargetState, trace?: TraceEntry[]): number {
    return this.rangeFrom(this.terrain.elevation[spotter.hex]!, spotter.specialSpotting === true, target, trace);
  }

  /** The range a spotter standing as high as any on the map, with every spotting power, would have. */
  rangeBound(target: TargetState): number {
    return this.rangeFrom(this.terrain.maxElevation, true, target);
  }

  /** Reach class: the spotter's elevation above the map's lowest, doubled, plus one for IA2 7.3 special spotting. */
  reachClass(spotter: SpotterState): number {
    return (this.terrain.elevation[spotter.hex]! - this.terrain.minElevation) * 2 + (spotter.specialSpotting ? 1 : 0);
  }

  rangeBoundFrom(reachClass: number, target: TargetState): number {
    return this.rangeFrom(this.terrain.minElevation + (reachClass >> 1), (reachClass & 1) === 1, target);
  }

  private rangeFrom(spotterElevation: number, special: boolean, target: TargetState, trace?: TraceEntry[]): number {
    const ed = this.terrain.edition;
    const v = this.visibility;
    trace?.push(v.source);
    let range = v.range;
    const conceal = this.terrain.conceal[target.hex]!;
    if (conceal > 0 && !target.spottedMarker) {
      // IA1 8.51, 8.8, 16.12 / IA2 7.21: concealed occupants are seen only within the terrain's range; IA2 7.3 special spotters +1.
      const reach = conceal + (ed === "IA2" && special ? 1 : 0);
      if (reach < range) {
        range = reach;
        trace?.push(traced("ia.conceal", conceal, { terrain: this.terrain.concealingTerrain(target.hex).join(", ") }, ed === "IA1" ? "IA1 8.51, 8.8, 16.12" : "IA2 7.21"));
        if (reach !== conceal) trace?.push(traced("ia2.special-spotting", 1, {}, "IA2 7.3"));
      }
    } else {
      if (conceal > 0) trace?.push(traced("ia.spotted-marker", 0, {}, ed === "IA1" ? "IA1 8.52" : "IA2 7.22"));
      const levels = spotterElevation - this.terrain.elevation[target.hex]!;
      if (v.elevationBonus && levels > 0) {
        const extended = v.maxRange === null ? range + PER_LEVEL * levels : Math.min(range + PER_LEVEL * levels, v.maxRange);
        if (extended > range) {
          trace?.push(traced("ia.elevation", extended - range, { levels, perLevel: PER_LEVEL }, ed === "IA1" ? "IA1 8.72, 8.73" : "IA2 7.43, 7.44"));
          range = extended;
        }
      }
    }
    if (target.hidden) {
      // IA1 16.5: a quarter of normal range, minimum one hex (fractions round up: IA1 Definitions).
      const quarter = Math.max(1, Math.ceil(range / 4));
      trace?.push(traced("ia.hidden", quarter - range, {}, "IA1 16.5"));
      range = quarter;
    }
    // Every range above is at least 1, so units always spot enemies in the same or adjacent hexes (IA1 Definitions).
    return range;
  }
}
