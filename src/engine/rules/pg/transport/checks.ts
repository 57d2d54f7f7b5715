import { refuseUnless } from "../../../core/refusal";
import { readyMover } from "../../series/movement/mover";
import type { PgContext } from "../commands/context";
import { unitsAt, type PgBattle, type PgLeader, type PgUnit } from "../state";
import { isTransport } from "../units/classify";
import { say } from "../text";

/** PG 5.6: `t` is a transport (an APC too, 4.3) in good order ("disrupted and demoralized transports cannot load or transport units"). */
export function refuseNoTransport(t: PgUnit): void {
  refuseUnless(isTransport(t), "PG 5.6", say("transport.not-transport", { transport: t.name }));
  refuseUnless(t.status === "good", "PG 5.6", say("transport.transport-not-good", { transport: t.name, status: t.status }));
}

/** PG 3.13, 14.3, 6.3: leader `l` boards as his own Movement action: activated to move, not done, not demoralized. */
export function leaderAction(ctx: PgContext, l: PgLeader): void {
  readyMover(ctx, ctx.state.activation!, l.id);
  refuseUnless(l.status !== "demoralized", "PG 14.3", say("move.demoralized", { piece: l.name }));
}

/** PG 5.67: "In a hex containing enemy units … it may not load" (enemy leaders are no units). */
export const enemyUnitsIn = (b: PgBattle, side: string, hex: number): boolean => unitsAt(b, hex).some((u) => u.side !== side);
