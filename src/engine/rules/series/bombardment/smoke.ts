import { neighbour } from "../../../hex";
import type { DieTable } from "../../../data/schemas/die-table";
import type { ReducedBattle } from "../events/types";
import type { BombardContext } from "./bombard";
import { dieResult } from "./die-tables";

/** The drift diagram's compass points as axial directions (hex/DIRECTIONS) of the maps' flat-topped hexes (PG 16.13, IA1 16.13). */
export const COMPASS: Readonly<Record<string, number>> = { southeast: 0, northeast: 1, north: 2, northwest: 3, southwest: 4, south: 5 };

/** A game's smoke dice: its die tables and the id of its drift diagram's table. */
export interface SmokeDice {
  readonly dice: { readonly name: string; readonly tables: readonly DieTable[] };
  readonly drift: string;
}

/**
 * PG 16.11 (IA1 16.11): `firer` fires smoke at `at`: two dice, 8 or less places a smoke marker there (one marker a hex:
 * docs/rulings.md). No bombardment, no friendly fire.
 */
export function fireSmoke<B extends ReducedBattle>(ctx: BombardContext<B>, side: string, firer: string, at: number, dice: SmokeDice, rule: string): void {
  const roll = ctx.roll(2, 6, `smoke:${firer}`);
  const placed = dieResult(dice.dice, "smoke-placement", roll.total) === "placed" && !ctx.state.smoke.includes(at);
  ctx.emit({ type: "smoke-fired", side, gun: firer, at, roll, placed, rule });
}

/**
 * PG 16.13 (IA1 16.13): in the Marker Removal Phase each smoke marker stays, drifts one hex (a second die on the drift
 * diagram, the table `dice.drift`) or is removed (`smoke-dispersal`); one drifting off the map is gone.
 */
export function disperseSmoke<B extends ReducedBattle>(ctx: BombardContext<B>, hex: number, dice: SmokeDice): void {
  const roll = ctx.roll(1, 6, "smoke-dispersal");
  const fate = dieResult(dice.dice, "smoke-dispersal", roll.total);
  if (fate === "stays") return;
  if (fate === "removed") return ctx.emit({ type: "smoke-dispersed", hex, roll, to: null });
  const drift = ctx.roll(1, 6, dice.drift);
  const to = neighbour(ctx.map.hexAt(hex), COMPASS[String(dieResult(dice.dice, dice.drift, drift.total))]!);
  ctx.emit({ type: "smoke-dispersed", hex, roll: drift, to: ctx.map.contains(to) ? ctx.map.indexOf(to) : null });
}
