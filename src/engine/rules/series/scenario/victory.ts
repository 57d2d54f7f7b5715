import type { z } from "zod";
import type { HexMap } from "../../../map";
import type { VictoryConditions } from "../data/schemas/scenario";
import type { Victory, VictoryPointsRule, VictoryWinnerRule } from "../victory/conditions";
import type { Issues } from "./issues";
import { hexOf, type ScenarioPosition } from "./positions";

/** The scenario's victory conditions (3.0) with their hexes on `map` (each bad hex reported at its path); undefined when it gives none. */
export function victoryOf(vc: z.output<typeof VictoryConditions> | undefined, map: HexMap, issues: Issues): Victory | undefined {
  if (!vc) return undefined;
  const hexes = (list: readonly ScenarioPosition[], path: (string | number)[]) => list.map((h, k) => hexOf(map, h, [...path, k], issues)).filter((h) => h !== null);
  const points = vc.points.map((p, i): VictoryPointsRule => {
    if (p.for === "hexes") return { ...p, hexes: hexes(p.hexes, ["victoryConditions", "points", i, "hexes"]) };
    if (p.for === "exits" && p.hexes) return { ...p, hexes: hexes(p.hexes, ["victoryConditions", "points", i, "hexes"]) };
    return { side: p.side, for: p.for, points: p.points } as VictoryPointsRule;
  });
  const w = vc.winner;
  const winner: VictoryWinnerRule = w.by === "hexes" ? { ...w, hexes: hexes(w.hexes, ["victoryConditions", "winner", "hexes"]) } : w;
  return { points, winner };
}
