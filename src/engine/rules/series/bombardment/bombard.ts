import { resultAt } from "../../../data/table-lookup";
import type { TraceEntry } from "../../../core/trace";
import type { SeriesContext } from "../context";
import type { FireTable, FireTableSet } from "../data/schemas/fire-table";
import type { ReducedBattle } from "../events/types";
import type { AttackColumns } from "../fire/columns";
import { applyResults } from "../fire/results";
import type { MoraleOutcome } from "../morale/morale-check";
import type { MovingTarget } from "../rules/fire";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { leadersAt, unitsAt } from "../state/occupancy";
import type { BombardmentEvent } from "./events";

/** A series context whose game publishes the bombardment events (series/bombardment/events.ts). */
export type BombardContext<B extends ReducedBattle> = SeriesContext<B> & { emit(e: BombardmentEvent): void };

/** The fire table of kind `bombardment` in play (PG 9.4, IA1 9.3). */
export function bombardmentTable(tables: FireTableSet): FireTable {
  const table = tables.tables.find((t) => t.kind === "bombardment");
  if (!table) throw new Error(`${tables.name} has no bombardment table`);
  return table;
}

/** One bombardment at a hex: who fires it, its total strength and how it was reached (PG 9.4, IA1 9.3). */
export interface Barrage {
  readonly side: string;
  /** The units or off-board factors firing (the event's `firers`). */
  readonly firers: readonly string[];
  /** The leaders taking part (PG 9.3 combining across hexes). */
  readonly leaders: readonly string[];
  readonly at: number;
  readonly strength: number;
  readonly strengthTrace: readonly TraceEntry[];
}

/** The sides with pieces in `hex`, the enemy's first: each is attacked on its own (PG 9.51, 12.53; IA1 9.81, 9.82). */
export function sidesIn<B extends ReducedBattle>(ctx: Pick<SeriesContext<B>, "state">, side: string, hex: number): MovingTarget<B>[] {
  const b = ctx.state;
  const units = unitsAt(b, hex) as UnitOf<B>[];
  const leaders = leadersAt(b, hex) as LeaderOf<B>[];
  return [...b.sides.map((s) => s.id).filter((s) => s !== side), side]
    .map((s) => ({ units: units.filter((u) => u.side === s), leaders: leaders.filter((l) => l.side === s) }))
    .filter((t) => t.units.length + t.leaders.length > 0);
}

/** PG 9.4, 16.6 (IA1 16.5): every piece in the hex is affected, so hidden ones are placed on the board before the fire. */
export function revealTargets<B extends ReducedBattle>(ctx: SeriesContext<B>, at: number, rule: string): void {
  const hidden = [...unitsAt(ctx.state, at), ...leadersAt(ctx.state, at)].filter((p) => p.hidden).map((p) => p.id);
  if (!hidden.length) return;
  ctx.emit({ type: "revealed", pieces: hidden, rule });
  ctx.reveal();
}

/**
 * PG 9.4, 7.52 (IA1 9.3, 9.71): the barrage against `moving`, the pieces of one side in its hex: `columns` figures each
 * piece's column for them alone (9.51), two dice, the results applied to them. Returns the morale checks it caused.
 */
export function attackSide<B extends ReducedBattle>(ctx: BombardContext<B>, table: FireTable, barrage: Barrage, moving: MovingTarget<B>, columns: AttackColumns, rule: string, cause: string): MoraleOutcome[] {
  const owner = (moving.units[0] ?? moving.leaders[0])!.side;
  const roll = ctx.roll(table.dice.count, table.dice.sides, "bombardment");
  const results = columns.pieces.map(({ piece, column }) => {
    const cell = resultAt(table, column.index, roll.total);
    return { piece, column: column.header, result: cell.code, source: cell.provenance.source, ...(column === columns.hex ? {} : { trace: column.trace }) };
  });
  const { side, firers, leaders, at, strength, strengthTrace } = barrage;
  ctx.emit({ type: "fire-resolved", side, firers, leaders, at, table: table.id, strength, strengthTrace, column: columns.hex.header, trace: columns.hex.trace, roll, results, rule });
  const hexResult = resultAt(table, columns.hex.index, roll.total).code;
  return applyResults(ctx, { table, owner, target: at, hexResult, results, moving, cause });
}

/** How a game bombards a hex: the columns of one side's pieces, the citation of each attack, and a fire with no effect. */
export interface HexBombardment<B extends ReducedBattle> {
  readonly table: FireTable;
  /** The rule the revealing of hidden pieces cites. */
  readonly revealRule: string;
  columns(moving: MovingTarget<B>): AttackColumns;
  /** The rule an attack on `owner`'s pieces cites; `assault`: both sides are in the hex. */
  rule(owner: string, assault: boolean): string;
  cause(owner: string): string;
  /** No roll: no pieces in the hex, or a strength below the first column. */
  ineffective(): void;
}

/**
 * PG 9.4, 9.51, 12.53 (IA1 9.3, 9.81, 9.82): one bombardment of a hex — its hidden pieces placed on the board first —
 * on every unit and leader in it, each side's pieces on columns figured for them alone. An empty hex, or a total below
 * the table's first column, is not rolled for (PG ruling A18).
 */
export function bombardHex<B extends ReducedBattle>(ctx: BombardContext<B>, barrage: Barrage, how: HexBombardment<B>): void {
  revealTargets(ctx, barrage.at, how.revealRule);
  const targets = sidesIn(ctx, barrage.side, barrage.at);
  if (!targets.length || barrage.strength < how.table.columns[0]!.value) return how.ineffective();
  const assault = targets.length > 1;
  for (const moving of sidesIn(ctx, barrage.side, barrage.at)) {
    const owner = (moving.units[0] ?? moving.leaders[0])!.side;
    attackSide(ctx, how.table, barrage, moving, how.columns(moving), how.rule(owner, assault), how.cause(owner));
  }
}
