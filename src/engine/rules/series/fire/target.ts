import { Refusal, refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { asTarget } from "../los/target";
import { isAssaultHex } from "../movement/step";
import type { UnitOf } from "../rules/leadership";
import { leadersAt, unitsAt } from "../state/occupancy";

/**
 * The target hex: not an assault hex (10.4), no friendly units (7.24), and at least one enemy unit or leader on the
 * board that every firer can spot (8.0, 7.21, 10.0); a hidden one is not on the board (16.6), so a hex holding only
 * hidden pieces is refused as an empty one is. All pieces in the hex are then affected, spotted or not (8.0).
 */
export function checkTarget<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, target: number, firers: readonly UnitOf<B>[]): void {
  const { cite, say } = ctx.rules;
  const b = ctx.state;
  refuseUnless(!isAssaultHex(ctx, target), cite("10.4"), say("target.assault-hex"));
  refuseUnless(
    unitsAt(b, target).every((u) => u.side !== side),
    cite("7.24"),
    say("target.friendly"),
  );
  const enemies = [...unitsAt(b, target), ...leadersAt(b, target)].filter((p) => p.side !== side && !p.hidden);
  refuseUnless(enemies.length > 0, cite("8.0"), say("target.no-enemy"));
  const sight = ctx.rules.sight.of(ctx);
  for (const f of firers) {
    const spotter = ctx.rules.sight.spotter(f);
    if (enemies.some((p) => sight.canSpot(spotter, asTarget(p)))) continue;
    // Say which failed, for the enemy piece most easily spotted: its range, or the line of sight (8.0, 8.1, 8.3).
    const answers = enemies.map((p) => sight.explain(spotter, asTarget(p)));
    const best = answers.find((x) => x.reason === "blocked") ?? answers[0]!;
    const block = best.los?.sides.find((s) => s.blocked)?.blocked;
    throw new Refusal(
      cite("8.0"),
      block
        ? say("target.blocked", { unit: f.name, hex: `${block.col},${block.row}`, why: block.label, losRule: block.rule })
        : say("target.out-of-range", { unit: f.name, range: best.range, spotting: best.spottingRange }),
    );
  }
}
