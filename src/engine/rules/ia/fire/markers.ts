import type { IaContext } from "../commands/context";
import type { IaLeader, IaUnit } from "../state";

/** IA1 8.52, 8.8: the hex has limiting terrain, or terrain that conceals like a swamp. */
function conceals(ctx: IaContext, hex: number): boolean {
  return ctx.map.terrainAt(hex).some((id) => {
    const t = ctx.tec.terrain[id]!;
    return t.limiting.value || t.concealRange.value !== null;
  });
}

/**
 * After firing: MOVED/FIRED on the firers and the leaders who took part (7.46, 3.13; hidden ones were placed on the
 * board as they fired, 16.5: view/reveal.ts); firers in limiting terrain or a swamp get a SPOTTED marker (8.52, 8.8;
 * IA2 7.22).
 * With `opportunity`, an MG's first opportunity fire of the turn gets an OPPORTUNITY FIRE marker instead, its
 * second MOVED/FIRED (7.46 exception 1, 13.1, 3.14).
 */
export function markFirers(ctx: IaContext, firers: readonly IaUnit[], leaders: readonly IaLeader[], opportunity = false): void {
  const spotted = firers.filter((u) => !u.spotted && conceals(ctx, u.hex!)).map((u) => u.id);
  const firstShot = opportunity ? firers.filter((u) => u.kind === "MG" && !u.oppFire).map((u) => u.id) : [];
  const done = [...firers, ...leaders].map((p) => p.id).filter((id) => !firstShot.includes(id));
  if (done.length) ctx.emit({ type: "moved-fired", pieces: done, rule: opportunity ? "IA1 13.1, 3.14" : "IA1 7.46" });
  for (const id of firstShot) ctx.emit({ type: "opp-fire-marker", unit: id, rule: "IA1 13.1, 7.46" });
  if (firstShot.length) for (const l of leaders) ctx.emit({ type: "combined-first-shot", leader: l.id, mgs: firstShot, rule: "IA1 3.3" });
  if (spotted.length) ctx.emit({ type: "spotted-marker", units: spotted, on: true, rule: ctx.state.edition === "IA1" ? "IA1 8.52" : "IA2 7.22" });
}
