import { z } from "zod";
import { LosAnswer, LosQuery, PreviewAnswer, PreviewQuery, SightAnswer, SightQuery } from "../../../core/queries";
import type { QuerySpec, QueryView } from "../../../core/ruleset-module";
import type { IaView } from "../commands/context";
import type { IaBattle } from "../state";
import { victoryTally } from "../../series/victory/tally";
import { VictoryTallyJson } from "../../series/victory/json";
import { lineOfSight } from "./line-of-sight";
import { previewMove } from "./preview";
import { spottedBy } from "./spotted";

const iaView = (v: QueryView<IaBattle>): IaView => ({ state: v.state, map: v.map, tec: v.charts.tec });

/** IA1 8.0–8.9: the enemy pieces a side spots now. */
const sight: QuerySpec<IaBattle, typeof SightQuery> = {
  request: SightQuery,
  answer: SightAnswer,
  side: (q) => q.side,
  run: (v, q) => ({ side: q.side, spotted: [...spottedBy(iaView(v), q.side)] }),
};

/** The LOS tool (IA1 8.4–8.7; IA2 7.1–7.56). */
const los: QuerySpec<IaBattle, typeof LosQuery> = {
  request: LosQuery,
  answer: LosAnswer,
  side: (q) => q.side,
  run: (v, q) => lineOfSight(iaView(v), q.from, q.to, q.target),
};

/** A move preview, with the leaders moving with the piece (IA1 6.4), seen by the piece's side. */
const preview: QuerySpec<IaBattle, typeof PreviewQuery> = {
  request: PreviewQuery,
  answer: PreviewAnswer,
  owner: (b, q) => (b.units.get(q.piece) ?? b.leaders.get(q.piece))?.side,
  run: (v, q) => previewMove(iaView(v), q.piece, q.path, q.with),
};

const VictoryQuery = z.object({ side: z.string().min(1).optional() }).strict();
/** IA1 3.0: the victory tally now (final once the last turn is over), on the battle as the side asking knows it. */
const victory: QuerySpec<IaBattle, typeof VictoryQuery> = {
  request: VictoryQuery,
  answer: VictoryTallyJson,
  side: (q) => q.side,
  run: (v) => victoryTally(v.state),
};

/** The questions the oracle answers on an Infantry Attacks battle, by name. */
export const IA_QUERIES = { sight, los, preview, victory };
