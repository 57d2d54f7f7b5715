/**
 * A side's private layer on its own canvas (referee/layer-json.ts; docs/foundry.md, "What one side may know
 * privately"): what the referee's `layer` reply holds, drawn with PixiJS and never a document — the side's tinted hexes,
 * its markers on hexes, vertices or hexsides, and its pieces: one no token shows as a translucent counter marked hidden, words
 * over a token its own side knows more of. Pure drawing: the words come localized.
 */
import { PrivateLayerJson, emptyLayer, placeKey, type TableTarget, type WordsJson } from "../referee/layer-json";
import { corners, type Board, type Container, type Pixi, type Point } from "./board";

/** The layer a `layer` reply holds; empty when it holds none. */
export function readLayer(result: unknown): PrivateLayerJson {
  const parsed = PrivateLayerJson.safeParse(result);
  return parsed.success ? parsed.data : emptyLayer;
}

/** What the drawing says: a label's words in the user's language, and the mark of a hidden piece. */
export interface LayerWords {
  words(label: WordsJson): string;
  readonly hidden: string;
}

const TEXT = { fontFamily: "Signika, Arial, sans-serif", fontSize: 10, fill: 0x111111, align: "center" as const, wordWrap: true };
/** A place's point: a hex's centre, a vertex, a hexside's middle (the midpoint of its hexes' centres). */
function at(board: Board, place: TableTarget): Point {
  if ("hex" in place) return board.centre(place.hex);
  if ("vertex" in place) return board.vertex(place.vertex);
  const [a, b] = place.hexside.map((h) => board.centre(h));
  return { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
}

/** Draws the layer on `layer` (cleared first): hexes under markers under pieces; pieces on one hex fan out. */
export function drawPrivateLayer(pixi: Pixi, layer: Container, board: Board, json: PrivateLayerJson, words: LayerWords): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
  for (const { hex, tint, label } of json.hexes) {
    const c = board.centre(hex);
    const g = new pixi.Graphics();
    g.name = `hex:${hex.join(",")}`;
    g.beginFill(Number.parseInt(tint.slice(1), 16), 0.3).drawPolygon(corners(board, c).flatMap((p) => [p.x, p.y])).endFill();
    if (label) g.addChild(centred(pixi, words.words(label), c, board.radius * 1.6));
    layer.addChild(g);
  }
  for (const marker of json.markers) {
    const c = at(board, marker);
    const mark = new pixi.Container();
    mark.name = `marker:${marker.kind}@${placeKey(marker)}`;
    const g = new pixi.Graphics();
    const r = board.radius * 0.25;
    g.beginFill(0xb5651d, 0.85).lineStyle(2, 0x1b263b, 0.9).drawPolygon([c.x, c.y - r, c.x + r, c.y, c.x, c.y + r, c.x - r, c.y]).endFill();
    mark.addChild(g);
    if (marker.label) mark.addChild(centred(pixi, words.words(marker.label), { x: c.x, y: c.y + r * 2 }, board.radius * 1.6));
    layer.addChild(mark);
  }
  const stacked = new Map<string, number>();
  const size = board.radius * 1.1;
  for (const piece of json.pieces) {
    const k = stacked.get(piece.hex.join(",")) ?? 0;
    stacked.set(piece.hex.join(","), k + 1);
    const name = words.words(piece.label);
    const c = board.centre(piece.hex);
    const counter = new pixi.Container();
    counter.name = piece.hidden ? `hidden:${name}` : `piece:${piece.ref ?? name}`;
    if (piece.hidden) {
      const g = new pixi.Graphics();
      g.beginFill(0x3d5a80, 0.35).lineStyle(2, 0x1b263b, 0.9).drawRoundedRect(-size / 2, -size / 2, size, size, 4).endFill();
      counter.addChild(g);
    }
    const text = new pixi.Text(piece.hidden ? `${name}\n${words.hidden}` : name, { ...TEXT, fontStyle: piece.hidden ? "italic" : "normal", wordWrapWidth: size - 4 });
    text.name = "text";
    text.position.set(-text.width / 2, -text.height / 2);
    counter.addChild(text);
    counter.position.set(c.x + k * 8, c.y + k * 8);
    // Turned as the piece lies (a Combat Infantry block's strength on its top edge).
    if (piece.turn) counter.angle = piece.turn;
    layer.addChild(counter);
  }
}

/** A text named "text" centred on `c`. */
function centred(pixi: Pixi, words: string, c: Point, width: number) {
  const text = new pixi.Text(words, { ...TEXT, wordWrapWidth: width });
  text.name = "text";
  text.position.set(c.x - text.width / 2, c.y - text.height / 2);
  return text;
}
