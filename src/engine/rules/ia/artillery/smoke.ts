import type { IaContext } from "../commands/context";
import { disperseSmoke as disperse } from "../../series/bombardment/smoke";
import { ia1DieTables } from "../data";

export { COMPASS } from "../../series/bombardment/smoke";

/** IA1 16.13: each smoke marker stays, drifts (ia1-die-tables.json `smoke-scatter`) or is removed (series/bombardment/smoke). */
export function disperseSmoke(ctx: IaContext, hex: number): void {
  disperse(ctx, hex, { dice: ia1DieTables, drift: "smoke-scatter" });
}
