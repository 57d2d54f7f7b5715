/**
 * Hidden pieces on their owner's canvas (IA1 16.5): a hidden unit or leader is written down, not placed, so it has no
 * token; its own side's clients draw it at its hex from the side's `view`, as a translucent counter marked hidden.
 */
import { z } from "zod";
import type { Board, Container, MapHex, Pixi } from "./board";

/** A hidden piece as drawn: its name and hex. */
export interface HiddenPiece {
  readonly name: string;
  readonly hex: MapHex;
}

const PieceJson = z.object({ side: z.string(), name: z.string(), hidden: z.boolean(), hex: z.tuple([z.number().int(), z.number().int()]).nullable() });
const ViewJson = z.object({ side: z.string(), battle: z.object({ units: z.record(z.string(), PieceJson), leaders: z.record(z.string(), PieceJson) }) });

/**
 * The pieces to draw from a `view` reply's result (rulesets/ia/wire.ts `IaSideViewJson`, hexes [column, row]): the
 * viewing side's own hidden units and leaders on the map, never another side's; none when the result is not a view.
 */
export function ownHiddenPieces(result: unknown): HiddenPiece[] {
  const parsed = ViewJson.safeParse(result);
  if (!parsed.success) return [];
  const { side, battle } = parsed.data;
  return [...Object.values(battle.units), ...Object.values(battle.leaders)]
    .filter((p) => p.side === side && p.hidden && p.hex !== null)
    .map((p) => ({ name: p.name, hex: p.hex as MapHex }));
}

/** Draws each piece as a translucent counter outline at its hex with its name and `mark` (the "hidden" word). Clears `layer` first. */
export function drawHiddenPieces(pixi: Pixi, layer: Container, board: Board, pieces: readonly HiddenPiece[], mark: string): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
  const stacked = new Map<string, number>();
  const size = board.radius * 1.1;
  for (const piece of pieces) {
    const k = stacked.get(piece.hex.join(",")) ?? 0;
    stacked.set(piece.hex.join(","), k + 1);
    const c = board.centre(piece.hex);
    const counter = new pixi.Container();
    counter.name = `hidden:${piece.name}`;
    const g = new pixi.Graphics();
    g.beginFill(0x3d5a80, 0.35).lineStyle(2, 0x1b263b, 0.9).drawRoundedRect(-size / 2, -size / 2, size, size, 4).endFill();
    const text = new pixi.Text(`${piece.name}\n${mark}`, { fontFamily: "Signika, Arial, sans-serif", fontSize: 10, fill: 0x111111, fontStyle: "italic", align: "center", wordWrap: true, wordWrapWidth: size - 4 });
    text.name = "text";
    text.position.set(-text.width / 2, -text.height / 2);
    counter.addChild(g, text);
    counter.position.set(c.x + k * 8, c.y + k * 8);
    layer.addChild(counter);
  }
}
