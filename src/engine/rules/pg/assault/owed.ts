import { refuseUnless } from "../../../core/refusal";
import { owedAssaults } from "../../series/assault/owed";
import type { PgContext } from "../commands/context";
import { say } from "../text";

/** PG 12.2: an assault begun by assault movement "must be resolved immediately", so before the segment ends. */
export function checkAssaultsOwed(ctx: PgContext, side: string): void {
  const owed = owedAssaults(ctx, side);
  refuseUnless(owed.length === 0, "PG 12.2", say("pg-assault.owed", { hexes: owed.join("; ") }));
}
