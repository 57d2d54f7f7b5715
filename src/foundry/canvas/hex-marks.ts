/**
 * Marks a ruleset draws on every client's board from its battle Combat (public data, so every side may see them):
 * hexes outlined (Combat Infantry: the active PHQ's command range) and hexes tinted (Combat Infantry: hex control, a
 * side's colour, a disputed hex hatched). Pure drawing: a ruleset's `hexMarks` (rulesets/table-ruleset.ts) says what.
 */
import { corners, type Board, type Container, type MapHex, type Pixi } from "./board";

export interface HexMarks {
  readonly outlines: readonly MapHex[];
  readonly tints: readonly { readonly hex: MapHex; readonly colour: number; readonly hatched: boolean }[];
}

export const NO_HEX_MARKS: HexMarks = { outlines: [], tints: [] };

/** Draws `marks` on `layer` (cleared first): the tints (when `tints` is on) under the outlines. */
export function drawHexMarks(pixi: Pixi, layer: Container, board: Board, marks: HexMarks, tints: boolean): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
  if (tints) {
    for (const { hex, colour, hatched } of marks.tints) {
      const points = corners(board, board.centre(hex));
      const g = new pixi.Graphics();
      g.name = `tint:${hex.join(",")}`;
      g.beginFill(colour, 0.18).drawPolygon(points.flatMap((p) => [p.x, p.y])).endFill();
      // Hatched: three strokes between opposite corners' midpoints.
      if (hatched) {
        g.lineStyle(2, colour, 0.6);
        for (let k = 0; k < 3; k++) {
          const [a, b, c, d] = [points[k]!, points[k + 1]!, points[k + 3]!, points[(k + 4) % 6]!];
          g.moveTo((a.x + b.x) / 2, (a.y + b.y) / 2).lineTo((c.x + d.x) / 2, (c.y + d.y) / 2);
        }
      }
      layer.addChild(g);
    }
  }
  for (const hex of marks.outlines) {
    const g = new pixi.Graphics();
    g.name = `outline:${hex.join(",")}`;
    g.lineStyle(3, 0xffd166, 0.9).drawPolygon(corners(board, board.centre(hex)).flatMap((p) => [p.x, p.y]));
    layer.addChild(g);
  }
}
