import type { FireTable } from "../../series/data/schemas/fire-table";
import type { IaContext } from "../commands/context";
import type { LossCategory } from "../events";
import { isCombatUnit } from "./hexes";
import { say } from "../text";

const CATEGORIES: readonly LossCategory[] = ["combat", "transport"];

/**
 * IA1 7.61, 7.52: an X, 2X or 3X costs one, two or three steps in each category among the units it was scored
 * against; the owner picks the unit for each loss (default: the first still standing); losses a category has
 * no unit left for are ignored, and a result against some units never spills over to others (7.52).
 * A transport's loss eliminates its cargo (7.6).
 */
export function allocateLosses(ctx: IaContext, table: FireTable, owner: string, scored: readonly { readonly piece: string; readonly result: string }[]): void {
  const byResult = new Map<string, string[]>();
  for (const s of scored) if (ctx.state.units.has(s.piece) && table.results[s.result]!.steps > 0) byResult.set(s.result, [...(byResult.get(s.result) ?? []), s.piece]);
  for (const [result, ids] of byResult) {
    const steps = table.results[result]!.steps;
    for (const category of CATEGORIES)
      for (let n = 1; n <= steps; n++) {
        const standing = ids.filter((id) => {
          const u = ctx.state.units.get(id);
          return u !== undefined && isCombatUnit(u) === (category === "combat");
        });
        if (standing.length === 0) break;
        const unit =
          standing.length === 1
            ? standing[0]!
            : ctx.decide({
                id: `loss:${result}:${category}:${n}`,
                kind: "loss-allocation",
                side: owner,
                prompt: say(category === "combat" ? "fire.loss-combat-unit" : "fire.loss-transport", { result, loss: n, steps }),
                options: standing,
                default: standing[0]!,
                rule: "IA1 7.61",
              });
        ctx.emit({ type: "loss-allocated", unit, category, result, rule: "IA1 7.61" });
        ctx.emit({ type: "steps-lost", unit, steps: 1, rule: "IA1 7.61" });
      }
  }
}
