import type { z } from "zod";
import { otherSide, type SeriesBattle } from "../state/battle";
import type { SeriesLeader, SeriesUnit } from "../state/pieces";
import type { VictoryPointsRule } from "./conditions";
import type { SideTallyJson } from "./json";
import { lossesOf } from "./record";

/** A battle of either game, and whether its last turn is over. */
type Battle = SeriesBattle<SeriesUnit<unknown>, SeriesLeader> & { readonly phase: string };

export type SideTally = z.output<typeof SideTallyJson>;

/** The count of victory (3.0): each side's points, and the winner by the scenario's conditions as things stand. */
export interface VictoryTally {
  /** The last turn is over: this is the result (3.0). */
  readonly final: boolean;
  /** The battle has victory conditions as data; without them only the losses are counted. */
  readonly conditions: boolean;
  readonly sides: readonly SideTally[];
  /** Null: a draw, or no conditions. */
  readonly winner: string | null;
}

/** How many of what `rule` scores its side has: the enemy's losses, hexes it controls, its own units that exited. */
function countOf(b: Battle, rule: VictoryPointsRule): number {
  const enemy = lossesOf(b, otherSide(b, rule.side));
  switch (rule.for) {
    case "steps":
      return enemy.steps;
    case "units":
      return enemy.units;
    case "leaders":
      return enemy.leaders;
    case "hexes":
      return rule.hexes.filter((h) => b.control[h] === rule.side).length;
    case "exits": {
      const by = rule.hexes;
      return lossesOf(b, rule.side).exits.filter((h) => by === undefined || by.includes(h)).length;
    }
  }
}

/**
 * The tally of `b` (3.0; IA1 Definitions: Victory Conditions). It reads only what both sides know: losses for victory
 * (every elimination and step loss places its piece on the board, PG 16.6, IA1 16.5), exits (PG 16.52, IA1 16.42) and hex control, which the
 * battle holds for both sides alike (docs/rulings.md, Victory); so each side's view of the battle gives the same tally.
 */
export function victoryTally(b: Battle): VictoryTally {
  const rules = b.victory?.points ?? [];
  const sides = b.sides.map((s): SideTally => {
    const scored = rules.filter((r) => r.side === s.id).map((r) => ({ for: r.for, count: countOf(b, r), points: countOf(b, r) * r.points }));
    const { steps, units, leaders, exits } = lossesOf(b, s.id);
    return { side: s.id, points: scored.reduce((n, x) => n + x.points, 0), scored, lost: { steps, units, leaders }, exited: exits.length };
  });
  return { final: b.phase === "over", conditions: b.victory !== undefined, sides, winner: winnerOf(b, sides) };
}

function winnerOf(b: Battle, sides: readonly SideTally[]): string | null {
  const w = b.victory?.winner;
  if (!w) return null;
  const [x, y] = sides as [SideTally, SideTally];
  if (w.by === "more-points") return x.points > y.points ? x.side : y.points > x.points ? y.side : null;
  const won = w.by === "points" ? sides.find((s) => s.side === w.side)!.points >= w.points : w.hexes.every((h) => b.control[h] === w.side);
  return won ? w.side : otherSide(b, w.side);
}
