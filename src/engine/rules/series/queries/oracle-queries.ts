import { z } from "zod";
import { LosAnswer, LosQuery, PreviewAnswer, PreviewQuery, SightAnswer, SightQuery } from "../../../core/queries";
import type { QuerySpec, QueryView } from "../../../core/ruleset-module";
import type { ReducedBattle } from "../events/types";
import type { SightRules } from "../rules/sight";
import { VictoryTallyJson as VictoryJson } from "../victory/json";
import { victoryTally } from "../victory/tally";
import { lineOfSight, type LineOfSightAnswer } from "./line-of-sight";
import type { MovePreview } from "./preview";
import { spottedBy, type SightView } from "./spotted";

/** What a game brings to the oracle's questions: its view of a query, its spotting, its move preview, its records' marks. */
export interface QueryGame<B extends ReducedBattle> {
  view(v: QueryView<B>): SightView<B>;
  readonly sight: SightRules<B>;
  preview(v: QueryView<B>, piece: string, path: readonly number[], withLeaders?: readonly string[]): MovePreview;
  /** What the game adds to a line of sight's answer (IA2 battles: the 1st-edition rules it cites). */
  mark?(answer: LineOfSightAnswer, b: B): LineOfSightAnswer;
}

const VictoryQuery = z.object({ side: z.string().min(1).optional() }).strict();

/** The questions the oracle answers on a battle of the series, by name: sight (8.0), the LOS tool, a move preview, the victory tally (3.0). */
export function seriesQueries<B extends ReducedBattle>(game: QueryGame<B>) {
  /** 8.0–8.42: the enemy pieces a side spots now. */
  const sight: QuerySpec<B, typeof SightQuery> = {
    request: SightQuery,
    answer: SightAnswer,
    side: (q) => q.side,
    run: (v, q) => ({ side: q.side, spotted: [...spottedBy(game.view(v), q.side, game.sight)] }),
  };
  /** The LOS tool (8.3–8.42). */
  const los: QuerySpec<B, typeof LosQuery> = {
    request: LosQuery,
    answer: LosAnswer,
    side: (q) => q.side,
    run: (v, q) => {
      const answer = lineOfSight(game.view(v), game.sight, q.from, q.to, q.target);
      return game.mark ? game.mark(answer, v.state) : answer;
    },
  };
  /** A move preview, with the leaders moving with the piece (5.0), seen by the piece's side. */
  const preview: QuerySpec<B, typeof PreviewQuery> = {
    request: PreviewQuery,
    answer: PreviewAnswer,
    owner: (b, q) => (b.units.get(q.piece) ?? b.leaders.get(q.piece))?.side,
    run: (v, q) => game.preview(v, q.piece, q.path, q.with),
  };
  /** 3.0: the victory tally now (final once the last turn is over), on the battle as the side asking knows it. */
  const victory: QuerySpec<B, typeof VictoryQuery> = {
    request: VictoryQuery,
    answer: VictoryJson,
    side: (q) => q.side,
    run: (v) => victoryTally(v.state),
  };
  return { sight, los, preview, victory };
}
