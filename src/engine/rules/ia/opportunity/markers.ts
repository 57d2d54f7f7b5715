import { spotFirers } from "../../series/fire/markers";
import type { IaContext } from "../commands/context";
import type { IaLeader, IaUnit } from "../state";

/**
 * After opportunity fire (IA1 13.1, 7.46 exception 1, 3.14): an MG's first opportunity fire of the turn gets an
 * OPPORTUNITY FIRE marker, its second and every other firer MOVED/FIRED, with the leaders who took part; then SPOTTED
 * markers as after any fire (8.52, 8.8; IA2 7.22).
 */
export function markOpportunityFirers(ctx: IaContext, firers: readonly IaUnit[], leaders: readonly IaLeader[]): void {
  const firstShot = firers.filter((u) => u.kind === "MG" && !u.oppFire).map((u) => u.id);
  const done = [...firers, ...leaders].map((p) => p.id).filter((id) => !firstShot.includes(id));
  if (done.length) ctx.emit({ type: "moved-fired", pieces: done, rule: "IA1 13.1, 3.14" });
  for (const id of firstShot) ctx.emit({ type: "opp-fire-marker", unit: id, rule: "IA1 13.1, 7.46" });
  if (firstShot.length) for (const l of leaders) ctx.emit({ type: "combined-first-shot", leader: l.id, mgs: firstShot, rule: "IA1 3.3" });
  spotFirers(ctx, firers);
}
