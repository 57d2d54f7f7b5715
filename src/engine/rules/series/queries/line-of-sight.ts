import type { TraceEntry } from "../../../core/trace";
import type { Side } from "../../../los";
import type { ReducedBattle } from "../events/types";
import { asTarget } from "../los/target";
import type { SightRules } from "../rules/sight";
import type { SightView } from "./spotted";

/** One side of the line (both, along hex spines): the hexes it passes and where it is blocked. */
export interface LineSideAnswer {
  readonly side: Side;
  /** The hexes between the ends, in order. */
  readonly hexes: readonly number[];
  readonly clear: boolean;
  /** `fallback`: the text a game's record cites in place of its own missing one (core/rule-fallback; the game's query marks it). */
  readonly blocked?: { readonly hex: number; readonly id: string; readonly label: string; readonly rule: string; readonly fallback?: string };
}

/** What the LOS tool shows for two hexes (8.0–8.42; IA1 8.4–8.7; IA2 7.1–7.56). */
export interface LineOfSightAnswer {
  readonly from: number;
  readonly to: number;
  readonly range: number;
  /** The spotting range from `from` to whatever stands in `to`, with every contribution. */
  readonly spottingRange: number;
  readonly trace: readonly TraceEntry[];
  readonly spotted: boolean;
  /** Which test failed when not spotted: the range, or the line (blocked). */
  readonly reason: "spotted" | "out-of-range" | "blocked";
  readonly clear: boolean;
  /** The line runs along hex spines: both sides are shown, and the one used (8.35, IA1 8.65; IA2 7.56, kept for the turn). */
  readonly spine: boolean;
  readonly side?: Side;
  readonly fixedEarlier?: boolean;
  /** Both sides blocked at one hexside (IA1 8.61, IA2 7.51). */
  readonly hexside?: boolean;
  readonly sides: readonly LineSideAnswer[];
}

/**
 * The LOS tool's answer between two hexes for the battle as `view` shows it: the line, the range, the spotting range
 * with its trace, and the blocking hex or hexside with its rule. `target`, a piece the asking side knows in `to`, sets
 * what is spotted (its SPOTTED marker, hidden); otherwise an unmarked piece standing in `to` (its terrain still conceals).
 */
export function lineOfSight<B extends ReducedBattle>(view: SightView<B>, rules: SightRules<B>, from: number, to: number, target?: string): LineOfSightAnswer {
  const sight = rules.of(view);
  const p = target === undefined ? undefined : (view.state.units.get(target) ?? view.state.leaders.get(target));
  const spot = sight.explain({ hex: from }, p && p.hex === to ? asTarget(p) : { hex: to });
  const los = spot.los ?? sight.los.explain(from, to);
  const a = view.map.hexAt(from);
  const b = view.map.hexAt(to);
  const line = sight.los.lines.get(b.q - a.q, b.r - a.r);
  const sides = los.sides.map((s): LineSideAnswer => {
    const cells = s.side === "left" ? line.left : line.right;
    return {
      side: s.side,
      hexes: [...cells.offsets].map((o) => from + o),
      clear: s.clear,
      ...(s.blocked ? { blocked: { hex: view.map.indexOf(s.blocked.hex), id: s.blocked.id, label: s.blocked.label, rule: s.blocked.rule } } : {}),
    };
  });
  return {
    from,
    to,
    range: spot.range,
    spottingRange: spot.spottingRange,
    trace: spot.trace,
    spotted: spot.spotted,
    reason: spot.reason,
    clear: los.clear,
    spine: los.spine,
    ...(los.side ? { side: los.side, fixedEarlier: los.fixedEarlier ?? false } : {}),
    ...(los.hexside ? { hexside: true } : {}),
    sides,
  };
}
