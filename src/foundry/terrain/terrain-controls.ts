/**
 * The GM's terrain painter in the scene controls (V13 hook `getSceneControlButtons`, controls a record of `SceneControl`
 * `{name, order, title, icon, visible, tools, activeTool, onChange(event, active), onToolChange(event, tool)}`, tools
 * `{name, order, title, icon, button?, onChange?}`; foundryvtt.com/api/functions/hookEvents.getSceneControlButtons,
 * DOC-ONLY). While the control is active the overlay shows the scene's map over the board, the hovered hex's label
 * follows the pointer, and a left click or drag paints with the brush; the map is saved to the scene when the stroke
 * ends. UNSURE (needs a running V13): a control without a canvas layer of its own leaves the previous layer active,
 * so the painter takes the left button on the canvas (capture listener) before PixiJS sees it. The sector tool paints
 * the scene's sectors (sectors.ts, flag `hex-tactics.sectors`) with the brush's radius, Shift erasing; a dialog names
 * the sector painted and may fill a whole board into it; the sectors are drawn over the terrain.
 */
import { fromGridOffset } from "../../engine/hex";
import type { HexMap } from "../../engine/map";
import { SYSTEM_ID } from "../constants";
import { foundryI18n } from "../i18n";
import { worldTables } from "../tables/world-tables";
import { PAINT_TOOLS, touch, type Brush, type PaintTool } from "./brush";
import { drawTerrainOverlay, type PixiLib } from "./draw-overlay";
import { hexLabel, overlayData } from "./overlay-data";
import type { At } from "./paint";
import { gridGeometry, sceneMap, storeSceneMap, type PlacedMap, type TerrainScene } from "./scene-terrain";
import { chooseBrush, copyToScene, exportSceneMap, importSceneMap, reportRead } from "./terrain-dialogs";
import { drawSectorOverlay, sectorOverlay } from "./sector-overlay";
import { chooseSector, reportSectors } from "./sector-dialog";
import { sceneSectors, storeSceneSectors } from "./scene-sectors";
import { boardHexes, clip, paintSector, rebase, sectorAt, touchSectors, type SceneSectors } from "./sectors";

const CONTROL = `${SYSTEM_ID}-terrain`;
const TOOL_ICONS: Readonly<Record<PaintTool, string>> = {
  terrain: "fa-solid fa-paintbrush",
  level: "fa-solid fa-mountain",
  slope: "fa-solid fa-stairs",
  hexside: "fa-solid fa-road",
  fill: "fa-solid fa-fill-drip",
};
const SECTOR_TOOL = "sector";

/* The canvas at the seam: V13 `canvas` typed loosely (its grid, DOM view, coordinate conversion, interface group). */
const theCanvas = (): any => (globalThis as any).canvas;
const pixi = (): PixiLib => (globalThis as any).PIXI;

interface Painter {
  brush: Brush;
  placed: PlacedMap | null;
  root: any;
  overlay: any;
  sectorOverlay: any;
  label: any;
  /** The scene's sectors on the painted map's hexes (none when its flag cannot be read: painting replaces it); null while closed. */
  sectors: SceneSectors | null;
  /** The sector the sector tool paints, and whether that tool is the one in hand. */
  sector: string;
  paintingSectors: boolean;
  sectorsChanged: boolean;
  stroke: { last: string } | null;
  off: (() => void) | null;
}

const painter: Painter = {
  brush: { tool: "terrain", terrain: [], level: 0, slope: true, feature: "", radius: 0 },
  placed: null,
  root: null,
  overlay: null,
  sectorOverlay: null,
  label: null,
  sectors: null,
  sector: "",
  paintingSectors: false,
  sectorsChanged: false,
  stroke: null,
  off: null,
};

const scene = (): TerrainScene | null => theCanvas()?.scene ?? null;

function redraw(): void {
  if (!painter.placed || !painter.overlay) return;
  const { map, placement } = painter.placed;
  const geometry = gridGeometry(theCanvas().grid, placement);
  drawTerrainOverlay(pixi(), painter.overlay, overlayData(map, worldTables().tec, geometry));
  drawSectorOverlay(pixi(), painter.sectorOverlay, painter.sectors ? sectorOverlay(painter.sectors, geometry) : []);
}

/** One touch of the sector tool (Shift erases); nothing while no sector is chosen. */
function paintSectorAt(at: At, erase: boolean): void {
  if (!painter.placed || !painter.sectors || (!erase && !painter.sector)) return;
  painter.sectors = touchSectors(painter.sectors, painter.placed.map, painter.sector, at, painter.brush.radius, erase);
  painter.sectorsChanged = true;
  redraw();
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
  if (painter.paintingSectors) return paintSectorAt(hit.at, event.shiftKey);
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
  // With the sector tool in hand, the label names the hovered hex's sector.
  const sector = painter.paintingSectors && painter.sectors ? sectorAt(painter.sectors, hit.at) : null;
  painter.label.text = sector === null ? label : foundryI18n().format("HEX_TACTICS.Painter.hex-in-sector", { hex: label, sector });
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
    if (!painter.paintingSectors) return void storeSceneMap(s, painter.placed);
    if (painter.sectors && painter.sectorsChanged) void storeSceneSectors(s, painter.sectors);
    painter.sectorsChanged = false;
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
  const sectors = sceneSectors(s);
  const { placement, map } = read.placed;
  if (sectors && !sectors.ok) reportSectors(sectors.issues);
  painter.sectors = sectors?.ok ? clip(rebase(sectors.value, placement.origin), map.columns, map.rows) : { origin: placement.origin, sectors: [] };
  const P = (globalThis as any).PIXI;
  painter.root = new P.Container();
  painter.overlay = new P.Container();
  painter.sectorOverlay = new P.Container();
  painter.label = new P.Text("", { fontSize: 18, fontWeight: "bold", fill: 0xffffff, stroke: 0x000000, strokeThickness: 4 });
  painter.label.visible = false;
  painter.root.addChild(painter.overlay, painter.sectorOverlay, painter.label);
  c.interface.addChild(painter.root);
  painter.off = listen(c.app.view as HTMLElement);
  redraw();
}

export function closePainter(): void {
  painter.off?.();
  painter.root?.destroy({ children: true });
  Object.assign(painter, { placed: null, root: null, overlay: null, sectorOverlay: null, label: null, sectors: null, sectorsChanged: false, stroke: null, off: null });
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
  tools[SECTOR_TOOL] = { name: SECTOR_TOOL, order: PAINT_TOOLS.length, title: `HEX_TACTICS.Painter.tool.${SECTOR_TOOL}`, icon: "fa-solid fa-object-group" };
  const button = (name: string, icon: string, run: () => unknown) => {
    tools[name] = { name, order: Object.keys(tools).length, title: `HEX_TACTICS.Painter.tool.${name}`, icon, button: true, onChange: () => void run() };
  };
  button("brush", "fa-solid fa-palette", async () => {
    const chosen = await chooseBrush(painter.brush, worldTables().tec);
    if (chosen) painter.brush = chosen;
  });
  button("sectors", "fa-solid fa-flag", async () => {
    if (!painter.placed || !painter.sectors) return;
    const chosen = await chooseSector(painter.sector, painter.sectors.sectors.map((x) => x.name), painter.placed.map.boards.map((b) => b.id));
    const s = scene();
    if (!chosen || !s || !painter.placed || !painter.sectors) return;
    painter.sector = chosen.name;
    // IA1 17.51 "board-by-board": a whole board (or the whole map) into the sector at once.
    if (chosen.fill === null) return;
    painter.sectors = paintSector(painter.sectors, chosen.name, boardHexes(painter.placed.map, chosen.fill === "" ? null : chosen.fill));
    redraw();
    await storeSceneSectors(s, painter.sectors);
  });
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
    activeTool: painter.paintingSectors ? SECTOR_TOOL : painter.brush.tool,
    tools,
    onChange: (_event: Event, active: boolean) => (active ? openPainter() : closePainter()),
    onToolChange: (_event: Event, tool: { name: string }) => {
      if (tool.name === SECTOR_TOOL) {
        painter.paintingSectors = true;
        if (!painter.sector) ui.notifications?.info(i18n.localize("HEX_TACTICS.Painter.no-sector"));
      }
      if ((PAINT_TOOLS as readonly string[]).includes(tool.name)) [painter.brush, painter.paintingSectors] = [{ ...painter.brush, tool: tool.name as PaintTool }, false];
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
