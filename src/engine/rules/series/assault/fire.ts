import type { SeriesContext } from "../context";
import type { FireTable } from "../data/schemas/fire-table";
import type { ReducedBattle } from "../events/types";
import type { AssaultFire, AssaultRules } from "../rules/assault";
import { assaultColumns, readResults } from "./columns";
import type { AssaultScore } from "./results";
import { assaultStrength } from "./strength";

/**
 * 12.4 (IA1 12.3): one side's fire on the Assault Table — its strength, its column and modifiers, one die — recorded as
 * `fire-resolved`; null when the strength has no column (below the table: no attack, no roll).
 */
export function assaultFire<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, rules: AssaultRules<B, C>, table: FireTable, hex: number, f: AssaultFire<B>, cause: string, rule: string): AssaultScore | null {
  const strength = assaultStrength(ctx, rules, f);
  const columns = assaultColumns(ctx, rules, table, hex, strength.total, f);
  if (columns === null) return null;
  const roll = ctx.roll(table.dice.count, table.dice.sides, cause);
  const results = readResults(table, columns, roll.total);
  ctx.emit({
    type: "fire-resolved",
    side: f.side,
    firers: f.units.map((u) => u.id),
    leaders: f.leaders.map((l) => l.id),
    at: hex,
    table: table.id,
    strength: strength.total,
    strengthTrace: strength.trace,
    column: columns.header,
    trace: columns.trace,
    roll,
    results,
    rule,
  });
  const owner = f.targets[0]?.side ?? f.targetLeaders[0]?.side ?? "";
  return { table, owner, hex, results, cause, inHex: f.role !== "harassing", ...(f.exempt ? { exempt: f.exempt } : {}) };
}
