import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import { asTarget, sightFor } from "../commands/sight";
import type { IaLeader, IaUnit } from "../state";
import { isAssaultHex, leadersIn, unitsIn } from "./hexes";

/**
 * The target hex: not an assault hex (10.4), no friendly units (7.24), and at least one enemy unit or leader
 * that every firer can spot (8.1, 7.21, 10.0). All pieces in the hex are then affected, spotted or not (8.1).
 */
export function checkTarget(ctx: IaContext, side: string, target: number, firers: readonly IaUnit[]): void {
  const b = ctx.state;
  refuseUnless(!isAssaultHex(b, target), "IA1 10.4", "units outside an assault hex may not direct fire into it");
  refuseUnless(
    unitsIn(b, target).every((u) => u.side !== side),
    "IA1 7.24",
    "units may not direct fire at a hex containing friendly units",
  );
  const enemies = [...unitsIn(b, target), ...leadersIn(b, target)].filter((p) => p.side !== side);
  refuseUnless(enemies.length > 0, "IA1 8.1", "direct fire needs at least one enemy unit or leader in the target hex");
  const sight = sightFor(ctx);
  for (const f of firers) {
    const spots = enemies.some((p) => sight.canSpot({ hex: f.hex! }, asTarget(p)));
    refuseUnless(spots, "IA1 8.1", `${f.name} cannot spot any enemy unit or leader in the target hex`);
  }
}

/**
 * What opportunity fire reaches (IA1 7.43, 7.63, 8.3): the moving unit (a transport's cargo shares its fate, 5.64)
 * and the leaders moving with it (6.4), or a leader moving alone; nothing else in the hex.
 */
export interface MovingTarget {
  readonly units: readonly IaUnit[];
  readonly leaders: readonly IaLeader[];
}
