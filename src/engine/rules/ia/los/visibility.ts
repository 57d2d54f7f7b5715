import type { TraceEntry } from "../../../core/trace";

/** The light a turn is played in: how far units see and whether elevation extends it. */
export interface Visibility {
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
  return { range: DAYLIGHT, elevationBonus: true, maxRange: null, night: false, source: { id: "ia1.daylight", label: "daylight spotting range", value: DAYLIGHT, rule: "IA1 8.4" } };
}

/** IA1 8.4: night or weather reduce the range as the scenario says; no elevation bonus then (8.73). */
export function ia1Reduced(range: number, night: boolean): Visibility {
  return {
    range,
    elevationBonus: false,
    maxRange: range,
    night,
    source: { id: night ? "ia1.night" : "ia1.weather", label: night ? "night spotting range (scenario)" : "reduced spotting range (scenario)", value: range, rule: "IA1 8.4, 8.73" },
  };
}

/** IA2 7.11: the turns around dawn and dusk. */
export type TimeOfDay =
  | "dawn-60"
  | "dawn-45"
  | "dawn-30"
  | "dawn-15"
  | "day"
  | "dusk-60"
  | "dusk-45"
  | "dusk-30"
  | "dusk-15"
  | "night";

const TIME_OF_DAY: Readonly<Record<TimeOfDay, { range: number | "night"; night: boolean; label: string }>> = {
  "dawn-60": { range: "night", night: true, label: "dawn minus 60 minutes" },
  "dawn-45": { range: 2, night: true, label: "dawn minus 45 minutes" },
  "dawn-30": { range: 4, night: false, label: "dawn minus 30 minutes" },
  "dawn-15": { range: 8, night: false, label: "dawn minus 15 minutes" },
  day: { range: DAYLIGHT, night: false, label: "day" },
  "dusk-60": { range: DAYLIGHT, night: false, label: "dusk minus 60 minutes" },
  "dusk-45": { range: 8, night: false, label: "dusk minus 45 minutes" },
  "dusk-30": { range: 4, night: false, label: "dusk minus 30 minutes" },
  "dusk-15": { range: 2, night: true, label: "dusk minus 15 minutes" },
  night: { range: "night", night: true, label: "night" },
};

/** IA2 7.12: the night spotting range rolled at the start of the game — 1–4 one hex, 5–6 two hexes. */
export function ia2NightRange(die: number): 1 | 2 {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`a die roll is 1–6, not ${die}`);
  return die <= 4 ? 1 : 2;
}

/** IA2 7.11 spotting range for the time of day; `nightRange` from the scenario or 7.12's die. */
export function ia2Visibility(time: TimeOfDay, nightRange: 1 | 2): Visibility {
  const row = TIME_OF_DAY[time];
  const range = row.range === "night" ? nightRange : row.range;
  return {
    range,
    elevationBonus: true,
    // 7.43: in reduced visibility the elevation bonus is limited to that visibility's range.
    maxRange: range < DAYLIGHT ? range : null,
    night: row.night,
    source: { id: `ia2.time.${time}`, label: `spotting range at ${row.label}`, value: range, rule: row.range === "night" ? "IA2 7.11, 7.12" : "IA2 7.11" },
  };
}
