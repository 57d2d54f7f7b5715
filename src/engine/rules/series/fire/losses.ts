import type { SeriesContext } from "../context";
import type { FireTable } from "../data/schemas/fire-table";
import type { ReducedBattle } from "../events/types";
import type { UnitOf } from "../rules/leadership";

const CATEGORIES = ["combat", "transport"] as const;

/**
 * 7.61, 7.52: an X, 2X or 3X costs one, two or three steps in each category among the units it was scored against; the
 * owner picks the unit for each loss among those the game offers (`fire.lossOptions`; default: the first); losses a
 * category has no unit left for are ignored, and a result against some units never spills over to others (7.52). A
 * transport's loss eliminates its cargo (7.6).
 */
export function allocateLosses<B extends ReducedBattle>(ctx: SeriesContext<B>, table: FireTable, owner: string, scored: readonly { readonly piece: string; readonly result: string }[]): void {
  const { cite, say, fire } = ctx.rules;
  const byResult = new Map<string, UnitOf<B>[]>();
  for (const s of scored) {
    const u = ctx.state.units.get(s.piece) as UnitOf<B> | undefined;
    if (u && table.results[s.result]!.steps > 0) byResult.set(s.result, [...(byResult.get(s.result) ?? []), u]);
  }
  for (const [result, units] of byResult) {
    const steps = table.results[result]!.steps;
    for (const category of CATEGORIES) {
      const taken: string[] = [];
      for (let n = 1; n <= steps; n++) {
        const options = fire.lossOptions(ctx.state, { result, steps, units }, category, taken);
        if (options.length === 0) break;
        const unit =
          options.length === 1
            ? options[0]!
            : ctx.decide({
                id: `loss:${result}:${category}:${n}`,
                kind: "loss-allocation",
                side: owner,
                prompt: say(category === "combat" ? "fire.loss-combat-unit" : "fire.loss-transport", { result, loss: n, steps }),
                options: [...options],
                default: options[0]!,
                rule: cite("7.61"),
              });
        taken.push(unit);
        ctx.emit({ type: "loss-allocated", unit, category, result, rule: cite("7.61") });
        ctx.emit({ type: "steps-lost", unit, steps: 1, rule: cite("7.61") });
      }
    }
  }
}
