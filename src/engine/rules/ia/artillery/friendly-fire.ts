import type { TraceEntry } from "../../../core/trace";
import type { IaContext } from "../commands/context";
import { friendlyFire as seriesFriendlyFire } from "../../series/bombardment/friendly-fire";
import { ia1DieTables } from "../data";
import { traced } from "../text";
import { bombardmentTable } from "./bombard";
import { hexId } from "./plan";
import type { Shot } from "./planned-fire";

/**
 * IA1 9.83, 9.84: friendly fire after bombardment fire (not smoke, not a drumfire entry, 9.85) hits `at` (series
 * `friendlyFire`): no modifier to the hit die; the Friendly Fire Number is one die, less one when the fire at `at`
 * totals under 10. `shots`: all the side's fire at `at`.
 */
export function friendlyFire(ctx: IaContext, side: string, at: number, shots: readonly Shot[], cause: string): void {
  const table = bombardmentTable(ctx.fireTables);
  const numberTrace = (die: number, strength: number): TraceEntry[] => {
    const trace = [traced("artillery.friendly-fire-number", die, { roll: die }, "IA1 9.83")];
    if (strength < 10) for (const m of table.friendlyFire!.modifiers.filter((x) => x.id === "weak-bombardment")) trace.push(traced("artillery.weak-bombardment", m.die?.value ?? 0, { strength }, "IA1 9.83"));
    return trace;
  };
  const barrage = { side, firers: shots.map((s) => s.gun), leaders: [], at, strength: shots.reduce((a, s) => a + s.fire, 0), strengthTrace: shots.flatMap((s) => s.trace) };
  seriesFriendlyFire(ctx, barrage, cause, { table, dice: ia1DieTables, hitModifier: 0, numberTrace, rule: "IA1 9.83", hexName: (hex) => hexId(ctx, hex) });
}
