import type { z } from "zod";
import type { ScenarioSide } from "../data/schemas/scenario";
import { seriesSideOf } from "../../series/scenario/sides";
import type { IaSide, SideArtillery } from "../state";

/** A scenario side in the battle (IA1 3.0 A, 14.0: series/scenario/sides.ts) with its artillery (IA1 9.2, 11.1, 11.2, 16.14). */
export function sideOf(s: z.infer<typeof ScenarioSide>): IaSide {
  return { ...seriesSideOf(s), ...(s.artillery ? { artillery: artilleryOf(s.id, s.artillery) } : {}) };
}

/** IA1 9.2, 9.11: each off-board factor gets an id of its own, `<side>-oba-<n>` in the scenario's order. */
function artilleryOf(side: string, a: NonNullable<z.infer<typeof ScenarioSide>["artillery"]>): SideArtillery {
  const offBoard = a.offBoard.flatMap((f) => Array.from({ length: f.count }, () => f.strength)).map((strength, i) => ({ id: `${side}-oba-${i + 1}`, strength }));
  return { ...(a.ammunition !== undefined ? { ammunition: a.ammunition } : {}), ...(a.depletion !== undefined ? { depletion: a.depletion } : {}), offBoard, smoke: a.smoke };
}
