import { neighbour } from "../../../hex";
import type { IaContext } from "../commands/context";
import { dieResult } from "./die-tables";

/** The scatter diagram's compass points as axial directions (hex/DIRECTIONS) of the maps' flat-topped hexes. */
export const COMPASS: Readonly<Record<string, number>> = { southeast: 0, northeast: 1, north: 2, northwest: 3, southwest: 4, south: 5 };

/**
 * IA1 16.13: in the Marker Removal Phase each smoke marker stays, drifts one hex (a second die on the scatter
 * diagram, ia1-die-tables.json `smoke-scatter`) or is removed (`smoke-dispersal`); one drifting off the map is gone.
 */
export function disperseSmoke(ctx: IaContext, hex: number): void {
  const roll = ctx.roll(1, 6, "smoke-dispersal");
  const fate = dieResult("smoke-dispersal", roll.total);
  if (fate === "stays") return;
  if (fate === "removed") return ctx.emit({ type: "smoke-dispersed", hex, roll, to: null });
  const scatter = ctx.roll(1, 6, "smoke-scatter");
  const to = neighbour(ctx.map.hexAt(hex), COMPASS[String(dieResult("smoke-scatter", scatter.total))]!);
  ctx.emit({ type: "smoke-dispersed", hex, roll: scatter, to: ctx.map.contains(to) ? ctx.map.indexOf(to) : null });
}
