import type { z } from "zod";
import type { ScenarioSide } from "../data/schemas/scenario";
import type { IaSide, SideArtillery } from "../state";

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
    ...(s.artillery ? { artillery: artilleryOf(s.id, s.artillery) } : {}),
  };
}

/** IA1 9.2, 9.11: each off-board factor gets an id of its own, `<side>-oba-<n>` in the scenario's order. */
function artilleryOf(side: string, a: NonNullable<z.infer<typeof ScenarioSide>["artillery"]>): SideArtillery {
  const offBoard = a.offBoard.flatMap((f) => Array.from({ length: f.count }, () => f.strength)).map((strength, i) => ({ id: `${side}-oba-${i + 1}`, strength }));
  return { ...(a.ammunition !== undefined ? { ammunition: a.ammunition } : {}), ...(a.depletion !== undefined ? { depletion: a.depletion } : {}), offBoard, smoke: a.smoke };
}
