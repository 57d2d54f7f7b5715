import { neighbours } from "../../../hex";
import { resultAt } from "../../../data/table-lookup";
import type { TraceEntry } from "../../../core/trace";
import type { IaContext } from "../commands/context";
import { isLoose, leadersIn, unitsIn } from "../fire/hexes";
import { applyResults } from "../../series/fire/results";
import { traced } from "../text";
import { bombardmentTable } from "./bombard";
import { dieResult } from "./die-tables";
import { hexId } from "./plan";
import type { Shot } from "./planned-fire";

/**
 * IA1 9.83, 9.84: after bombardment fire (not smoke, not a drumfire entry, 9.85) hits `at`, each adjacent hex holding
 * the firing side's units or leaders is rolled for: 1–2 and it is hit. Its Friendly Fire Number is one die, less one
 * when the fire at `at` totals under 10, read on the table's Friendly Fire Numbers line for a column; an attack on that
 * column, with no column modifiers, falls on the firing side's pieces there only. `shots`: all the side's fire at `at`.
 */
export function friendlyFire(ctx: IaContext, side: string, at: number, shots: readonly Shot[], cause: string): void {
  const table = bombardmentTable(ctx.fireTables);
  const line = table.friendlyFire;
  if (!line) throw new Error(`${table.name} has no Friendly Fire Numbers line (IA1 9.83)`);
  const strength = shots.reduce((a, s) => a + s.fire, 0);
  for (const h of neighbours(ctx.map.hexAt(at)).filter((x) => ctx.map.contains(x))) {
    const hex = ctx.map.indexOf(h);
    const own = () => ({ units: unitsIn(ctx.state, hex).filter((u) => u.side === side), leaders: leadersIn(ctx.state, hex).filter((l) => l.side === side) });
    if (!own().units.length && !own().leaders.length) continue;
    const name = hexId(ctx, hex);
    const check = ctx.roll(1, 6, `friendly-fire:${name}`);
    const hit = dieResult("friendly-fire-hit", check.total) === "hit";
    ctx.emit({ type: "friendly-fire-rolled", side, at: hex, target: at, roll: check, hit, rule: "IA1 9.83" });
    if (!hit) continue;
    const die = ctx.roll(line.dice.count, line.dice.sides, `friendly-fire-number:${name}`);
    const trace: TraceEntry[] = [traced("artillery.friendly-fire-number", die.total, { roll: die.total }, "IA1 9.83")];
    if (strength < 10) for (const m of line.modifiers.filter((x) => x.id === "weak-bombardment")) trace.push(traced("artillery.weak-bombardment", m.die?.value ?? 0, { strength }, "IA1 9.83"));
    const number = trace.reduce((a, t) => a + t.value, 0);
    const header = line.columns[String(number)]!.value;
    const index = table.columns.findIndex((c) => c.value === header);
    const roll = ctx.roll(table.dice.count, table.dice.sides, "friendly-fire");
    const moving = own();
    const results = [...moving.units.filter(isLoose), ...moving.leaders].map((p) => {
      const cell = resultAt(table, index, roll.total);
      return { piece: p.id, column: header, result: cell.code, source: cell.provenance.source };
    });
    const firers = shots.map((s) => s.gun);
    ctx.emit({ type: "fire-resolved", side, firers, leaders: [], at: hex, table: table.id, strength, strengthTrace: shots.flatMap((s) => s.trace), column: header, trace, roll, results, rule: "IA1 9.83" });
    applyResults(ctx, { table, owner: side, target: hex, hexResult: resultAt(table, index, roll.total).code, results, moving, cause: `${cause}:friendly-fire@${name}` });
  }
}
