import { leaderTypeOf, leads, leadsLeader } from "../activation/leads";
import type { IaLeader, IaUnit } from "../state";

/**
 * IA1 6.61, 6.64, 5.64: whom leader `l` helps with his morale modifier — units of his type, lower-ranking leaders of it,
 * any infantry leader for a transport (any cavalry leader for a horse-artillery wagon, IA2 6.11); never himself.
 */
export function helpsItsType(l: IaLeader, p: IaUnit | IaLeader): boolean {
  if (l.id === p.id || l.side !== p.side) return false;
  if (!("kind" in p)) return leadsLeader(l, p);
  return p.kind === "TRANSPORT" ? l.leaderType === leaderTypeOf(p) : leads(l, p);
}
