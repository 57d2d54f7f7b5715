import type { MovementCommand } from "../commands/shapes";
import type { ReducedBattle } from "../events/types";
import type { SeriesContext } from "../context";
import { enterBoard } from "../board-edge/enter";
import { enterAdjacent, isAssaultHex } from "./step";

/**
 * 5.0: an activated piece designated to move enters one adjacent hex, paying the TEC cost; entering has its effects and
 * the inactive player may then take opportunity fire (13.1) — the game's `afterStep`. An off-board piece enters the
 * board instead (16.51).
 */
export function move<B extends ReducedBattle>(ctx: SeriesContext<B>, c: MovementCommand): void {
  const from = (ctx.state.units.get(c.piece) ?? ctx.state.leaders.get(c.piece))?.hex;
  if (from === null) return enterBoard(ctx, c);
  const leaving = from !== undefined && isAssaultHex(ctx, from);
  const movers = enterAdjacent(ctx, c);
  if (movers !== null) ctx.rules.movement.afterStep(ctx, c, movers, from!, leaving);
}
