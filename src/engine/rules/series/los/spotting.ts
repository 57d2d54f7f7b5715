import type { TraceEntry } from "../../../core/trace";
import type { SpotterState, SpottingRules, TargetState } from "../../../los";
import type { SeriesTerrain } from "./terrain";
import type { Visibility } from "./visibility";
import { sightEntry, wordStep, type SightWords, type WordedStep } from "./words";

/** Hexes of spotting range gained per level the spotter stands above the target (PG 8.41, IA1 8.73). */
export const PER_LEVEL = 6;

/**
 * The series' spotting ranges (PG 8.1–8.42, 16.6, 16.12): the turn's range, concealment by limiting terrain unless
 * SPOTTED, +6 hexes a level above the target in full daylight, a quarter for hidden units. `specialReach`: hexes a
 * spotter with special spotting powers adds to a concealed target's range (a game's own power; 0 for none).
 */
export class SeriesSpotting implements SpottingRules {
  private readonly concealStep: WordedStep;
  private readonly specialStep: WordedStep;
  private readonly markerStep: WordedStep;
  private readonly elevationStep: WordedStep;
  private readonly hiddenStep: WordedStep;

  constructor(
    readonly terrain: SeriesTerrain,
    public visibility: Visibility<unknown>,
    private readonly words: SightWords,
    private readonly specialReach = 0,
  ) {
    this.concealStep = wordStep(words, "conceal");
    this.specialStep = wordStep(words, "special-spotting");
    this.markerStep = wordStep(words, "spotted-marker");
    this.elevationStep = wordStep(words, "elevation");
    this.hiddenStep = wordStep(words, "hidden");
  }

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

  /** Reach class: the spotter's elevation above the map's lowest, doubled, plus one for special spotting powers. */
  reachClass(spotter: SpotterState): number {
    return (this.terrain.elevation[spotter.hex]! - this.terrain.minElevation) * 2 + (spotter.specialSpotting ? 1 : 0);
  }

  rangeBoundFrom(reachClass: number, target: TargetState): number {
    return this.rangeFrom(this.terrain.minElevation + (reachClass >> 1), (reachClass & 1) === 1, target);
  }

  private rangeFrom(spotterElevation: number, special: boolean, target: TargetState, trace?: TraceEntry[]): number {
    const v = this.visibility;
    trace?.push(v.source);
    let range = v.range;
    const conceal = this.terrain.conceal[target.hex]!;
    if (conceal > 0 && !target.spottedMarker) {
      // PG 8.21, 16.12: concealed occupants are seen only within the terrain's range (or less); special spotters reach further.
      const reach = conceal + (special ? this.specialReach : 0);
      if (reach < range) {
        range = reach;
        trace?.push(this.entry(this.concealStep, conceal, { terrain: this.terrain.concealingTerrain(target.hex).join(", ") }));
        if (reach !== conceal) trace?.push(this.entry(this.specialStep, reach - conceal));
      }
    } else {
      // PG 8.22: a SPOTTED unit counts as in clear terrain; PG 8.41, 8.42: +6 hexes a level above the target.
      if (conceal > 0) trace?.push(this.entry(this.markerStep, 0));
      const levels = spotterElevation - this.terrain.elevation[target.hex]!;
      if (v.elevationBonus && levels > 0) {
        const extended = v.maxRange === null ? range + PER_LEVEL * levels : Math.min(range + PER_LEVEL * levels, v.maxRange);
        if (extended > range) {
          trace?.push(this.entry(this.elevationStep, extended - range, { levels, perLevel: PER_LEVEL }));
          range = extended;
        }
      }
    }
    if (target.hidden) {
      // PG 16.6: a quarter of normal range, minimum one hex (fractions round up: PG 1.2).
      const quarter = Math.max(1, Math.ceil(range / 4));
      trace?.push(this.entry(this.hiddenStep, quarter - range));
      range = quarter;
    }
    // Every range above is at least 1, so units always spot enemies in the same or adjacent hexes.
    return range;
  }

  private entry(step: WordedStep, value: number, params?: Readonly<Record<string, string | number>>): TraceEntry {
    return sightEntry(this.words, step, value, params);
  }
}
