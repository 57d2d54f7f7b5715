import { distance } from "../../../hex";
import { resultAt } from "../../../data/table-lookup";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { otherSide } from "../state/battle";
import { attackColumns, tableModifier } from "./columns";
import type { Scored } from "./results";
import { fireStrength, type FirePart } from "./strength";
import type { MovingTarget } from "../rules/fire";

/** A direct fire attack the rules allow: its firers and the leaders taking part, at one hex (10.2). */
export interface Attack<B extends ReducedBattle> {
  readonly side: string;
  readonly firers: readonly UnitOf<B>[];
  readonly leaders: readonly LeaderOf<B>[];
  readonly target: number;
  /** Opportunity fire: the moving pieces, the only ones attacked (7.44). */
  readonly moving: MovingTarget<B> | null;
  /** The rule the `fire-resolved` event cites. */
  readonly rule: string;
  /** Names the morale checks it calls for (see `Scored`). */
  readonly cause: string;
  /** 17.3: opportunity fire by a hidden unit at a unit using strategic movement. */
  readonly hiddenFirerStrategic?: boolean;
  /** PG 7.23: what units firing part of their value leave unfired. */
  readonly part?: FirePart<B>;
}

/**
 * 10.2, 7.5–7.52: the attack's strength and columns, one roll read on each attacked piece's column, recorded as
 * `fire-resolved`. The caller places markers and then applies what was scored (`applyResults`).
 */
export function rollAttack<B extends ReducedBattle>(ctx: SeriesContext<B>, attack: Attack<B>): Scored<B> {
  const table = ctx.rules.fire.directTable(ctx);
  const { side, firers, leaders, target, moving } = attack;
  const strength = fireStrength(ctx, side, firers, leaders, attack.part);
  const range = Math.max(...firers.map((u) => distance(ctx.map.hexAt(u.hex!), ctx.map.hexAt(target))));
  const approach = ctx.rules.fire.approach(ctx, firers, target);
  const columns = attackColumns(ctx, table, target, strength.total, range, moving, {
    hex: attack.hiddenFirerStrategic ? tableModifier(table, "hidden-firer-strategic-move") : [],
    ...(approach ? { pieces: approach.pieces, piece: tableModifier(table, approach.modifier) } : {}),
  });
  // 7.52: one roll, read on each piece's column.
  const roll = ctx.roll(table.dice.count, table.dice.sides, "direct-fire");
  const hexResult = resultAt(table, columns.hex.index, roll.total).code;
  const results = columns.pieces.map(({ piece, column }) => {
    const cell = resultAt(table, column.index, roll.total);
    return { piece, column: column.header, result: cell.code, source: cell.provenance.source, ...(column === columns.hex ? {} : { trace: column.trace }) };
  });
  ctx.emit({
    type: "fire-resolved",
    side,
    firers: firers.map((u) => u.id),
    leaders: leaders.map((l) => l.id),
    at: target,
    table: table.id,
    strength: strength.total,
    strengthTrace: strength.trace,
    column: columns.hex.header,
    trace: columns.hex.trace,
    roll,
    results,
    rule: attack.rule,
  });
  approach?.record();
  return { table, owner: otherSide(ctx.state, side), target, hexResult, results, moving, cause: attack.cause };
}
