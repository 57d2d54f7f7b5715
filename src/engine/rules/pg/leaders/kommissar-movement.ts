import { cheapestToGoals } from "../../../map/cheapest-routes";
import { refuseUnless } from "../../../core/refusal";
import type { MovementCommand } from "../../series/commands/shapes";
import type { PgContext } from "../commands/context";
import { pgEntryCost } from "../movement/cost";
import type { PgLeader } from "../state";
import { say } from "../text";

/** PG 6.6: the cost for Kommissar `k` of entering `to` from `from` (null: he may not); an "all MPs" hex costs his allowance of 4. */
const kommissarCost = (ctx: PgContext, k: PgLeader) => (from: number, to: number) => {
  const cost = pgEntryCost(ctx.state, ctx.map, ctx.tec, k, from, to);
  return "prohibited" in cost ? null : cost.mp === "all" ? 4 : cost.mp;
};

/**
 * PG 6.61, 6.66 (ruling A38): a Kommissar "must move to the nearest demoralized friendly unit by the shortest route (in
 * terms of MP cost)": each hex he enters lies on a cheapest route to the nearest one (the owner picks among equals);
 * stacked with one he stays. With none demoralized he moves freely; with two KOMs of his side and one demoralized unit,
 * he need not move toward it when the other is as near (6.66).
 */
export function checkKommissarStep(ctx: PgContext, c: MovementCommand): void {
  const b = ctx.state;
  const k = b.leaders.get(c.piece);
  if (k === undefined || k.kind !== "kommissar" || k.hex === null) return;
  const demoralized = [...b.units.values()].filter((u) => u.side === k.side && u.hex !== null && u.carriedBy === null && u.status === "demoralized");
  if (!demoralized.length) return;
  const enter = kommissarCost(ctx, k);
  const routes = cheapestToGoals(ctx.map, [...new Set(demoralized.map((u) => u.hex!))], enter);
  const here = routes.get(k.hex);
  if (here === undefined) return;
  const others = [...b.leaders.values()].filter((o) => o.id !== k.id && o.side === k.side && o.kind === "kommissar" && o.hex !== null);
  if (others.length === 1 && demoralized.length === 1 && (routes.get(others[0]!.hex!) ?? Infinity) <= here) return;
  const step = enter(k.hex, c.to);
  const there = routes.get(c.to);
  refuseUnless(step !== null && there !== undefined && step + there === here, "PG 6.61", say("kommissar.route", { kommissar: k.name, mp: here }));
}
