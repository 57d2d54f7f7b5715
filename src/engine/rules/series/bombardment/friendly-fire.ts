import { neighbours } from "../../../hex";
import { resultAt } from "../../../data/table-lookup";
import type { TraceEntry } from "../../../core/trace";
import type { DieTable } from "../../../data/schemas/die-table";
import type { ReducedBattle } from "../events/types";
import { isLoose } from "../fire/hexes";
import { applyResults } from "../fire/results";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { leadersAt, unitsAt } from "../state/occupancy";
import type { FireTable } from "../data/schemas/fire-table";
import type { Barrage, BombardContext } from "./bombard";
import { dieResult } from "./die-tables";

/** Where the games' friendly fire differs (PG 9.52, IA1 9.83). */
export interface FriendlyFireRules {
  /** The Bombardment Table in play, with its Friendly Fire Numbers line. */
  readonly table: FireTable;
  /** The die tables holding `friendly-fire-hit`. */
  readonly dice: { readonly name: string; readonly tables: readonly DieTable[] };
  /** Added to the hit die (PG 9.52: +1 for German, British or American fire; IA1: none). */
  readonly hitModifier: number;
  /** The Friendly Fire Number's trace from its die (IA1 9.83: −1 when the fire totals under 10). */
  numberTrace(die: number, strength: number): TraceEntry[];
  readonly rule: string;
  /** A hex's name for the dice and the cause (IA: its map label). */
  hexName(hex: number): string;
}

/**
 * PG 9.52, 9.53 (IA1 9.83, 9.84): after bombardment hits `barrage.at`, each adjacent hex holding the firing side's units
 * or leaders is rolled for: 1–2 (after the game's modifier) and it is hit. Its Friendly Fire Number, read on the
 * Bombardment Table's Friendly Fire Numbers line for a column, gives an attack with no column modifiers that falls on
 * the firing side's pieces there only; the target hex is still bombarded (9.53).
 */
export function friendlyFire<B extends ReducedBattle>(ctx: BombardContext<B>, barrage: Barrage, cause: string, rules: FriendlyFireRules): void {
  const { table } = rules;
  const line = table.friendlyFire;
  if (!line) throw new Error(`${table.name} has no Friendly Fire Numbers line (${rules.rule})`);
  const { side, at, strength } = barrage;
  for (const h of neighbours(ctx.map.hexAt(at)).filter((x) => ctx.map.contains(x))) {
    const hex = ctx.map.indexOf(h);
    const own = () => ({ units: (unitsAt(ctx.state, hex) as UnitOf<B>[]).filter((u) => u.side === side), leaders: (leadersAt(ctx.state, hex) as LeaderOf<B>[]).filter((l) => l.side === side) });
    if (!own().units.length && !own().leaders.length) continue;
    const name = rules.hexName(hex);
    const check = ctx.roll(1, 6, `friendly-fire:${name}`);
    const hit = dieResult(rules.dice, "friendly-fire-hit", check.total + rules.hitModifier) === "hit";
    ctx.emit({ type: "friendly-fire-rolled", side, at: hex, target: at, roll: check, ...(rules.hitModifier ? { modifier: rules.hitModifier } : {}), hit, rule: rules.rule });
    if (!hit) continue;
    const die = ctx.roll(line.dice.count, line.dice.sides, `friendly-fire-number:${name}`);
    const trace = rules.numberTrace(die.total, strength);
    const number = trace.reduce((a, t) => a + t.value, 0);
    const header = line.columns[String(number)]!.value;
    const index = table.columns.findIndex((c) => c.value === header);
    const roll = ctx.roll(table.dice.count, table.dice.sides, "friendly-fire");
    const moving = own();
    const results = [...moving.units.filter(isLoose), ...moving.leaders].map((p) => {
      const cell = resultAt(table, index, roll.total);
      return { piece: p.id, column: header, result: cell.code, source: cell.provenance.source };
    });
    ctx.emit({ type: "fire-resolved", side, firers: barrage.firers, leaders: barrage.leaders, at: hex, table: table.id, strength, strengthTrace: barrage.strengthTrace, column: header, trace, roll, results, rule: rules.rule });
    applyResults(ctx, { table, owner: side, target: hex, hexResult: resultAt(table, index, roll.total).code, results, moving, cause: `${cause}:friendly-fire@${name}` });
  }
}
