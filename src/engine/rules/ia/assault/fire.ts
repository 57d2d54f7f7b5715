import type { FireTable, FireTableSet } from "../../series/data/schemas/fire-table";
import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import { say } from "../text";
import { assaultColumns, readResults, type AssaultFire } from "./columns";
import type { AssaultScore } from "./results";
import { assaultStrength } from "./strength";

/** The Assault Table in play (IA1 12.3): refused when the tables in play have none. */
export function assaultTable(tables: FireTableSet): FireTable {
  const table = tables.tables.find((t) => t.kind === "assault");
  refuseUnless(table !== undefined, "IA1 12.3", say("assault.no-table", { tables: tables.name }));
  return table;
}

/**
 * IA1 12.3: one side's fire on the Assault Table — its strength, its column and modifiers, one die — recorded as
 * `fire-resolved`; null when the strength has no column (below the table: no attack, no roll).
 */
export function assaultFire(ctx: IaContext, table: FireTable, hex: number, f: AssaultFire, cause: string, rule: string): AssaultScore | null {
  const strength = assaultStrength(ctx, f.side, f.units, f.leaders);
  const columns = assaultColumns(ctx, table, hex, strength.total, f);
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
  return { table, owner, hex, results, cause, inHex: f.role !== "harassing" };
}
