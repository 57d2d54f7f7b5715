/**
 * The page the canvas layers are drawn on in headless Chromium (bundled by canvas-layers.test.ts): PixiJS 7.4.3 as
 * Foundry V13 ships it, a flat-topped odd-q board of plain hexes (woods green), counters as squares, and the system's
 * drawing functions, on `window.canvasPage`. Counters are drawn as V13 draws tokens: each token's image a separate
 * object in a primary group, not a child of the Token, shown through the fog's Token class (canvas/fog-token.ts).
 */
import * as PIXI from "pixi.js";
import type { Board, MapHex } from "../../src/foundry/canvas/board";
import { hexPath } from "../../src/foundry/canvas/board";
import { drawFogMarks, lookOf, type FogMode, type TokenLook } from "../../src/foundry/canvas/fog-marks";
import { fogTokenClass } from "../../src/foundry/canvas/fog-token";
import { vertexToGridPoint } from "../../src/engine/hex/foundry-grid";
import { drawPrivateLayer } from "../../src/foundry/canvas/private-layer";
import type { PrivateLayerJson } from "../../src/foundry/referee/layer-json";
import type { HiddenPiece } from "../../src/foundry/rulesets/ia/private-layer";
import { drawLineOfSight, type LosReply, type LosWords } from "../../src/foundry/canvas/los-tool";
import { drawRulerLabels, type RulerPreview, type RulerWords } from "../../src/foundry/canvas/ruler-labels";

const R = 40;
const H = Math.sqrt(3) * R;
const MARGIN = 10;

/** Odd-q offsets: odd columns sit half a hex lower (src/engine/hex/layout.ts). */
const centre = ([col, row]: MapHex) => ({ x: MARGIN + R + 1.5 * R * col, y: MARGIN + H / 2 + H * (row + (col & 1) / 2) });
const board: Board = {
  radius: R,
  pointy: false,
  centre,
  vertex: (v) => vertexToGridPoint({ gridType: 4, origin: { i: 0, j: 0 } }, v, ({ i, j }) => centre([j, i])),
};

export interface Scene {
  readonly columns: number;
  readonly rows: number;
  readonly woods: readonly MapHex[];
  readonly tokens: readonly { readonly piece: string; readonly side: string; readonly hex: MapHex; readonly name: string }[];
}

let app: PIXI.Application;
/** The primary group: the tokens' images (their meshes, in V13). */
let primary: PIXI.Container;

/**
 * V13's Token as the fog's class extends it: `_refreshVisibility` shows its mesh as `isVisible` says, `_refreshState`
 * takes the token's alpha from `_getTargetAlpha()` and `_refreshMesh` gives it to the image (core 13.351 token.mjs; no
 * vision, no hidden tokens and a document alpha of 1 here: the fog alone decides).
 */
class CoreToken extends PIXI.Container {
  constructor(
    readonly piece: string,
    readonly mesh: PIXI.Container,
  ) {
    super();
  }
  get isVisible(): boolean {
    return true;
  }
  _refreshVisibility(): void {
    this.visible = this.isVisible;
    this.mesh.visible = this.visible && this.renderable;
  }
  _getTargetAlpha(): number {
    return 1;
  }
  _refreshState(): void {
    this.alpha = this._getTargetAlpha();
  }
  _refreshMesh(): void {
    this.mesh.alpha = this.alpha;
  }
}

/** A board with its counters; each token drawn through the fog's Token class as `looks` says. */
function setUp(scene: Scene, looks: (piece: string) => TokenLook = () => "shown"): PIXI.Container {
  const width = MARGIN * 2 + 1.5 * R * (scene.columns - 1) + 2 * R + 360;
  const height = MARGIN * 2 + H * (scene.rows + 0.5) + 40;
  app?.destroy(true, { children: true });
  app = new PIXI.Application({ width, height, background: 0xe8e2cf, antialias: true, preserveDrawingBuffer: true });
  document.body.replaceChildren(app.view as HTMLCanvasElement);
  const grid = new PIXI.Graphics();
  const woods = new Set(scene.woods.map((h) => h.join(",")));
  for (let col = 0; col < scene.columns; col++)
    for (let row = 0; row < scene.rows; row++) {
      grid.beginFill(woods.has(`${col},${row}`) ? 0x6b8f4e : 0xf3eedc, 1).lineStyle(1, 0x8a8470, 1);
      hexPath(grid, board, board.centre([col, row]));
      grid.endFill();
      const t = new PIXI.Text(`${col},${row}`, { fontSize: 10, fill: 0x6d6753, fontFamily: "Arial" });
      const c = board.centre([col, row]);
      t.position.set(c.x - t.width / 2, c.y - H / 2 + 3);
      grid.addChild(t);
    }
  app.stage.addChild(grid);
  primary = app.stage.addChild(new PIXI.Container());
  const tokens = app.stage.addChild(new PIXI.Container());
  const FogToken = fogTokenClass(CoreToken, (token: CoreToken) => looks(token.piece));
  const byHex = new Map<string, number>();
  for (const token of scene.tokens) {
    const k = byHex.get(token.hex.join(",")) ?? 0;
    byHex.set(token.hex.join(","), k + 1);
    const c = board.centre(token.hex);
    const counter = new PIXI.Container();
    counter.name = `token:${token.piece}`;
    const g = new PIXI.Graphics();
    g.beginFill(token.side === "german" ? 0x5d6d7e : 0xb03a2e, 1).lineStyle(2, 0x222222, 1).drawRect(-18, -18, 36, 36).endFill();
    const t = new PIXI.Text(token.name, { fontSize: 10, fill: 0xffffff, fontFamily: "Arial", fontWeight: "bold" });
    t.position.set(-t.width / 2, -6);
    counter.addChild(g, t);
    counter.position.set(c.x + k * 8, c.y + k * 8);
    const object = tokens.addChild(new FogToken(token.piece, primary.addChild(counter)));
    object._refreshState();
    object._refreshVisibility();
    object._refreshMesh();
  }
  const layer = new PIXI.Container();
  app.stage.addChild(layer);
  return layer;
}

/** The RGB of the rendered canvas at a point. */
function pixel(x: number, y: number): [number, number, number] {
  app.render();
  const view = app.view as HTMLCanvasElement;
  const copy = document.createElement("canvas");
  copy.width = view.width;
  copy.height = view.height;
  const ctx = copy.getContext("2d")!;
  ctx.drawImage(view, 0, 0);
  const d = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return [d[0]!, d[1]!, d[2]!];
}

/** The text of every PIXI.Text under the layer named `name`, in drawing order. */
function texts(layer: PIXI.Container): Record<string, string> {
  const out: Record<string, string> = {};
  for (const child of layer.children) {
    const text = (child as PIXI.Container).getChildByName?.("text") as PIXI.Text | null;
    if (text) out[child.name ?? ""] = text.text;
  }
  return out;
}

const page = {
  centre: board.centre,
  vertex: board.vertex,
  pixel,
  fog(scene: Scene, unspotted: string[], mode: FogMode) {
    const set = new Set(unspotted);
    const layer = setUp(scene, (piece) => lookOf(piece, set, mode));
    drawFogMarks(PIXI, layer, board, scene.tokens.filter((t) => set.has(t.piece)).map((t) => t.hex), mode);
    app.render();
    return { marks: layer.children.map((c) => c.name), tokens: primary.children.filter((c) => c.visible).map((c) => `${c.name}@${c.alpha}`) };
  },
  los(scene: Scene, reply: LosReply, words: LosWords) {
    const layer = setUp(scene);
    drawLineOfSight(PIXI, layer, board, reply, words);
    app.render();
    return { names: layer.children.map((c) => c.name), texts: texts(layer) };
  },
  ruler(scene: Scene, preview: RulerPreview, words: { steps: string[]; refused: string }) {
    const layer = setUp(scene);
    let i = 0;
    const w: RulerWords = { step: () => words.steps[i++]!, refused: words.refused };
    drawRulerLabels(PIXI, layer, board, preview, w);
    app.render();
    return { names: layer.children.map((c) => c.name), texts: texts(layer) };
  },
  hidden(scene: Scene, pieces: HiddenPiece[], mark: string) {
    return page.layer(scene, { pieces: pieces.map((p) => ({ hex: p.hex, label: { text: p.name }, hidden: true })), markers: [], hexes: [] }, mark);
  },
  layer(scene: Scene, json: PrivateLayerJson, mark: string) {
    const layer = setUp(scene);
    drawPrivateLayer(PIXI, layer, board, json, { words: (w) => w.text, hidden: mark });
    app.render();
    return { names: layer.children.map((c) => c.name), texts: texts(layer) };
  },
};

declare global {
  interface Window {
    canvasPage: typeof page;
  }
}
window.canvasPage = page;
