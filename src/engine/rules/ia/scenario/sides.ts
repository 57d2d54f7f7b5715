import type { z } from "zod";
import type { ScenarioSide } from "../../../data/schemas/scenario";
import type { IaSide } from "../state";

/**
 * A scenario side in the battle (IA1 3.0 A, 14.0). Initiative loss thresholds every n steps (n, 2n, 3n … at least as
 * many as the starting initiative, beyond which it cannot fall) are kept as `stepsPerInitiative`; other lists are kept
 * as they are (`initiativeLosses`); none: it never falls.
 */
export function sideOf(s: z.infer<typeof ScenarioSide>): IaSide {
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
