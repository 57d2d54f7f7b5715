/** The side of its counter an Infantry Attacks unit shows on the board (the unit sheet's faces, choices.ts `UNIT_FACES`). */
import type { IaUnit } from "../../../engine/rules/ia/state";

/** IA1 5.61 a limbered gun, MG or mortar; 15.1 dismounted cavalry is its other piece; 7.6 a unit that lost a step is reduced. */
export function faceOf(unit: IaUnit): "full" | "reduced" | "limbered" | "dismounted" | "dismountedReduced" {
  if (unit.limbered) return "limbered";
  const reduced = unit.steps < unit.maxSteps;
  if (unit.kind === "CAV" && !unit.mounted) return reduced ? "dismountedReduced" : "dismounted";
  return reduced ? "reduced" : "full";
}
