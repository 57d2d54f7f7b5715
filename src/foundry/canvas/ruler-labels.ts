/**
 * The token ruler's labels while a piece is dragged: per hex of the path, the movement points spent and left, and at
 * the first step the rules refuse, a mark and the reason (from the referee's `preview` reply).
 */
import { hexPath, label, type Board, type Container, type MapHex, type Pixi } from "./board";

/** The referee's `preview` reply (src/foundry/rulesets/ia/canvas-queries.ts), as the ruler reads it. */
export interface RulerPreview {
  readonly steps: readonly { readonly hex: MapHex; readonly mp: number; readonly spent: number; readonly left: number }[];
  readonly refused: { readonly hex: MapHex; readonly rule: string } | null;
}

/** The words on the labels, already localized: a step's (given mp, spent, left) and the refusal's (its reason). */
export interface RulerWords {
  step(mp: number, spent: number, left: number): string;
  readonly refused: string;
}

/** Draws the ruler's labels into `layer` (cleared first). */
export function drawRulerLabels(pixi: Pixi, layer: Container, board: Board, preview: RulerPreview, words: RulerWords): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
  for (const [i, s] of preview.steps.entries()) {
    const c = board.centre(s.hex);
    const box = label(pixi, [words.step(s.mp, s.spent, s.left)], c, { size: 12, name: `step:${i}` });
    box.position.set(c.x - box.width / 2, c.y - box.height / 2);
    layer.addChild(box);
  }
  if (preview.refused) {
    const c = board.centre(preview.refused.hex);
    const g = new pixi.Graphics();
    g.name = "refused";
    g.beginFill(0xc62828, 0.35).lineStyle(4, 0xc62828, 1);
    hexPath(g, board, c);
    g.endFill();
    const r = board.radius * 0.4;
    g.lineStyle(5, 0xffffff, 1).moveTo(c.x - r, c.y - r).lineTo(c.x + r, c.y + r).moveTo(c.x + r, c.y - r).lineTo(c.x - r, c.y + r);
    layer.addChild(g);
    layer.addChild(label(pixi, [words.refused, preview.refused.rule], { x: c.x - board.radius * 0.9, y: c.y + board.radius * 0.9 }, { size: 13, colour: 0xffcdd2, name: "refused-reason" }));
  }
}
