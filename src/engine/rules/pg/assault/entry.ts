import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import { chainAbove, leaderActivated } from "../../series/activation/chain";
import { fightersOf } from "../../series/assault/participants";
import { emitAssault, freeShot } from "../../series/assault/resolve";
import { unitsAt } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";
import { isUnarmedTransport } from "../units/classify";
import { say } from "../text";
import { pgAssault } from "./rules";

/**
 * PG 15.31: cavalry activated by a cavalry leader may make assault movement from two hexes away — a charge: unit `id`
 * entered one hex already and a cavalry leader activated it.
 */
function charging(ctx: PgContext, id: string): boolean {
  const a = ctx.state.activation!;
  const u = ctx.state.units.get(id);
  return u?.kind === "cavalry" && a.pieces[id]!.hexesEntered === 1 && chainAbove(a, id).some((l) => ctx.state.leaders.get(l)?.kind === "cavalry");
}

/**
 * PG 12.11, 12.13, 5.32, 15.31: assault movement into `to`, a hex with enemy combat units — units in good order that a
 * leader of their own type activated (any leader for APCs, 5.45), with the leaders moving with them; they began their
 * activation adjacent to it (this is the first hex they enter), or charge as cavalry from two hexes away; never units
 * that left an assault hex this segment. Returns whether it is a charge.
 */
export function checkPgAssaultEntry(ctx: PgContext, movers: readonly string[], to: number): boolean {
  const b = ctx.state;
  const a = b.activation!;
  const left = new Set((a.exited ?? []).flatMap((e) => e.pieces));
  refuseUnless(movers.some((id) => b.units.has(id)), "PG 12.11", say("pg-assault.entry-alone", { leader: b.leaders.get(movers[0]!)?.name ?? movers[0]! }));
  let charge = false;
  for (const id of movers) {
    const u = b.units.get(id);
    const p = (u ?? b.leaders.get(id))!;
    refuseUnless(!left.has(id), "PG 5.32", say("pg-assault.entry-after-leaving", { piece: p.name }));
    refuseUnless(p.status === "good", p.status === "disrupted" ? "PG 12.13" : "PG 12.11", say("pg-assault.entry-not-good-order", { piece: p.name }));
    if (u) refuseUnless(leaderActivated(ctx.rules.leadership, b, a, u), "PG 12.11", say("pg-assault.entry-no-leader", { unit: u.name }));
    const entered = a.pieces[id]!.hexesEntered;
    const charges = u !== undefined && charging(ctx, id);
    refuseUnless(entered === 0 || charges || (u === undefined && entered === 1), "PG 12.11", say("pg-assault.entry-not-adjacent", { piece: p.name }));
    if (charges) charge = true;
  }
  if (!charge) return false;
  // PG 15.31: "If the cavalry begins its activation adjacent to the target enemy units, it may not charge."
  const start = a.pieces[movers[0]!]!.start;
  refuseUnless(start !== undefined && distance(ctx.map.hexAt(start), ctx.map.hexAt(to)) === 2, "PG 15.31", say("pg-assault.charge-adjacent"));
  return true;
}

/**
 * PG 5.32, 12.12: leaving an assault hex — only units and leaders that began their activation in it, as their one hex,
 * into no hex with enemy units other than unarmed, empty transports and leaders.
 */
export function checkPgLeaving(ctx: PgContext, movers: readonly string[], side: string, to: number, entering: boolean): void {
  const b = ctx.state;
  for (const id of movers) {
    const p = (b.units.get(id) ?? b.leaders.get(id))!;
    refuseUnless(b.activation!.pieces[id]!.hexesEntered === 0, "PG 5.32", say("pg-assault.leave-one-hex", { piece: p.name }));
  }
  // Hidden enemy units in `to` stopped the step before this check (16.6): only units on the board count here.
  const barred = unitsAt(b, to).some((e) => e.side !== side && e.carriedBy === null && !e.hidden && !(isUnarmedTransport(e) && e.carrying === null));
  refuseUnless(!entering && !barred, "PG 12.12", say("pg-assault.leave-into-enemy"));
}

/**
 * PG 12.11, 12.2, 15.31, 5.32, 12.12: after the step — movers that entered an enemy-occupied hex stop there (charging
 * cavalry recorded for 15.31's +1), and where their side had no combat units there before (`owed`) its assault must be
 * fought this segment; movers that left an assault hex moved their one hex, and the enemy there may take the free shot
 * once the last of the side's combat units is gone.
 */
export function afterPgAssaultStep(ctx: PgContext, side: string, movers: readonly string[], from: number, to: number, entering: { readonly owed: boolean; readonly charge: boolean } | null, leaving: boolean): void {
  if (entering?.owed && !(ctx.state.activation!.assaultsOwed ?? []).includes(to)) emitAssault(ctx, { type: "assault-owed", side, hex: to, rule: "PG 12.2" });
  const chargers = movers.filter((id) => ctx.state.units.has(id));
  if (entering?.charge) emitAssault(ctx, { type: "cavalry-charged", pieces: chargers, hex: to, through: from, rule: "PG 15.31" });
  if (leaving) emitAssault(ctx, { type: "assault-hex-left", hex: from, pieces: [...movers], rule: "PG 5.32" });
  if (entering || leaving) ctx.emit({ type: "movement-stopped", pieces: [...movers], rule: entering ? "PG 12.11" : "PG 5.32" });
  if (leaving) freeShot(ctx, pgAssault, side, from);
}

/** Whether the side's assault in `to` would be owed (PG 12.2): it has no combat units there. */
export const pgAssaultOwed = (ctx: PgContext, side: string, to: number): boolean => fightersOf(ctx, side, to).length === 0;

/** PG 12.13, 14.35: demoralized pieces fled the assault hex `from` (one hex): they left it, and may draw the free shot (12.12). */
export function fledAssaultHex(ctx: PgContext, side: string, from: number, movers: readonly string[]): void {
  emitAssault(ctx, { type: "assault-hex-left", hex: from, pieces: [...movers], rule: "PG 12.13" });
  freeShot(ctx, pgAssault, side, from);
}
