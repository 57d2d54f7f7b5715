import type { TraceEntry } from "../../../core/trace";
import type { VisibilityTable } from "../data/schemas/visibility";
import { ia2LightTable } from "../data";
import { traced } from "../text";

/**
 * What sets a turn's light, as a scenario gives it: IA1 a spotting range (8.4: 12 in daylight; night and weather as the
 * scenario says); IA2 a step of the dusk-to-dawn table (7.11) and the night range (7.12: the scenario's, or a die).
 */
export type IaLight = { readonly range: number; readonly night: boolean } | { readonly time: TimeOfDay; readonly nightRange: 1 | 2 };

/** The light a turn is played in: how far units see and whether elevation extends it. */
export interface Visibility {
  /** What it was made from (saved with a battle; the rest follows from it). */
  readonly light: IaLight;
  /** Spotting range in hexes (IA1 8.4, IA2 7.1). */
  readonly range: number;
  /** IA1 8.73: elevation extends the range only in full daylight. */
  readonly elevationBonus: boolean;
  /** IA2 7.43: the elevation bonus is limited to this range in reduced visibility; null for no limit. */
  readonly maxRange: number | null;
  /** Night rules in effect (e.g. the −1 direct fire column). */
  readonly night: boolean;
  /** Where the range comes from, for explanations. */
  readonly source: TraceEntry;
}

const DAYLIGHT = 12;

export function ia1Daylight(): Visibility {
  return { light: { range: DAYLIGHT, night: false }, range: DAYLIGHT, elevationBonus: true, maxRange: null, night: false, source: traced("ia1.daylight", DAYLIGHT, {}, "IA1 8.4") };
}

/** IA1 8.4: night or weather reduce the range as the scenario says; no elevation bonus then (8.73). */
export function ia1Reduced(range: number, night: boolean): Visibility {
  return {
    light: { range, night },
    range,
    elevationBonus: false,
    maxRange: range,
    night,
    source: traced(night ? "ia1.night" : "ia1.weather", range, {}, "IA1 8.4, 8.73"),
  };
}

/** IA2 7.11: a step of the dusk-to-dawn table, by id (`day`, `dusk-45`, `night`, …). */
export type TimeOfDay = string;

/** The visibility a light gives in an edition (IA1 8.4, 8.73; IA2 7.11, 7.12). */
export function visibilityOf(edition: "IA1" | "IA2", light: IaLight): Visibility {
  if ("time" in light) {
    if (edition === "IA1") throw new RangeError("IA1 has no dusk-to-dawn table: give a spotting range (8.4)");
    return ia2Visibility(light.time, light.nightRange);
  }
  if (edition === "IA2") throw new RangeError("IA2 light is a step of the dusk-to-dawn table (7.11): give a time");
  return light.range === DAYLIGHT && !light.night ? ia1Daylight() : ia1Reduced(light.range, light.night);
}

/** IA2 7.12: the night spotting range rolled at the start of the game — 1–4 one hex, 5–6 two hexes. */
export function ia2NightRange(die: number): 1 | 2 {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`a die roll is 1–6, not ${die}`);
  return die <= 4 ? 1 : 2;
}

/** IA2 7.11 spotting range for a step of the dusk-to-dawn table; `nightRange` from the scenario or 7.12's die. */
export function ia2Visibility(time: TimeOfDay, nightRange: 1 | 2, table: VisibilityTable = ia2LightTable): Visibility {
  const step = table.steps.find((s) => s.id === time);
  if (!step) throw new RangeError(`"${time}" is not a step of the ${table.name} table (${table.steps.map((s) => s.id).join(", ")})`);
  const rated = step.spottingRange.value;
  const range = rated === "night" ? nightRange : rated;
  return {
    light: { time, nightRange },
    range,
    elevationBonus: true,
    // 7.43: in reduced visibility the elevation bonus is limited to that visibility's range.
    maxRange: range < DAYLIGHT ? range : null,
    night: step.nightRules.value,
    source: traced(`ia2.time.${time}`, range, { light: step.label.toLowerCase() }, rated === "night" ? "IA2 7.11, 7.12" : "IA2 7.11", "trace.ia2-time"),
  };
}
