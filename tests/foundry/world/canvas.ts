/**
 * A page's simulated V13 canvas (`canvas`, client.ts), modelled where the system's canvas code depends on it; each
 * behaviour names the public source it follows (docs/foundry-facts.md §14 lists what those sources say):
 * - one `stage` for the page's life: `Canvas#tearDown` hides it and tears its layers down, but keeps the stage and its
 *   listeners (a V13 copy of `canvas/board.mjs` in public module code; nothing found removes stage listeners);
 * - `draw(scene)`: tears the last scene down (`canvasTearDown`), builds a Token object of `CONFIG.Token.objectClass`
 *   for each token, then fires `canvasReady`; no scene draws a blank canvas with no `canvasReady`
 *   (`Canvas#drawBlank`). The page draws the active scene before `ready`, and every page draws a scene that becomes
 *   active (`Scene#_onActivate`: `if ( active ) this.view()`, in a V13 copy of the client Scene in public code);
 * - a token's image is a mesh in `canvas.primary` (`PrimaryCanvasGroup#addToken`), not a child of the Token
 *   (pf2e types/foundry `Token#mesh`: "the SpriteMesh which displays this Token in the PrimaryCanvasGroup");
 * - render flags (`Token.RENDER_FLAGS`, their `propagate`) are applied on the next frame
 *   (`PlaceableObject#applyRenderFlags`, then the `refreshToken` hook); `_refreshVisibility` sets `visible` from
 *   `isVisible` and the mesh's `visible` from `visible && renderable`; `_refreshState` sets `alpha` from
 *   `_getTargetAlpha()`, and `_refreshMesh` the mesh's `alpha` to `alpha × document.alpha` (`refresh` sets both; a
 *   V13 copy of `placeables/token.mjs` in public module code, core 13.351 `client/canvas/placeables/token.mjs`);
 * - only visible (and renderable) tokens are selected (`PlaceablesLayer#controllableObjects`), targeted
 *   (`TokenLayer#targetObjects`) or found under the pointer (PixiJS 7.4.3 `EventBoundary#_interactivePrune`).
 * The page's token hooks stand in for V13's `TokenDocument#_onCreate/_onUpdate/_onDelete`, which run before them: the
 * canvas registers its handlers first. Not modelled: token vision (the simulated scenes have none: `tokenVision`
 * false), animation, drags, the HUD, rendering (the browser tests draw with PixiJS).
 */
import { EventEmitter } from "node:events";
import type { Client } from "./client";
import type { SimScene, SimToken } from "./documents";
import { SimHexGrid, type GridOffset } from "./grid";

interface Point {
  x: number;
  y: number;
}

/** A PixiJS display object as the system and V13's refresh use it (PixiJS 7 `DisplayObject` is an EventEmitter). */
export class SimContainer extends EventEmitter {
  name = "";
  visible = true;
  renderable = true;
  alpha = 1;
  destroyed = false;
  parent: SimContainer | null = null;
  readonly children: SimContainer[] = [];
  readonly position = { x: 0, y: 0, set: (x: number, y = x) => void Object.assign(this.position, { x, y }) };

  addChild<T extends SimContainer[]>(...children: T): T[0] {
    for (const child of children) {
      child.parent?.removeChild(child);
      child.parent = this;
      this.children.push(child);
    }
    return children[0];
  }
  removeChild(child: SimContainer): SimContainer {
    const at = this.children.indexOf(child);
    if (at >= 0) this.children.splice(at, 1);
    child.parent = null;
    return child;
  }
  removeChildren(): SimContainer[] {
    const removed = [...this.children];
    for (const child of removed) this.removeChild(child);
    return removed;
  }
  destroy(options?: { children?: boolean }): void {
    this.parent?.removeChild(this);
    for (const child of this.removeChildren()) if (options?.children) child.destroy(options);
    this.removeAllListeners();
    this.destroyed = true;
  }
}

/** `PIXI.Graphics`: its drawing calls chain and draw nothing (the browser tests draw with PixiJS). */
class SimGraphics extends SimContainer {
  private chain = (): this => this;
  beginFill = this.chain;
  endFill = this.chain;
  lineStyle = this.chain;
  drawPolygon = this.chain;
  drawRect = this.chain;
  drawRoundedRect = this.chain;
  drawCircle = this.chain;
  moveTo = this.chain;
  lineTo = this.chain;
  clear = this.chain;
}

/** `PIXI.Text`, its size a rough 7 × 18 px a character and line. */
class SimText extends SimContainer {
  readonly anchor = { set: () => undefined };
  constructor(
    readonly text = "",
    readonly style: object = {},
  ) {
    super();
  }
  get width(): number {
    return 7 * Math.max(0, ...this.text.split("\n").map((line) => line.length));
  }
  get height(): number {
    return 18 * this.text.split("\n").length;
  }
}

/** The `PIXI` global of a page: what the system's canvas code constructs. */
export const SIM_PIXI = { Container: SimContainer, Graphics: SimGraphics, Text: SimText };

/**
 * `canvas.grid`, the scene's hex grid with what the canvas code reads: `getCenterPoint` and, unlike the documents'
 * grid (grid.ts), `getOffset` of the hex a point lies in (V13 `HexagonalGrid#getOffset`), found as the nearest centre.
 */
export class SimCanvasGrid extends SimHexGrid {
  getCenterPoint(offset: GridOffset): Point {
    const p = this.getTopLeftPoint(offset);
    return { x: p.x + this.sizeX / 2, y: p.y + this.sizeY / 2 };
  }
  override getOffset(point: Point): GridOffset {
    const guess = super.getOffset(point);
    let best = guess;
    let far = Infinity;
    for (let di = -2; di <= 2; di++)
      for (let dj = -2; dj <= 2; dj++) {
        const o = { i: guess.i + di, j: guess.j + dj };
        const c = this.getCenterPoint(o);
        const d = (c.x - point.x) ** 2 + (c.y - point.y) ** 2;
        if (d < far) [best, far] = [o, d];
      }
    return best;
  }
}

/** V13 `Token.RENDER_FLAGS`, the flags modelled: the flags each one sets too (`propagate`). */
const PROPAGATE: Readonly<Record<string, readonly string[]>> = {
  redraw: ["refresh"],
  refresh: ["refreshState", "refreshTransform", "refreshMesh"],
  refreshState: ["refreshVisibility", "refreshTarget"],
  refreshTransform: ["refreshPosition", "refreshSize"],
  refreshSize: ["refreshPosition"],
};

/** A placeable's `renderFlags` (V13 `RenderFlags`): set now, applied by the canvas on its next frame. */
class SimRenderFlags {
  private readonly pending = new Set<string>();
  constructor(private readonly object: SimTokenObject) {}
  get size(): number {
    return this.pending.size;
  }
  set(changes: Record<string, boolean>): void {
    const add = (flag: string): void => {
      if (this.pending.has(flag)) return;
      this.pending.add(flag);
      for (const more of PROPAGATE[flag] ?? []) add(more);
    };
    for (const [flag, on] of Object.entries(changes)) if (on) add(flag);
    this.object.layer.canvas.schedule(this.object);
  }
  clear(): Record<string, boolean> {
    const flags = Object.fromEntries([...this.pending].map((flag) => [flag, true]));
    this.pending.clear();
    return flags;
  }
}

/** `foundry.canvas.placeables.Token`, the core class `CONFIG.Token.objectClass` starts as. */
export class SimTokenObject extends SimContainer {
  mesh: (SimContainer & { hidden?: boolean }) | null = null;
  readonly renderFlags = new SimRenderFlags(this);
  readonly targeted = new Set<string>();
  controlled = false;
  layer!: SimTokenLayer;

  constructor(readonly document: SimToken) {
    super();
    this.name = `token:${document.id}`;
  }
  get id(): string {
    return this.document.id;
  }
  /** `TokenDocument#getCenterPoint`: a one-hex token's bounding box is the hex's. */
  get center(): Point {
    const grid = this.layer.canvas.grid!;
    return { x: this.document.x + grid.sizeX / 2, y: this.document.y + grid.sizeY / 2 };
  }
  /** V13 `Token#isVisible` with no token vision: a hidden token only for a GM. */
  get isVisible(): boolean {
    return !this.document.hidden || this.layer.canvas.page.user.isGM;
  }
  /** `PlaceableObject#_getTargetAlpha`: 1 unless dragged (drags are not modelled). */
  _getTargetAlpha(): number {
    return 1;
  }
  /** `Token#draw`: the mesh in the primary group, then a full refresh on the next frame. */
  draw(): this {
    this.mesh = this.layer.canvas.primary.addToken(this);
    this.renderFlags.set({ refresh: true });
    return this;
  }
  applyRenderFlags(): void {
    if (!this.renderFlags.size || this.destroyed) return;
    const flags = this.renderFlags.clear();
    this._applyRenderFlags(flags);
    this.layer.canvas.page.Hooks.callAll("refreshToken", this, flags);
  }
  _applyRenderFlags(flags: Record<string, boolean>): void {
    if (flags.refreshState) this._refreshState();
    if (flags.refreshVisibility) this._refreshVisibility();
    if (flags.refreshMesh) this._refreshMesh();
    if (flags.refreshPosition) this._refreshPosition();
  }
  _refreshVisibility(): void {
    this.visible = this.isVisible;
    this.mesh!.visible = this.visible && this.renderable;
  }
  /** `Token#_refreshState`: the token's own alpha from `_getTargetAlpha()`; its image takes it in `_refreshMesh`. */
  _refreshState(): void {
    this.alpha = this._getTargetAlpha();
  }
  /** `Token#_refreshMesh`: the image's alpha is the token's times the document's (core 13.351 token.mjs). */
  _refreshMesh(): void {
    this.mesh!.alpha = this.alpha * Number(this.document._source.alpha ?? 1);
    this.mesh!.hidden = this.document.hidden;
  }
  _refreshPosition(): void {
    this.position.set(this.document.x, this.document.y);
    this.mesh!.position.set(this.center.x, this.center.y);
  }
  override destroy(): void {
    this.layer.canvas.primary.removeToken(this);
    super.destroy({ children: true });
  }
}

/** `canvas.primary`: the meshes of the tokens' images. */
class SimPrimaryGroup extends SimContainer {
  private readonly meshes = new Map<SimTokenObject, SimContainer>();
  addToken(token: SimTokenObject): SimContainer {
    const mesh = new SimContainer();
    mesh.name = `mesh:${token.id}`;
    this.meshes.set(token, this.addChild(mesh));
    return mesh;
  }
  removeToken(token: SimTokenObject): void {
    this.meshes.get(token)?.destroy();
    this.meshes.delete(token);
  }
}

/** `canvas.tokens` (V13 `TokenLayer`). */
class SimTokenLayer extends SimContainer {
  /** V13's getter over the controlled tokens; a plain list here, which a test may set (live/drags.ts). */
  controlled: unknown[] = [];
  constructor(readonly canvas: SimCanvas) {
    super();
  }
  get placeables(): SimTokenObject[] {
    return this.children.filter((c): c is SimTokenObject => c instanceof SimTokenObject);
  }
  get(id: string): SimTokenObject | undefined {
    return this.placeables.find((t) => t.id === id);
  }
  createObject(document: SimToken): SimTokenObject {
    const Class = (this.canvas.page.CONFIG.Token as { objectClass: typeof SimTokenObject }).objectClass;
    const token = new Class(document);
    token.layer = this;
    this.addChild(token);
    return token.draw();
  }
  *controllableObjects(): Generator<SimTokenObject> {
    for (const token of this.placeables) if (token.visible && token.renderable) yield token;
  }
  /** Targets for the page's user the visible tokens whose centre lies in the rectangle (V13 tests their shape). */
  targetObjects({ x, y, width, height }: { x: number; y: number; width: number; height: number }): number {
    const user = this.canvas.page.userId;
    for (const token of this.placeables) {
      if (!token.visible || !token.renderable) continue;
      const c = token.center;
      if (c.x >= x && c.x <= x + width && c.y >= y && c.y <= y + height) token.targeted.add(user);
    }
    return this.placeables.filter((t) => t.targeted.has(user)).length;
  }
  /** The topmost token under the pointer, as PixiJS's hit test finds it (only visible, renderable objects). */
  tokenAt(point: Point): SimTokenObject | undefined {
    const grid = this.canvas.grid!;
    const under = (t: SimTokenObject) => Math.abs(t.center.x - point.x) <= grid.sizeX / 2 && Math.abs(t.center.y - point.y) <= grid.sizeY / 2;
    return this.placeables.filter((t) => t.visible && t.renderable && under(t)).at(-1);
  }
}

export class SimCanvas {
  readonly stage = new SimContainer();
  readonly primary = new SimPrimaryGroup();
  readonly interface = new SimContainer();
  /** `canvas.tokens`; the canvas keeps its own reference (a test may replace the property: live/drags.ts). */
  tokens: SimTokenLayer;
  private readonly layer: SimTokenLayer;
  ready = false;
  scene: SimScene | null = null;
  grid: SimCanvasGrid | null = null;
  private readonly dirty = new Set<SimTokenObject>();
  private frameDone: Promise<void> | null = null;

  constructor(readonly page: Client) {
    this.layer = this.tokens = new SimTokenLayer(this);
    this.stage.addChild(this.primary, this.layer, this.interface);
    const hooks = page.Hooks;
    hooks.on("createToken", (doc) => void (this.viewing(doc as SimToken) && this.layer.createObject(doc as SimToken)));
    hooks.on("updateToken", (doc, changes) => this.tokenChanged(doc as SimToken, changes as Record<string, unknown>));
    hooks.on("deleteToken", (doc) => this.layer.get((doc as SimToken).id)?.destroy());
    hooks.on("updateScene", (scene, changes) => ((changes as { active?: boolean }).active === true ? this.draw(scene as SimScene) : undefined));
    hooks.on("deleteScene", (scene) => ((scene as SimScene).id === this.scene?.id ? this.draw(null) : undefined));
  }

  /** `Canvas#draw`: the scene's tokens, then `canvasReady`; `null` tears down to a blank canvas. */
  async draw(scene: SimScene | null): Promise<this> {
    if (this.ready) this.tearDown();
    if (!scene) return this;
    this.scene = scene;
    this.grid = new SimCanvasGrid({ type: scene.grid.type, size: scene.grid.size });
    this.stage.visible = true;
    for (const doc of scene.tokens) this.layer.createObject(doc);
    this.ready = true;
    this.page.Hooks.callAll("canvasReady", this);
    return this;
  }

  private tearDown(): void {
    this.stage.visible = false;
    this.ready = false;
    this.page.Hooks.callAll("canvasTearDown", this);
    for (const token of this.layer.placeables) token.destroy();
    for (const child of this.interface.removeChildren()) child.destroy({ children: true });
    this.scene = this.grid = null;
  }

  private viewing(doc: SimToken): boolean {
    return this.ready && doc.parent?.id === this.scene?.id;
  }

  /** `Token#_onUpdate`: the refresh a change calls for. */
  private tokenChanged(doc: SimToken, changes: Record<string, unknown>): void {
    const token = this.viewing(doc) ? this.layer.get(doc.id) : undefined;
    const moved = "x" in changes || "y" in changes;
    token?.renderFlags.set({ refreshState: "hidden" in changes || "alpha" in changes, refreshPosition: moved });
  }

  /** A placeable's flags are applied on the next frame (the canvas ticker), in the page's context. */
  schedule(token: SimTokenObject): void {
    this.dirty.add(token);
    this.frameDone ??= new Promise<void>((resolve) =>
      this.page.run(() =>
        setImmediate(() => {
          this.frameDone = null;
          const tokens = [...this.dirty];
          this.dirty.clear();
          for (const t of tokens) this.page.track(() => t.applyRenderFlags());
          resolve();
        }),
      ),
    );
  }

  /** Resolves once the flags set so far have been applied. */
  async frame(): Promise<void> {
    while (this.frameDone) await this.frameDone;
  }
}
