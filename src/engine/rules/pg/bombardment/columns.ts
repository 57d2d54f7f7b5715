import type { Modifier } from "../../../core/modifiers";
import type { FireTable } from "../../series/data/schemas/fire-table";
import type { AttackColumns } from "../../series/fire/columns";
import { terrainModifier } from "../../series/fire/columns";
import { isLoose } from "../../series/fire/hexes";
import type { MovingTarget } from "../../series/rules/fire";
import type { PgContext } from "../commands/context";
import { hexModifiers, pgColumn, pieceModifiers } from "../fire/column-shift";
import type { PgBattle, PgLeader, PgUnit } from "../state";

/**
 * PG 7.5, 7.52, 9.4, 9.51, 12.53: the column of each of `moving`'s pieces — one side's pieces in `at` — for `strength`:
 * the hex's modifiers counting that side's combat units only (4.4), the terrain (7.5) and `extra` (15.14), then each
 * piece's own. Called only for a strength with a column (ruling A18); the table's ends stop every shift (7.51).
 */
export function sideColumns(ctx: PgContext, table: FireTable, at: number, strength: number, moving: MovingTarget<PgBattle>, extra: readonly Modifier[] = []): AttackColumns {
  const side = (moving.units[0] ?? moving.leaders[0])!.side;
  const forHex = [...hexModifiers(ctx.state, table, { target: at, side, distance: 0, opportunity: false }), ...terrainModifier(ctx, table, at), ...extra];
  const hex = pgColumn(table, strength, forHex)!;
  const column = (p: PgUnit | PgLeader) => {
    const own = pieceModifiers(ctx.state, table, p);
    return { piece: p.id, column: own.length ? pgColumn(table, strength, [...forHex, ...own])! : hex };
  };
  return { hex, pieces: [...moving.units.filter(isLoose).map(column), ...moving.leaders.map(column)] };
}
