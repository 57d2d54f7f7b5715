import { previewMove as seriesPreviewMove, type MovePreview, type PreviewStep } from "../../series/queries/preview";
import type { IaContext, IaView } from "../commands/context";
import { ia1FireTables } from "../data";
import { applyIaEvent } from "../events";
import { markFirstEdition } from "../first-edition-rules";
import { iaSeriesRules } from "../rules";

export type { MovePreview, PreviewStep };

/** A move preview (series/queries/preview.ts) on an IA battle; in an IA2 battle a refusal citing a 1st-edition rule says so. */
export function previewMove(view: IaView, piece: string, path: readonly number[], withLeaders: readonly string[] = []): MovePreview {
  const game = { context: (outer: Omit<IaContext, "map" | "tec" | "fireTables" | "rules">): IaContext => ({ ...outer, map: view.map, tec: view.tec, fireTables: ia1FireTables, rules: iaSeriesRules(outer.state.edition) }), apply: applyIaEvent };
  const r = seriesPreviewMove(view, game, piece, path, withLeaders);
  return r.refused === null ? r : { ...r, refused: markFirstEdition(r.refused, view.state) };
}
