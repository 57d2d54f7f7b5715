import { DAYLIGHT_RANGE, type ScenarioLight } from "../los/visibility";
import type { Cite } from "../rulebook";
import type { Issues } from "./issues";

/** What the light reads of a scenario's turns (data/schemas/scenario.ts `turnClock`). */
export interface ScenarioTurns<C extends TurnLight = TurnLight> {
  readonly count: number;
  readonly conditions: readonly C[];
}
interface TurnLight {
  readonly from: number;
  readonly to: number;
  readonly light: string;
  readonly spottingRange?: number;
}

/** The condition run that covers turn `t`, with its index. */
export function conditionFor<C extends TurnLight>(turns: ScenarioTurns<C>, t: number): { readonly c: C; readonly i: number } | null {
  const i = turns.conditions.findIndex((c) => c.from <= t && t <= c.to);
  return i < 0 ? null : { c: turns.conditions[i]!, i };
}

/**
 * PG 8.1, IA1 8.4: the light of every turn, turn 1 first: daylight (12 hexes) unless the scenario gives the turn a light;
 * then its spotting range, which it must give for any light but `day` — but for `night` turns when the game has a range
 * of its own for them (`nightRange`) —; night rules on `night` turns (1.2 Night Turn). Null when a range is missing
 * (recorded at its path).
 */
export function lightsOf(turns: ScenarioTurns, issues: Issues, cite: Cite, nightRange?: number): ScenarioLight[] | null {
  turns.conditions.forEach((c, i) => {
    const given = c.spottingRange ?? (c.light === "night" ? nightRange : undefined);
    if (c.light !== "day" && given === undefined)
      issues.fail(["turns", "conditions", i, "spottingRange"], `${cite("8.1")}: the scenario sets the spotting range of "${c.light}" turns`);
  });
  if (issues.any) return null;
  return Array.from({ length: turns.count }, (_, k) => {
    const c = conditionFor(turns, k + 1)?.c;
    const night = c?.light === "night";
    return { range: c?.spottingRange ?? (night ? nightRange : undefined) ?? DAYLIGHT_RANGE, night };
  });
}
