import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import { sightFor } from "../commands/sight";
import type { IaUnit } from "../state";
import { say } from "../text";
import { inForce } from "./options";

const RULE = "IA1 17.3";

/** IA1 17.3, 16.5: the first enemy unit `side` knows of (on the board) with a line of sight to `hex`, or null. */
export function enemyInSight(ctx: IaContext, side: string, hex: number): IaUnit | null {
  const los = sightFor(ctx).los;
  for (const u of ctx.state.units.values()) if (u.side !== side && u.hex !== null && !u.hidden && los.clear(u.hex, hex)) return u;
  return null;
}

/** IA1 17.3: a piece designated to move by strategic movement is a unit, designated to move, outside the LOS of the enemy units its side knows. */
export function checkStrategic(ctx: IaContext, side: string, id: string, action: "move" | "fire"): void {
  const b = ctx.state;
  refuseUnless(inForce(b, "strategic-movement"), RULE, say("optional.not-in-force", { rule: "17.3" }));
  const u = b.units.get(id);
  refuseUnless(u !== undefined, RULE, say("strategic.leader", { piece: b.leaders.get(id)?.name ?? id }));
  refuseUnless(action === "move", RULE, say("strategic.fire", { piece: u.name }));
  const enemy = enemyInSight(ctx, side, u.hex!);
  refuseUnless(enemy === null, RULE, say("strategic.in-sight", { piece: u.name, enemy: enemy?.name ?? "" }));
}

/** IA1 17.3: a strategic mover may not enter a hex in the LOS of an enemy unit its side knows. */
export function checkStrategicStep(ctx: IaContext, side: string, id: string, to: number): void {
  if (!ctx.state.activation?.pieces[id]?.strategic) return;
  const enemy = enemyInSight(ctx, side, to);
  refuseUnless(enemy === null, RULE, say("strategic.into-sight", { piece: ctx.state.units.get(id)!.name, enemy: enemy?.name ?? "" }));
}

/** IA1 17.3: twice the movement allowance for a strategic mover. */
export const strategicFactor = (ctx: IaContext, id: string): number => (ctx.state.activation?.pieces[id]?.strategic ? 2 : 1);
