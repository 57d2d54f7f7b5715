import { refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { inForce } from "./options";

/** 17.3, 16.6: the name of the first enemy unit `side` knows of (on the board) with a line of sight to `hex`, or null. */
export function enemyInSight<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, hex: number): string | null {
  const los = ctx.rules.sight.of(ctx).los;
  for (const u of ctx.state.units.values()) if (u.side !== side && u.hex !== null && !u.hidden && los.clear(u.hex, hex)) return u.name;
  return null;
}

/** 17.3: a piece designated to move by strategic movement is a unit, designated to move, outside the LOS of the enemy units its side knows. */
export function checkStrategic<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, id: string, action: "move" | "fire"): void {
  const b = ctx.state;
  const { cite, say } = ctx.rules;
  refuseUnless(inForce(b, "strategic-movement"), cite("17.3"), say("optional.not-in-force", { rule: "17.3" }));
  const u = b.units.get(id);
  refuseUnless(u !== undefined, cite("17.3"), say("strategic.leader", { piece: b.leaders.get(id)?.name ?? id }));
  refuseUnless(action === "move", cite("17.3"), say("strategic.fire", { piece: u.name }));
  const enemy = enemyInSight(ctx, side, u.hex!);
  refuseUnless(enemy === null, cite("17.3"), say("strategic.in-sight", { piece: u.name, enemy: enemy ?? "" }));
}

/** 17.3: a strategic mover may not enter a hex in the LOS of an enemy unit its side knows. */
export function checkStrategicStep<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, id: string, to: number): void {
  if (!ctx.state.activation?.pieces[id]?.strategic) return;
  const enemy = enemyInSight(ctx, side, to);
  refuseUnless(enemy === null, ctx.rules.cite("17.3"), ctx.rules.say("strategic.into-sight", { piece: ctx.state.units.get(id)!.name, enemy: enemy ?? "" }));
}

/** 17.3: twice the movement allowance for a strategic mover. */
export const strategicFactor = <B extends ReducedBattle>(ctx: SeriesContext<B>, id: string): number => (ctx.state.activation?.pieces[id]?.strategic ? 2 : 1);
