import type { Modifier } from "../../../core/modifiers";
import { distance } from "../../../hex";
import type { FireTable } from "../../series/data/schemas/fire-table";
import type { PgContext } from "../commands/context";
import { tableShift } from "../fire/table-modifier";

/** PG 15.14: "within three hexes of the target hex". */
export const AA_REACH = 3;

/**
 * PG 15.14, ruling A46: −1 column (the table's `anti-aircraft` modifier) when an undemoralized anti-aircraft unit of a
 * side other than `side` is on the map, not transported, within three hexes of `at`; once, however many there are. A
 * hidden one counts too, and is placed on the board by it (16.6): the −1 tells the attacker it is there.
 */
export function antiAircraft(ctx: PgContext, table: FireTable, side: string, at: number): Modifier[] {
  const target = ctx.map.hexAt(at);
  const guns = [...ctx.state.units.values()].filter((u) => u.side !== side && u.kind === "anti-aircraft" && u.hex !== null && u.carriedBy === null && u.status !== "demoralized" && distance(ctx.map.hexAt(u.hex), target) <= AA_REACH);
  if (!guns.length) return [];
  if (guns.every((u) => u.hidden)) {
    ctx.emit({ type: "revealed", pieces: [guns[0]!.id], rule: "PG 15.14, 16.6" });
    ctx.reveal();
  }
  return tableShift(table, "anti-aircraft");
}
