/**
 * The LOS tool's drawing: the line between two hexes, the hexes it passes, the range, the side's spotting range with
 * its trace, and where the line is blocked (the hex, or the hexside when both sides of a spine line are blocked at
 * one) with the rule. A line along hex spines shows both sides (IA1 8.65; IA2 7.56). From the referee's `los` reply.
 */
import { hexPath, hexside, label, type Board, type Container, type MapHex, type Pixi, type Point } from "./board";

/** The referee's `los` reply (src/foundry/rulesets/ia/canvas-queries.ts), as the tool reads it. */
export interface LosReply {
  readonly from: MapHex;
  readonly to: MapHex;
  readonly range: number;
  readonly spottingRange: number;
  readonly trace: readonly { readonly label: string; readonly value: number; readonly rule?: string; readonly code?: string; readonly params?: Readonly<Record<string, string | number>>; readonly fallback?: string }[];
  readonly spotted: boolean;
  readonly reason: "spotted" | "out-of-range" | "blocked";
  readonly spine: boolean;
  readonly side?: "left" | "right";
  readonly hexside?: boolean;
  readonly sides: readonly {
    readonly side: "left" | "right";
    readonly hexes: readonly MapHex[];
    readonly clear: boolean;
    /** `fallback`: the edition whose rule is played where the battle's own has no text for it (core/rule-fallback). */
    readonly blocked?: { readonly hex: MapHex; readonly label: string; readonly rule: string; readonly fallback?: string };
  }[];
}

/** The panel's lines, already localized (the caller words the trace entries and the blocking reason). */
export interface LosWords {
  readonly lines: readonly string[];
}

const CLEAR = 0x2e7d32;
const BLOCKED = 0xc62828;

/** Draws the LOS tool's answer into `layer` (cleared first). */
export function drawLineOfSight(pixi: Pixi, layer: Container, board: Board, reply: LosReply, words: LosWords): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
  const a = board.centre(reply.from);
  const b = board.centre(reply.to);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  // Along a spine the two sides are drawn apart, left of the line to the left.
  const apart = reply.spine ? board.radius * 0.15 : 0;
  const shift = (p: Point, side: "left" | "right"): Point => {
    const k = side === "left" ? -apart : apart;
    return { x: p.x + ((b.y - a.y) / len) * -k, y: p.y + ((b.x - a.x) / len) * k };
  };

  const cells = new pixi.Graphics();
  cells.name = "hexes";
  for (const s of reply.sides)
    for (const hex of s.hexes) {
      cells.beginFill(s.clear ? CLEAR : BLOCKED, 0.12).lineStyle(1, s.clear ? CLEAR : BLOCKED, 0.5);
      hexPath(cells, board, board.centre(hex));
      cells.endFill();
    }
  layer.addChild(cells);

  for (const s of reply.sides) {
    const line = new pixi.Graphics();
    line.name = `line:${s.side}`;
    const p = shift(a, s.side);
    const q = shift(b, s.side);
    const cut = s.blocked ? board.centre(s.blocked.hex) : null;
    if (cut) {
      // Clear up to the blocking hex (its centre brought onto the line), blocked beyond it.
      const t = ((cut.x - a.x) * (b.x - a.x) + (cut.y - a.y) * (b.y - a.y)) / (len * len);
      const at = shift({ x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) }, s.side);
      line.lineStyle(5, CLEAR, 0.95).moveTo(p.x, p.y).lineTo(at.x, at.y);
      line.lineStyle(5, BLOCKED, 0.95).moveTo(at.x, at.y).lineTo(q.x, q.y);
    } else line.lineStyle(5, CLEAR, 0.95).moveTo(p.x, p.y).lineTo(q.x, q.y);
    layer.addChild(line);
  }

  const ends = new pixi.Graphics();
  ends.name = "ends";
  ends.lineStyle(3, 0xffffff, 1).beginFill(0x1565c0, 1).drawCircle(a.x, a.y, board.radius * 0.18).endFill();
  ends.beginFill(reply.spotted ? CLEAR : BLOCKED, 1).drawCircle(b.x, b.y, board.radius * 0.18).endFill();
  layer.addChild(ends);

  const blocks = reply.sides.flatMap((s) => (s.blocked ? [s.blocked.hex] : []));
  if (reply.hexside && blocks.length === 2 && blocks[0]!.join() !== blocks[1]!.join()) {
    const [p, q] = hexside(board, blocks[0]!, blocks[1]!);
    const g = new pixi.Graphics();
    g.name = "blocking-hexside";
    g.lineStyle(8, BLOCKED, 1).moveTo(p.x, p.y).lineTo(q.x, q.y);
    layer.addChild(g);
  } else
    for (const hex of new Map(blocks.map((h) => [h.join(), h])).values()) {
      const g = new pixi.Graphics();
      g.name = `blocking-hex:${hex.join(",")}`;
      g.lineStyle(5, BLOCKED, 1);
      hexPath(g, board, board.centre(hex));
      layer.addChild(g);
    }

  layer.addChild(label(pixi, words.lines, { x: b.x + board.radius, y: b.y - board.radius * 0.5 }, { size: 14, name: "panel" }));
}
