import { Refusal, refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import { asSpotter, asTarget, sightFor } from "../commands/sight";
import type { IaLeader, IaUnit } from "../state";
import { say } from "../text";
import { isAssaultHex, leadersIn, unitsIn } from "./hexes";

/**
 * The target hex: not an assault hex (10.4), no friendly units (7.24), and at least one enemy unit or leader on the
 * board that every firer can spot (8.1, 7.21, 10.0); a hidden one is not on the board (16.5), so a hex holding only
 * hidden pieces is refused as an empty one is. All pieces in the hex are then affected, spotted or not (8.1).
 */
export function checkTarget(ctx: IaContext, side: string, target: number, firers: readonly IaUnit[]): void {
  const b = ctx.state;
  refuseUnless(!isAssaultHex(b, target), "IA1 10.4", say("target.assault-hex"));
  refuseUnless(
    unitsIn(b, target).every((u) => u.side !== side),
    "IA1 7.24",
    say("target.friendly"),
  );
  const enemies = [...unitsIn(b, target), ...leadersIn(b, target)].filter((p) => p.side !== side && !p.hidden);
  refuseUnless(enemies.length > 0, "IA1 8.1", say("target.no-enemy"));
  const sight = sightFor(ctx);
  for (const f of firers) {
    if (enemies.some((p) => sight.canSpot(asSpotter(f), asTarget(p)))) continue;
    // Say which failed, for the enemy piece most easily spotted: its range, or the line of sight (8.1, 8.4, 8.6).
    const answers = enemies.map((p) => sight.explain(asSpotter(f), asTarget(p)));
    const best = answers.find((x) => x.reason === "blocked") ?? answers[0]!;
    const block = best.los?.sides.find((s) => s.blocked)?.blocked;
    throw new Refusal(
      "IA1 8.1",
      block
        ? say("target.blocked", { unit: f.name, hex: `${block.col},${block.row}`, why: block.label, losRule: block.rule })
        : say("target.out-of-range", { unit: f.name, range: best.range, spotting: best.spottingRange }),
    );
  }
}

/**
 * What opportunity fire reaches (IA1 7.43, 7.63, 8.3): the moving unit (a transport's cargo shares its fate, 5.64)
 * and the leaders moving with it (6.4), or a leader moving alone; nothing else in the hex.
 */
export interface MovingTarget {
  readonly units: readonly IaUnit[];
  readonly leaders: readonly IaLeader[];
}
