import { z } from "zod";
import { refuseUnless } from "../../../core/refusal";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { disperseSmoke, fireSmoke, type SmokeDice } from "../../series/bombardment/smoke";
import { command } from "../../series/commands/shapes";
import { onMap } from "../../series/fire/hexes";
import { markFirers } from "../../series/fire/markers";
import type { PgContext } from "../commands/context";
import type { PgUnit } from "../state";
import { say } from "../text";
import { checkBombardFirer } from "./firers";
import { hexLabel } from "./hex-label";
import { friendlySpotters, spots } from "./spotters";

/** PG 16.11: an activated mortar or onboard artillery unit fires smoke at a hex. */
export const FireSmoke = command("fire-smoke", { firer: PieceId, at: Hex });
export type FireSmokeCommand = z.output<typeof FireSmoke>;

/** PG 16.11, 16.13: the battle's die tables for placing smoke and its drift diagram (`smoke-drift`). */
export const pgSmokeDice = (ctx: PgContext): SmokeDice => ({ dice: ctx.charts.dieTables, drift: "smoke-drift" });

/** PG 16.1: "In some scenarios players may fire smoke". */
export function checkSmokeAllowed(ctx: PgContext): void {
  refuseUnless(ctx.state.smokeAllowed === true, "PG 16.1", say("smoke.not-allowed"));
}

/** PG 16.1: "Only mortars, onboard artillery units and offboard artillery factors can fire smoke". */
export const firesSmoke = (u: PgUnit): boolean => u.kind === "mortar" || u.kind === "artillery" || u.kind === "sp-artillery";

/**
 * PG 16.1, 16.11, ruling A45: a mortar or onboard artillery unit designated to fire fires smoke at a hex within its
 * bombardment range that it, a friendly unit or a regular leader can see: two dice, 8 or less places a marker. It is
 * then MOVED/FIRED and fires no more this turn (16.1).
 */
export function pgFireSmoke(ctx: PgContext, c: FireSmokeCommand): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, "PG 3.0 B", say("bombard.not-your-segment"));
  refuseUnless(b.activation !== null && b.activation.side === c.side, "PG 3.13", say("bombard.no-activation"));
  checkSmokeAllowed(ctx);
  refuseUnless(onMap(ctx.map, c.at), "PG 16.11", say("bombard.off-map", { hex: String(c.at) }));
  const u = checkBombardFirer(ctx, c.side, c.firer, c.at);
  refuseUnless(firesSmoke(u), "PG 16.1", say("smoke.not-a-smoke-firer", { unit: u.name }));
  refuseUnless(spots(ctx, [u, ...friendlySpotters(ctx, c.side, true)], c.at, null), "PG 16.11", say("smoke.not-spotted", { side: c.side, hex: hexLabel(ctx.map, c.at) }));
  if (b.activation!.current !== c.firer) ctx.emit({ type: "acting", piece: c.firer });
  markFirers(ctx, [u], []);
  fireSmoke(ctx, c.side, u.id, c.at, pgSmokeDice(ctx), "PG 16.11");
}

/** PG 3.0 C, 16.13: in the Marker Removal Phase each smoke marker stays (1), drifts (2) or is removed (3–6). */
export function pgDisperseSmoke(ctx: PgContext): void {
  for (const hex of [...ctx.state.smoke]) disperseSmoke(ctx, hex, pgSmokeDice(ctx));
}
