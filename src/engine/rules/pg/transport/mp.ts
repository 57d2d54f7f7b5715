import { refuseUnless } from "../../../core/refusal";
import type { PgContext } from "../commands/context";
import type { PgLeader, PgUnit } from "../state";
import { say } from "../text";
import { IN_PLACE, type InPlace } from "./in-place";


/** The activated pieces that pay for boarding or alighting (5.61: "1 MP to BOTH units"); a piece not activated shares its transport's. */
const payers = (ctx: PgContext, pieces: readonly (PgUnit | PgLeader)[]) => pieces.filter((p) => ctx.state.activation!.pieces[p.id] !== undefined);

/** PG 5.0, 5.61: each activated piece has the 1 MP to pay ("may not exceed its movement allowance"). */
export function refuseUnpaid(ctx: PgContext, pieces: readonly (PgUnit | PgLeader)[], action: InPlace): void {
  for (const p of payers(ctx, pieces)) {
    const left = ctx.rules.movement.allowance(ctx, p) - ctx.state.activation!.pieces[p.id]!.mpSpent;
    refuseUnless(left >= 1, "PG 5.61", say(action === "load" ? "transport.load-no-mp" : "transport.unload-no-mp", { piece: p.name, left: Math.max(0, left) }));
  }
}

/** PG 5.61: the activated pieces spend 1 MP each where they stand. */
export function pay(ctx: PgContext, pieces: readonly (PgUnit | PgLeader)[], action: InPlace): void {
  for (const p of payers(ctx, pieces)) ctx.emit({ type: "mp-spent", piece: p.id, mp: 1, by: IN_PLACE[action], rule: "PG 5.61" });
}
