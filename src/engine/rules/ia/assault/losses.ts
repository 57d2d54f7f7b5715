import type { FireTable } from "../../series/data/schemas/fire-table";
import type { IaContext } from "../commands/context";
import type { FireTargetResult, LossCategory } from "../events";
import type { MoraleStatus } from "../state";
import { say } from "../text";

/** IA1 7.62: the example takes the wagon first, then the INF unit. */
const CATEGORIES: readonly LossCategory[] = ["transport", "combat"];
const RANK: Record<MoraleStatus, number> = { good: 0, disrupted: 1, demoralized: 2 };

/**
 * IA1 7.62: a 1, 2 or 3 on the Assault Table costs that many steps in each category (combat units, transports) among
 * the units it was scored against. The first loss of each category goes to a unit with the best current morale status
 * (good order, then disrupted, then demoralized), the owner choosing among equals; the second and third to any unit of
 * the category. Results on different columns do not spill over (7.52). Returns the combat-unit losses left over for
 * want of units (6.71).
 */
export function allocateAssaultLosses(ctx: IaContext, table: FireTable, owner: string, scored: readonly FireTargetResult[], cause: string): number {
  const byResult = new Map<string, string[]>();
  for (const s of scored) if (ctx.state.units.has(s.piece) && table.results[s.result]!.steps > 0) byResult.set(s.result, [...(byResult.get(s.result) ?? []), s.piece]);
  let leftover = 0;
  for (const [result, ids] of byResult) {
    const steps = table.results[result]!.steps;
    for (const category of CATEGORIES)
      for (let n = 1; n <= steps; n++) {
        const standing = ids.map((id) => ctx.state.units.get(id)).filter((u) => u !== undefined && u.carriedBy === null && (u.kind !== "TRANSPORT") === (category === "combat"));
        if (!standing.length) {
          if (category === "combat") leftover += steps - n + 1;
          break;
        }
        const best = Math.min(...standing.map((u) => RANK[u!.status]));
        const options = (n === 1 ? standing.filter((u) => RANK[u!.status] === best) : standing).map((u) => u!.id);
        const unit =
          options.length === 1
            ? options[0]!
            : ctx.decide({
                id: `loss:${cause}:${result}:${category}:${n}`,
                kind: "loss-allocation",
                side: owner,
                prompt: say(category === "combat" ? "fire.loss-combat-unit" : "fire.loss-transport", { result, loss: n, steps }),
                options,
                default: options[0]!,
                rule: "IA1 7.62",
              });
        ctx.emit({ type: "loss-allocated", unit, category, result, rule: "IA1 7.62" });
        ctx.emit({ type: "steps-lost", unit, steps: 1, rule: "IA1 7.62" });
      }
  }
  return leftover;
}
