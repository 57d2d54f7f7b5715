import { refuseUnless } from "../../../core/refusal";
import type { LoadCommand } from "../../series/commands/shapes";
import { actNow, movementAction } from "../../series/transport/action";
import { flipLimbered } from "../../series/transport/limber";
import type { PgContext } from "../commands/context";
import type { PgLeader, PgUnit } from "../state";
import { say } from "../text";
import { cargoOf } from "./cargo";
import { pay, refuseUnpaid } from "./mp";
import { enemyUnitsIn, leaderAction, refuseNoTransport } from "./checks";

/**
 * PG 5.6, 5.67: a good-order transport activated to move loads a piece in its hex, never where enemy units are: a
 * personnel unit or a leader for 1 MP to both (5.61), or a weapon for the whole segment of both (5.63).
 */
export function load(ctx: PgContext, c: LoadCommand): void {
  const b = ctx.state;
  const { unit: t, activated: carrier } = movementAction(ctx, c.side, c.transport);
  refuseNoTransport(t);
  const cargo = cargoOf(b, c.unit);
  const p = cargo.kind === "leader" ? cargo.leader : cargo.unit;
  refuseUnless(p.carriedBy === null, "PG 5.6", say("transport.aboard", { piece: p.name }));
  refuseUnless(p.hex === t.hex, "PG 5.6", say("transport.not-in-hex", { unit: p.name, transport: t.name }));
  refuseUnless(!enemyUnitsIn(b, t.side, t.hex!), "PG 5.67", say("transport.enemy-hex"));
  if (cargo.kind === "leader") return board(ctx, t, cargo.leader);
  const { activated } = movementAction(ctx, c.side, c.unit);
  refuseUnless(t.carrying === null, "PG 5.6", say("transport.carrying", { transport: t.name }));
  if (cargo.kind === "personnel") return board(ctx, t, cargo.unit);
  // 5.63: "a transport unit may not move and load a weapon unit in the same action segment".
  refuseUnless(carrier.hexesEntered === 0, "PG 5.63", say("transport.weapon-transport-moved", { transport: t.name }));
  refuseUnless(activated.hexesEntered === 0, "PG 5.63", say("transport.weapon-moved", { unit: p.name }));
  actNow(ctx, t.id);
  if (!cargo.unit.limbered) flipLimbered(ctx, p.id, true, "PG 5.62");
  ctx.emit({ type: "loaded", transport: t.id, unit: p.id, rule: "PG 5.63" });
  ctx.emit({ type: "moved-fired", pieces: [t.id, p.id], rule: "PG 5.63" });
}

/** PG 5.61, 6.3: a personnel unit or a leader (up to three, 5.6) boards for 1 MP to each; the transport may then move on. */
function board(ctx: PgContext, t: PgUnit, p: PgUnit | PgLeader): void {
  if (!("type" in p)) {
    leaderAction(ctx, p);
    refuseUnless(t.leadersAboard.length < 3, "PG 5.6", say("transport.leaders-full", { transport: t.name }));
  }
  refuseUnpaid(ctx, [t, p], "load");
  actNow(ctx, t.id);
  pay(ctx, [t, p], "load");
  ctx.emit({ type: "loaded", transport: t.id, unit: p.id, rule: "PG 5.61" });
}
