import { unitsAt, type IaBattle, type IaUnit } from "../state";

/** IA1 4.1: per side and hex, three combat units (no more than two companies) plus three transports; leaders free. */
export const STACKING = { combat: 3, companies: 2, transports: 3 } as const;

/** What is already there: three transports, three combat units or two companies (IA1 4.1). */
export type StackingProblem = "transports" | "combat-units" | "companies";

/** Why `unit` may not join its side's units in `hex` (IA1 4.3), or null if it may. Cargo does not count (4.1). */
export function stackingProblem(b: IaBattle, unit: IaUnit, hex: number): StackingProblem | null {
  const there = unitsAt(b, hex).filter((u) => u.side === unit.side && u.carriedBy === null && u.id !== unit.id);
  const transports = there.filter((u) => u.kind === "TRANSPORT").length;
  const combat = there.filter((u) => u.kind !== "TRANSPORT");
  if (unit.kind === "TRANSPORT") return transports >= STACKING.transports ? "transports" : null;
  if (combat.length >= STACKING.combat) return "combat-units";
  if (unit.company && combat.filter((u) => u.company).length >= STACKING.companies) return "companies";
  return null;
}
