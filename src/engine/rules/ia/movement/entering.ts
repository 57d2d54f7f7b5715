import type { IaContext } from "../commands/context";
import { isAssaultHex } from "../fire/hexes";
import { afterEntering as seriesAfterEntering } from "../../series/movement/entering";
import { unitsAt, type IaLeader, type IaUnit } from "../state";

/** What entering a hex sets off (the series' `afterEntering`), and IA2 7.22's marker on an assault hex's units. */
export function afterEntering(ctx: IaContext, pieces: readonly (IaUnit | IaLeader)[], hex: number): void {
  seriesAfterEntering(ctx, pieces, hex);
  markAssaultHex(ctx, hex);
}

/** IA2 7.22: "All units in an assault hex are marked with a Spotted marker" (IA1 has no such rule). */
function markAssaultHex(ctx: IaContext, hex: number): void {
  const b = ctx.state;
  if (b.edition !== "IA2" || !isAssaultHex(b, hex)) return;
  const unmarked = unitsAt(b, hex).filter((u) => !u.spotted).map((u) => u.id);
  if (unmarked.length) ctx.emit({ type: "spotted-marker", units: unmarked, on: true, rule: "IA2 7.22" });
}
