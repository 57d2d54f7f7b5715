import type { VisibilityTable } from "../data/schemas/visibility";
import { daylight, DAYLIGHT_RANGE, reducedVisibility, visibilityOfLight, type Visibility as SeriesVisibility } from "../../series/los";
import { ia2LightTable } from "../data";
import { traced } from "../text";
import { IA1_SIGHT } from "./ia-words";

/**
 * What sets a turn's light, as a scenario gives it: IA1 a spotting range (8.4: 12 in daylight; night and weather as the
 * scenario says); IA2 a step of the dusk-to-dawn table (7.11) and the night range (7.12: the scenario's, or a die).
 */
export type IaLight = { readonly range: number; readonly night: boolean } | { readonly time: TimeOfDay; readonly nightRange: 1 | 2 };

/** The light a turn is played in: how far units see and whether elevation extends it (the series', made from an IA light). */
export type Visibility = SeriesVisibility<IaLight>;

/** IA1 8.4: in daylight units in clear terrain see 12 hexes; elevation extends it (8.73). */
export function ia1Daylight(): Visibility {
  return daylight(IA1_SIGHT);
}

/** IA1 8.4: night or weather reduce the range as the scenario says; no elevation bonus then (8.73). */
export function ia1Reduced(range: number, night: boolean): Visibility {
  return reducedVisibility(range, night, IA1_SIGHT);
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
  return visibilityOfLight(light, IA1_SIGHT);
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
    maxRange: range < DAYLIGHT_RANGE ? range : null,
    night: step.nightRules.value,
    source: traced(`ia2.time.${time}`, range, { light: step.label.toLowerCase() }, rated === "night" ? "IA2 7.11, 7.12" : "IA2 7.11", "trace.ia2-time"),
  };
}
