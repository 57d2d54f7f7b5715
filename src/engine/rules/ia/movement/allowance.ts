import { faceOf, type IaLeader, type IaUnit } from "../state";

/** IA1 5.1, 6.4, 14.2: printed MA; leaders 4 (infantry) or 6 (cavalry); disrupted units move 1 (or their normal 0). */
export function movementAllowance(p: IaUnit | IaLeader): number {
  if ("leaderType" in p) return p.leaderType === "cavalry" ? 6 : 4;
  const printed = faceOf(p).movement;
  return p.status === "disrupted" ? Math.min(1, printed) : printed;
}
