import { z } from "zod";
import { refuseUnless } from "../../../core/refusal";
import { PieceId } from "../../../data/schemas/common";
import { command } from "../../series/commands/shapes";
import { riverAt } from "../../series/state/river-banks";
import { actNow, movementAction } from "../../series/transport/action";
import type { PgContext } from "../commands/context";
import { sideOf, type PgUnit } from "../state";
import { say } from "../text";
import { engAssists } from "./rivers";

/** `cross`: a unit crossing a major river rolls to leave the river hex this turn (PG 5.73). */
export const Cross = command("cross", { unit: PieceId });
export type CrossCommand = z.output<typeof Cross>;

/** PG 5.73: a unit that needs an ENG's help in river hex `to`: a motorized one in any river, any unit in a major river. */
const needsHelp = (u: PgUnit, river: string): boolean => u.movementClass === "motorized" || river === "major-river";

/**
 * PG 5.73 for one step into river hex `to`: the ENGs that enter it begin to assist (units may enter with their help from
 * the next turn); the units that need an assisting ENG there enter its hex to cross with it and "may move no farther
 * that turn". Returns who begins crossing work and who stops.
 */
export function crossingStep(ctx: PgContext, movers: readonly string[], to: number): { readonly begin: readonly string[]; readonly stop: readonly string[] } {
  const river = riverAt(ctx.map, to);
  const b = ctx.state;
  if (river === null) return { begin: [], stop: [] };
  const units = movers.map((id) => b.units.get(id)).filter((u): u is PgUnit => u !== undefined && u.carriedBy === null);
  const engineers = units.filter((u) => u.kind === "engineer").map((u) => u.id);
  const helped = units.filter((u) => u.kind !== "engineer" && needsHelp(u, river) && engAssists(b, u.side, to)).map((u) => u.id);
  return { begin: [...engineers, ...helped], stop: helped };
}

/**
 * PG 5.73: in a later turn than it entered, a unit crossing a major river with an ENG's help (or an ENG on its own)
 * rolls 2d6 against the scenario's Crossing Number for its type (an ENG's own: Foot); at or below it, it may leave the
 * river hex to the far bank this turn; above it, "the unit remains in the river hex and may not move this turn".
 */
export function cross(ctx: PgContext, c: CrossCommand): void {
  const b = ctx.state;
  const { unit: u, activated } = movementAction(ctx, c.side, c.unit);
  refuseUnless(activated.hexesEntered === 0 && activated.mpSpent === 0, "PG 5.73", say("crossing.moved", { unit: u.name }));
  refuseUnless(riverAt(ctx.map, u.hex!) === "major-river", "PG 5.73", say("crossing.not-major", { unit: u.name }));
  const w = u.work;
  refuseUnless(w?.kind === "crossing" && w.since < b.turn, "PG 5.73", say("crossing.not-crossing", { unit: u.name }));
  refuseUnless(w.crossed !== b.turn, "PG 5.73", say("crossing.rolled", { unit: u.name }));
  refuseUnless(u.kind === "engineer" || engAssists(b, u.side, u.hex!), "PG 5.73", say("crossing.no-engineer", { unit: u.name }));
  const type = u.kind === "engineer" ? "foot" : u.movementClass;
  const target = type === "towed" ? undefined : sideOf(b, u.side).crossingNumbers?.[type];
  refuseUnless(target !== undefined, "PG 5.73", say("crossing.no-number", { unit: u.name }));
  actNow(ctx, u.id);
  const roll = ctx.roll(2, 6, `crossing:${u.id}`);
  const passed = roll.total <= target;
  ctx.emit({ type: "crossing-rolled", unit: u.id, roll, target, passed, rule: "PG 5.73" });
  if (!passed) ctx.emit({ type: "movement-stopped", pieces: [u.id], rule: "PG 5.73" });
}

export const crossingHandlers = { cross: (ctx: PgContext, c: CrossCommand) => cross(ctx, c) };

const WORSE = { good: 0, disrupted: 1, demoralized: 2 } as const;

/**
 * PG 5.75: "If the ENG assisting a crossing becomes disrupted or demoralized, so do all friendly units in the hex with
 * it" — each that is in a better state takes the ENG's (and what follows it, `morale.statusChanged`). `eng` is the
 * piece as it stood before its new `status`.
 */
export function engineerShaken(ctx: PgContext, eng: PgUnit, status: "disrupted" | "demoralized"): void {
  if (eng.kind !== "engineer" || eng.work?.kind !== "crossing" || eng.hex === null) return;
  for (const u of [...ctx.state.units.values()]) {
    if (u.id === eng.id || u.side !== eng.side || u.hex !== eng.hex || u.carriedBy !== null || WORSE[u.status] >= WORSE[status]) continue;
    ctx.emit({ type: "status-changed", piece: u.id, status, rule: "PG 5.75" });
    ctx.rules.morale.statusChanged(ctx, u, status);
  }
}
