import { faceOf, type IaLeader, type IaUnit } from "../state";

/** IA1 5.1, 5.61: the limbered side's printed MA, `T` when the unit moves only towed; unprinted, MG and mortar 2, artillery T. */
export const limberedMovement = (u: IaUnit): number | "T" => u.limberedMovement ?? (u.kind === "ART" ? "T" : 2);

/**
 * IA1 5.1, 6.4, 14.2: printed MA (the limbered side's when limbered; T is 0: only towed); leaders 4 (infantry) or 6
 * (cavalry); disrupted units and leaders move 1 (or their normal 0).
 */
export function movementAllowance(p: IaUnit | IaLeader): number {
  if ("leaderType" in p) return p.status === "disrupted" ? 1 : p.leaderType === "cavalry" ? 6 : 4;
  const limbered = p.limbered ? limberedMovement(p) : null;
  const printed = limbered === null ? faceOf(p).movement : limbered === "T" ? 0 : limbered;
  return p.status === "disrupted" ? Math.min(1, printed) : printed;
}
