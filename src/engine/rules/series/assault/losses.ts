import type { SeriesContext } from "../context";
import type { FireTable } from "../data/schemas/fire-table";
import type { FireTargetResult, ReducedBattle } from "../events/types";
import type { UnitOf } from "../rules/leadership";
import type { AssaultRules } from "../rules/assault";

/** 7.63 (IA1 7.62): the examples take the trucks (wagon) first, then the combat units. */
const CATEGORIES = ["transport", "combat"] as const;

/**
 * 7.63 (IA1 7.62): a 1, 2 or 3 on the Assault Table costs that many steps in each category (combat units; wagons,
 * trucks and sledges) among the units it was scored against, each loss to a unit the game offers (`lossOptions`: the
 * first to one of the best morale status), the owner choosing among them. Results on different columns do not spill
 * over (7.52). Returns the combat-unit losses left over for want of units.
 */
export function allocateAssaultLosses<B extends ReducedBattle, C extends SeriesContext<B>>(
  ctx: C,
  rules: AssaultRules<B, C>,
  table: FireTable,
  owner: string,
  scored: readonly FireTargetResult[],
  cause: string,
  exempt?: ReadonlySet<string>,
): number {
  const { cite, say } = ctx.rules;
  const byResult = new Map<string, UnitOf<B>[]>();
  for (const s of scored) {
    const u = ctx.state.units.get(s.piece) as UnitOf<B> | undefined;
    if (u && u.carriedBy === null && table.results[s.result]!.steps > 0) byResult.set(s.result, [...(byResult.get(s.result) ?? []), u]);
  }
  let leftover = 0;
  for (const [result, units] of byResult) {
    const steps = table.results[result]!.steps;
    const scope = { result, steps, units, ...(exempt ? { exempt } : {}) };
    for (const category of CATEGORIES) {
      const taken: string[] = [];
      for (let n = 1; n <= steps; n++) {
        const options = [...rules.lossOptions(ctx.state, scope, category, taken)];
        if (!options.length) {
          if (category === "combat") leftover += steps - n + 1;
          break;
        }
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
                rule: cite("7.63"),
              });
        taken.push(unit);
        ctx.emit({ type: "loss-allocated", unit, category, result, rule: cite("7.63") });
        ctx.emit({ type: "steps-lost", unit, steps: 1, rule: cite("7.63") });
      }
    }
  }
  return leftover;
}
