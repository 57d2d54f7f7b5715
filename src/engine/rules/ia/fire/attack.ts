import { distance } from "../../../hex";
import { resultAt } from "../../../data/table-lookup";
import type { FireTable, FireTableSet } from "../../series/data/schemas/fire-table";
import type { IaContext } from "../commands/context";
import { otherSide, type IaLeader, type IaUnit } from "../state";
import { flankingFire } from "../optional/flanking-fire";
import { attackColumns } from "./columns";
import type { Scored } from "./results";
import { fireStrength } from "./strength";
import type { MovingTarget } from "./target";

/** A direct fire attack the rules allow: its firers and the leaders taking part, at one hex (IA1 10.2). */
export interface Attack {
  readonly side: string;
  readonly firers: readonly IaUnit[];
  readonly leaders: readonly IaLeader[];
  readonly target: number;
  /** Opportunity fire: the moving pieces, the only ones attacked (7.43). */
  readonly moving: MovingTarget | null;
  /** The rule the `fire-resolved` event cites. */
  readonly rule: string;
  /** Names the morale checks it calls for (see `Scored`). */
  readonly cause: string;
  /** IA1 17.3: opportunity fire by a hidden unit at a unit using strategic movement. */
  readonly hiddenFirerStrategic?: boolean;
}

/** The fire table of kind `direct` in play (IA1 10.2). */
function directFireTable(tables: FireTableSet): FireTable {
  const table = tables.tables.find((t) => t.kind === "direct");
  if (!table) throw new Error(`${tables.name} has no direct fire table`);
  return table;
}

/**
 * IA1 10.2, 7.5–7.52: the attack's strength and columns, one roll read on each attacked piece's column, recorded as
 * `fire-resolved`. The caller places markers and then applies what was scored (`applyResults`).
 */
export function rollAttack(ctx: IaContext, attack: Attack): Scored {
  const table = directFireTable(ctx.fireTables);
  const { side, firers, leaders, target, moving } = attack;
  const strength = fireStrength(ctx, side, firers, leaders);
  const range = Math.max(...firers.map((u) => distance(ctx.map.hexAt(u.hex!), ctx.map.hexAt(target))));
  const flanking = flankingFire(ctx, firers, target);
  const columns = attackColumns(ctx, table, target, strength.total, range, moving, { flanked: flanking?.flanked, hiddenFirerStrategic: attack.hiddenFirerStrategic });
  // IA1 7.52: one roll, read on each piece's column.
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
  if (flanking) ctx.emit(flanking.record);
  return { table, owner: otherSide(ctx.state, side), target, hexResult, results, moving, cause: attack.cause };
}
