import type { Scenario } from "../data/schemas/scenario";
import type { HexMap } from "../../../map";
import type { Issues } from "../scenario/issues";
import { hexOf, type ScenarioPosition } from "../scenario/positions";
import type { Victory, VictoryPointsRule, VictoryWinnerRule } from "../../series/victory/conditions";

/** The scenario's victory conditions with their hexes on `map` (each bad hex reported at its path); undefined when it gives none. */
export function victoryOf(s: Scenario, map: HexMap, issues: Issues): Victory | undefined {
  const vc = s.victoryConditions;
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
