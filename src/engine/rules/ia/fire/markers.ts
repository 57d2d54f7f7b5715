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
 * After firing: MOVED/FIRED on the firers and the leaders who took part (7.46, 3.13); hidden firers are placed
 * on the map (16.5); firers in limiting terrain or a swamp get a SPOTTED marker (8.52, 8.8; IA2 7.22).
 */
export function markFirers(ctx: IaContext, firers: readonly IaUnit[], leaders: readonly IaLeader[]): void {
  const hidden = firers.filter((u) => u.hidden).map((u) => u.id);
  const spotted = firers.filter((u) => !u.spotted && conceals(ctx, u.hex!)).map((u) => u.id);
  ctx.emit({ type: "moved-fired", pieces: [...firers, ...leaders].map((p) => p.id), rule: "IA1 7.46" });
  if (hidden.length) {
    ctx.emit({ type: "revealed", pieces: hidden, rule: "IA1 16.5" });
    ctx.reveal();
  }
  if (spotted.length) ctx.emit({ type: "spotted-marker", units: spotted, on: true, rule: ctx.state.edition === "IA1" ? "IA1 8.52" : "IA2 7.22" });
}
