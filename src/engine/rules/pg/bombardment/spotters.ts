import { asTarget } from "../../series/los/target";
import { unitsAt } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";
import type { PgLeader, PgUnit } from "../state";

/** PG 9.1: a friendly, undemoralized regular leader (a cavalry leader too; never a tank leader, who is no piece, 3.3) spots for bombardment. */
export const spotsForBombardment = (l: PgLeader): boolean => l.hex !== null && l.status !== "demoralized" && (l.kind === "regular" || l.kind === "cavalry");

/** The enemy units in `at` that `side` knows of (hidden ones are not on the board, 16.6). */
export const knownEnemyUnits = (ctx: PgContext, side: string, at: number): PgUnit[] => unitsAt(ctx.state, at).filter((u) => u.side !== side && !u.hidden);

/** Whether one of `spotters` can spot one of `targets` (8.0); a target of null is the hex itself (16.11, ruling A45). */
export function spots(ctx: PgContext, spotters: readonly (PgUnit | PgLeader)[], at: number, targets: readonly PgUnit[] | null): boolean {
  const sight = ctx.rules.sight.of(ctx);
  const against = targets ? targets.map(asTarget) : [asTarget({ hex: at, hidden: false })];
  return spotters.some((s) => {
    const spotter = ctx.rules.sight.spotter(s);
    return against.some((t) => sight.canSpot(spotter, t));
  });
}

/** PG 9.1 (9.2, ruling A20 with `units`): `side`'s 9.1 leaders on the map, and with `units` its units there too. */
export function friendlySpotters(ctx: PgContext, side: string, units: boolean): (PgUnit | PgLeader)[] {
  const b = ctx.state;
  const leaders = [...b.leaders.values()].filter((l) => l.side === side && spotsForBombardment(l));
  return units ? [...[...b.units.values()].filter((u) => u.side === side && u.hex !== null), ...leaders] : leaders;
}
