/** Infantry Attacks' answers to the canvas's queries (series/canvas-queries.ts): fog marks, the LOS tool, the ruler. */
import { ia1Tec, ia2Tec } from "../../../engine/rules/ia/data";
import { lineOfSight } from "../../../engine/rules/ia/queries/line-of-sight";
import { previewMove } from "../../../engine/rules/ia/queries/preview";
import { iaSight as iaSightRules } from "../../../engine/rules/ia/rules/sight";
import type { IaBattle } from "../../../engine/rules/ia/state";
import { iaSideView } from "../../../engine/rules/ia/view/side-view";
import { seriesCanvasQueries } from "../series/canvas-queries";
import type { IaTableGame } from "./table-game";

/** IA1 8.0–8.9 spotting, 16.5 hidden pieces; an IA2 battle's LOS answers and refusals mark the 1st-edition rules they cite. */
const queries = seriesCanvasQueries<IaBattle, IaTableGame>({
  // The chart the battle plays with: the world's, else its edition's (as saved games load).
  tec: (game) => game.tec ?? (game.state.edition === "IA1" ? ia1Tec : ia2Tec),
  sideView: (state, side) => iaSideView(state, side).battle,
  sight: iaSightRules,
  lineOfSight: (view, from, to, target) => lineOfSight(view, from, to, target),
  preview: (_game, view, piece, path, withLeaders) => previewMove(view, piece, path, withLeaders),
});

/** IA1 8.0–8.9: the enemy pieces `side` spots now, and those on the board it does not; never a hidden piece (16.5). */
export const iaSight = queries.sight;
/** The LOS tool (IA1 8.4–8.7; IA2 7.1–7.56) between two hexes; `target` counts only if the side knows that piece. */
export const iaLineOfSight = queries.lineOfSight;
/** The ruler (IA1 6.4): what moving one of `side`'s pieces along `path` costs, hex by hex, and its first refused step. */
export const iaPreview = queries.preview;
