import type { SeriesSide } from "../state/battle";

/** What the series reads of a scenario side (data/schemas/scenario.ts `sideInitiative`, `SideMorale`). */
export interface ScenarioSideParts {
  readonly id: string;
  readonly name: string;
  readonly initiative: number;
  readonly initiativeLosses: readonly number[];
  readonly morale: { readonly full: number; readonly reduced: number };
}

/**
 * A scenario side in the battle (3.0 A, 14.0): its initiative and the morale of its units. Initiative loss thresholds
 * every n steps (n, 2n, 3n … at least as many as the starting initiative, beyond which it cannot fall) are kept as
 * `stepsPerInitiative`; other lists are kept as they are (`initiativeLosses`); none: it never falls.
 */
export function seriesSideOf(s: ScenarioSideParts): SeriesSide & { readonly morale: { readonly full: number; readonly reduced: number } } {
  const losses = s.initiativeLosses;
  const step = losses[0];
  const even = step !== undefined && losses.length >= s.initiative && losses.every((n, i) => n === (i + 1) * step);
  return {
    id: s.id,
    name: s.name,
    initiative: s.initiative,
    stepsPerInitiative: even ? step : null,
    ...(step !== undefined && !even ? { initiativeLosses: [...losses] } : {}),
    stepsLost: 0,
    morale: { ...s.morale },
  };
}
