/**
 * The GM's terrain painter in the scene controls (V13 hook `getSceneControlButtons`, controls a record of `SceneControl`
 * `{name, order, title, icon, visible, tools, activeTool, onChange(event, active), onToolChange(event, tool)}`, tools
 * `{name, order, title, icon, button?, onChange?}`; foundryvtt.com/api/functions/hookEvents.getSceneControlButtons,
 * DOC-ONLY). While the control is active the overlay shows the scene's map over the board, the hovered hex's label
 * follows the pointer, and a left click or drag paints with the brush; the map is saved to the scene when the stroke
 * ends. UNSURE (needs a running V13): a control without a canvas layer of its own leaves the previous layer active,
 * so the painter takes the left button on the canvas (capture listener) before PixiJS sees it. The game the world
 * plays may add tools of its own (painter-tool.ts; Infantry Attacks its sector tool), whose overlays are drawn over the
 * terrain's and which, in hand, take the brush's touches.
 */
import { fromGridOffset } from "../../engine/hex";
import type { HexMap } from "../../engine/map";
import { SYSTEM_ID } from "../constants";
import { foundryI18n } from "../i18n";
import { tableModule } from "../rulesets/registry";
import { rulesetInPlay } from "../settings/settings";
import { worldTables } from "../tables/world-tables";
import { PAINT_TOOLS, touch, type Brush, type PaintTool } from "./brush";
import { drawTerrainOverlay, type PixiLib } from "./draw-overlay";
import { hexLabel, overlayData } from "./overlay-data";
import type { At } from "./paint";
import type { PainterSession, PainterTool } from "./painter-tool";
import { gridGeometry, sceneMap, storeSceneMap, type PlacedMap, type TerrainScene } from "./scene-terrain";
import { chooseBrush, copyToScene, exportSceneMap, importSceneMap, reportRead } from "./terrain-dialogs";

const CONTROL = `${SYSTEM_ID}-terrain`;
const TOOL_ICONS: Readonly<Record<PaintTool, string>> = {
  terrain: "fa-solid fa-paintbrush",
  level: "fa-solid fa-mountain",
  slope: "fa-solid fa-stairs",
  hexside: "fa-solid fa-road",
  fill: "fa-solid fa-fill-drip",
};

/** The tools the game the world plays adds. */
const gameTools = (): readonly PainterTool[] => tableModule(rulesetInPlay().ruleset)?.painterTools ?? [];

/* The canvas at the seam: V13 `canvas` typed loosely (its grid, DOM view, coordinate conversion, interface group). */
const theCanvas = (): any => (globalThis as any).canvas;
const pixi = (): PixiLib => (globalThis as any).PIXI;

interface Painter {
  brush: Brush;
  placed: PlacedMap | null;
  root: any;
  overlay: any;
  label: any;
  /** The game's tools open on the scene, each with its overlay; null while closed. */
  sessions: Map<string, { readonly session: PainterSession; readonly overlay: any }> | null;
  /** The game's tool in hand, if one is. */
  inHand: string | null;
  stroke: { last: string } | null;
  off: (() => void) | null;
}

const painter: Painter = {
  brush: { tool: "terrain", terrain: [], level: 0, slope: true, feature: "", radius: 0 },
  placed: null,
  root: null,
  overlay: null,
  label: null,
  sessions: null,
  inHand: null,
  stroke: null,
  off: null,
};

const inHand = (): PainterSession | null => (painter.inHand === null ? null : (painter.sessions?.get(painter.inHand)?.session ?? null));

const scene = (): TerrainScene | null => theCanvas()?.scene ?? null;

function redraw(): void {
  if (!painter.placed || !painter.overlay) return;
  const { map, placement } = painter.placed;
  const geometry = gridGeometry(theCanvas().grid, placement);
  drawTerrainOverlay(pixi(), painter.overlay, overlayData(map, worldTables().tec, geometry));
  for (const { session, overlay } of painter.sessions?.values() ?? []) session.draw(pixi(), overlay, geometry);
}

/** The map hex under a client point, with its canvas point; null off the map. */
function hexUnder(event: PointerEvent): { at: At; point: { x: number; y: number } } | null {
  if (!painter.placed) return null;
  const c = theCanvas();
  const point = c.canvasCoordinatesFromClient({ x: event.clientX, y: event.clientY }) as { x: number; y: number };
  const at = fromGridOffset(painter.placed.placement, c.grid.getOffset(point));
  const { map } = painter.placed;
  return at[0] >= 0 && at[1] >= 0 && at[0] < map.columns && at[1] < map.rows ? { at, point } : null;
}

function paintAt(event: PointerEvent): void {
  const hit = hexUnder(event);
  if (!hit || !painter.placed || !painter.stroke) return;
  // One touch per hex entered; a hexside tool touches again when the pointer nears another side.
  const key = painter.brush.tool === "hexside" ? `${hit.at.join(",")}:${Math.round(hit.point.x / 8)},${Math.round(hit.point.y / 8)}` : hit.at.join(",");
  if (key === painter.stroke.last) return;
  painter.stroke.last = key;
  const tool = inHand();
  if (tool) return tool.touch(hit.at, painter.brush.radius, event.shiftKey);
  const map: HexMap = touch(painter.placed.map, painter.brush, hit.at, hit.point, gridGeometry(theCanvas().grid, painter.placed.placement), event.shiftKey);
  if (map === painter.placed.map) return;
  painter.placed = { ...painter.placed, map };
  redraw();
}

function showLabel(event: PointerEvent): void {
  const hit = hexUnder(event);
  if (!painter.label) return;
  painter.label.visible = hit !== null && painter.placed !== null;
  if (!hit || !painter.placed) return;
  const label = hexLabel(painter.placed.map, hit.at);
  painter.label.text = inHand()?.label(hit.at, label) ?? label;
  painter.label.position.set(hit.point.x + 16, hit.point.y - 24);
}

function listen(view: HTMLElement): () => void {
  const down = (e: PointerEvent) => {
    if (e.button !== 0 || !painter.placed) return;
    e.stopImmediatePropagation();
    painter.stroke = { last: "" };
    paintAt(e);
  };
  const move = (e: PointerEvent) => {
    showLabel(e);
    if (painter.stroke) paintAt(e);
  };
  const up = () => {
    if (!painter.stroke) return;
    painter.stroke = null;
    const s = scene();
    if (!s || !painter.placed) return;
    const tool = inHand();
    if (!tool) return void storeSceneMap(s, painter.placed);
    void tool.strokeEnded().catch((e: unknown) => console.error(e));
  };
  view.addEventListener("pointerdown", down, { capture: true });
  view.addEventListener("pointermove", move);
  globalThis.addEventListener("pointerup", up);
  return () => {
    view.removeEventListener("pointerdown", down, { capture: true });
    view.removeEventListener("pointermove", move);
    globalThis.removeEventListener("pointerup", up);
  };
}

/** Shows the scene's map and starts listening; tells the GM why not when the scene's map cannot be read. */
export function openPainter(): void {
  closePainter();
  const s = scene();
  const c = theCanvas();
  if (!s || !c?.ready) return;
  const read = sceneMap(s, worldTables().tec);
  if (!read) return void ui.notifications?.warn(foundryI18n().localize("HEX_TACTICS.Painter.not-hex"));
  if (!read.ok) return reportRead(read);
  painter.placed = read.placed;
  const P = (globalThis as any).PIXI;
  painter.root = new P.Container();
  painter.overlay = new P.Container();
  painter.sessions = new Map(gameTools().map((tool) => [tool.name, { session: tool.open({ scene: s, placed: read.placed, redraw }), overlay: new P.Container() }]));
  painter.label = new P.Text("", { fontSize: 18, fontWeight: "bold", fill: 0xffffff, stroke: 0x000000, strokeThickness: 4 });
  painter.label.visible = false;
  painter.root.addChild(painter.overlay, ...[...painter.sessions.values()].map((t) => t.overlay), painter.label);
  c.interface.addChild(painter.root);
  painter.off = listen(c.app.view as HTMLElement);
  redraw();
}

export function closePainter(): void {
  painter.off?.();
  painter.root?.destroy({ children: true });
  Object.assign(painter, { placed: null, root: null, overlay: null, label: null, sessions: null, stroke: null, off: null });
}

/** After an import or a copy: the scene's map as stored. */
function reload(): void {
  if (painter.root) openPainter();
}

function control(): object {
  const i18n = foundryI18n();
  const tools: Record<string, object> = {};
  PAINT_TOOLS.forEach((tool, order) => {
    tools[tool] = { name: tool, order, title: `HEX_TACTICS.Painter.tool.${tool}`, icon: TOOL_ICONS[tool] };
  });
  for (const tool of gameTools()) tools[tool.name] = { name: tool.name, order: Object.keys(tools).length, title: `HEX_TACTICS.Painter.tool.${tool.name}`, icon: tool.icon };
  const button = (name: string, icon: string, run: () => unknown) => {
    tools[name] = { name, order: Object.keys(tools).length, title: `HEX_TACTICS.Painter.tool.${name}`, icon, button: true, onChange: () => void run() };
  };
  button("brush", "fa-solid fa-palette", async () => {
    const chosen = await chooseBrush(painter.brush, worldTables().tec);
    if (chosen) painter.brush = chosen;
  });
  for (const tool of gameTools()) for (const b of tool.buttons) button(b.name, b.icon, () => painter.sessions?.get(tool.name)?.session.button(b.name));
  button("import", "fa-solid fa-file-import", async () => {
    const s = scene();
    if (s && (await importSceneMap(s, worldTables().tec))) reload();
  });
  button("export", "fa-solid fa-file-export", () => painter.placed && exportSceneMap(painter.placed.map));
  button("copy", "fa-solid fa-copy", () => painter.placed && copyToScene(painter.placed.map, worldTables().tec));
  return {
    name: CONTROL,
    order: 100,
    title: i18n.localize("HEX_TACTICS.Painter.control"),
    icon: "fa-solid fa-map",
    visible: (game as ReadyGame).user.isGM,
    activeTool: painter.inHand ?? painter.brush.tool,
    tools,
    onChange: (_event: Event, active: boolean) => (active ? openPainter() : closePainter()),
    onToolChange: (_event: Event, tool: { name: string }) => {
      if (gameTools().some((t) => t.name === tool.name)) {
        painter.inHand = tool.name;
        inHand()?.taken();
      }
      if ((PAINT_TOOLS as readonly string[]).includes(tool.name)) [painter.brush, painter.inHand] = [{ ...painter.brush, tool: tool.name as PaintTool }, null];
    },
  };
}

/** `init`: the terrain control for GMs; the painter starts with the TEC's first terrain and feature, and follows the scene shown. */
export function registerTerrainPainter(): void {
  Hooks.on("getSceneControlButtons" as never, ((controls: Record<string, object>) => {
    if (!painter.brush.terrain.length) {
      const tec = worldTables().tec;
      const terrain = Object.entries(tec.terrain).find(([, t]) => !t.marker)?.[0];
      painter.brush = { ...painter.brush, terrain: terrain ? [terrain] : [], feature: Object.keys(tec.hexsides)[0] ?? "" };
    }
    controls[CONTROL] = control();
  }) as never);
  Hooks.on("canvasTearDown" as never, (() => closePainter()) as never);
  // V13 `ui.controls.control`: the active SceneControl (DOC-ONLY).
  Hooks.on("canvasReady" as never, (() => (ui as any).controls?.control?.name === CONTROL && openPainter()) as never);
}
