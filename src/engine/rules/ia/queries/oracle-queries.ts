import type { QueryView } from "../../../core/ruleset-module";
import { seriesQueries } from "../../series/queries/oracle-queries";
import type { IaView } from "../commands/context";
import { markFirstEdition } from "../first-edition-rules";
import { iaSight } from "../rules/sight";
import type { IaBattle } from "../state";
import { previewMove } from "./preview";

const iaView = (v: QueryView<IaBattle>): IaView => ({ state: v.state, map: v.map, tec: v.charts.tec });

/** The questions the oracle answers on an Infantry Attacks battle, by name (series/queries/oracle-queries.ts). */
export const IA_QUERIES = seriesQueries<IaBattle>({ view: iaView, sight: iaSight, preview: (v, piece, path, withLeaders) => previewMove(iaView(v), piece, path, withLeaders), mark: markFirstEdition });
