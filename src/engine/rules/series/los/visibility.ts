import type { TraceEntry } from "../../../core/trace";
import { sightEntry, wordStep, type SightWords } from "./words";

/** A turn's light as a scenario gives it: a spotting range, and whether night rules are in effect (PG 8.1, IA1 8.4). */
export interface ScenarioLight {
  readonly range: number;
  readonly night: boolean;
}

/** The light a turn is played in: how far units see and whether elevation extends it. `L`: what the game made it from. */
export interface Visibility<L = ScenarioLight> {
  /** What it was made from (saved with a battle; the rest follows from it). */
  readonly light: L;
  /** Spotting range in hexes (PG 8.1). */
  readonly range: number;
  /** PG 8.41: elevation extends the range only in full daylight. */
  readonly elevationBonus: boolean;
  /** The elevation bonus is limited to this range (a game's reduced visibility); null for no limit. */
  readonly maxRange: number | null;
  /** Night rules in effect (e.g. the −1 direct fire column). */
  readonly night: boolean;
  /** Where the range comes from, for explanations. */
  readonly source: TraceEntry;
}

/** PG 8.1: in daylight units in clear terrain see 12 hexes. */
export const DAYLIGHT_RANGE = 12;

export function daylight(words: SightWords): Visibility {
  const source = sightEntry(words, wordStep(words, "daylight"), DAYLIGHT_RANGE);
  return { light: { range: DAYLIGHT_RANGE, night: false }, range: DAYLIGHT_RANGE, elevationBonus: true, maxRange: null, night: false, source };
}

/** PG 8.1: night or weather reduce the range as the scenario says; no elevation bonus then (8.41). */
export function reducedVisibility(range: number, night: boolean, words: SightWords): Visibility {
  return {
    light: { range, night },
    range,
    elevationBonus: false,
    maxRange: range,
    night,
    source: sightEntry(words, wordStep(words, night ? "night" : "weather"), range),
  };
}

/** The visibility of a scenario's light: full daylight at the daylight range without night rules, else reduced. */
export function visibilityOfLight(light: ScenarioLight, words: SightWords): Visibility {
  return light.range === DAYLIGHT_RANGE && !light.night ? daylight(words) : reducedVisibility(light.range, light.night, words);
}
