/**
 * The canvas layers in Foundry (the drawing itself is in fog-marks.ts and los-tool.ts, tested outside Foundry):
 * - fog of war: after every change of the battle (its Combat, its tokens) a side's player asks the referee for his
 *   side's `sight` and dims or hides the enemy tokens it does not spot (the Token class of fog-token.ts); a GM sees
 *   everything, or views as the side the `viewAs` setting names;
 * - the LOS tool, a toggle in the token controls: a left drag between two hexes asks the referee for `los` and draws it
 *   (its listeners on `canvas.stage`, which V13 keeps from scene to scene, are taken off before each canvas's own);
 * - the token ruler's labels: while a piece is dragged, the referee's `preview` of the hexes it would pass;
 * - the side's private layer (its hidden pieces …, no token): after the canvas is ready and each change of the battle's
 *   Combat, the side's `layer` from the referee, drawn at its hexes and vertices (private-layer.ts);
 * - the ruleset's hex marks from the battle Combat, public (hex-marks.ts: Combat Infantry's command range and hex
 *   control), redrawn with the Combat; the tints toggled in the token controls.
 * Hex centres and vertices come from the scene's grid through the battle's grid placement (its Combat's flag;
 * foundry-grid.ts).
 * V13 API used, DOC-ONLY (needs a running V13): `canvas.grid.getCenterPoint/getOffset/sizeX/sizeY/columns`,
 * `canvas.grid.getDirectPath(points)` (the grid offsets between waypoints), `canvas.interface`, `canvas.stage` pointer
 * events, the `tokens` scene control's `tools` record (`toggle`, `active`, `onChange(event, active)`), and
 * `CONFIG.Token.rulerClass` with `TokenRuler#refresh(data)`, `data.passedWaypoints/pendingWaypoints`
 * (foundryvtt.com/api/interfaces/foundry.types.TokenRulerData.html).
 */
import { fromGridOffset, toGridOffset, vertexToGridPoint, type GridPlacement } from "../../engine/hex/foundry-grid";
import { sendRequest } from "../applications/send-request";
import { SYSTEM_ID } from "../constants";
import { foundryI18n } from "../i18n";
import { requestReferee } from "../referee/queries";
import { pageState } from "../page-state";
import { moversOf } from "../referee/token-moves";
import { tableRuleset } from "../rulesets/table-ruleset";
import { FOG_CHANGED, fogMode, viewAsSide } from "../settings/settings";
import type { Board, MapHex, Pixi } from "./board";
import { layerWords, losWords, rulerWords } from "./canvas-words";
import { drawFogMarks, lookOf, type TokenLook } from "./fog-marks";
import { refreshFogTokens, registerFogToken } from "./fog-token";
import { drawHexMarks, NO_HEX_MARKS } from "./hex-marks";
import { drawLineOfSight, type LosReply } from "./los-tool";
import { drawPrivateLayer, readLayer } from "./private-layer";
import { drawRulerLabels, type RulerPreview } from "./ruler-labels";
import { offsetAt } from "./token-hex";

/* Foundry's canvas objects are used loosely (`any`): a seam with no logic of its own. */
const board = (): any => (globalThis as any).canvas;
const pixi = (): Pixi => (globalThis as any).PIXI as Pixi;

/** What this client draws: the unspotted enemy pieces, and the layers' containers on the canvas (kept on the page: table-client.ts). */
const state = () =>
  pageState("canvas", () => ({ unspotted: new Set<string>(), fog: null as any, los: null as any, ruler: null as any, private: null as any, marks: null as any, tintsOn: true, rulerPath: "", losOn: false, refreshing: null as ReturnType<typeof setTimeout> | null, asking: 0, stopLos: null as (() => void) | null }));

/** Runs a redraw that asks the referee, counted in `asking` while it runs (the simulated world's tests wait for none). */
async function asking(redraw: () => Promise<void>): Promise<void> {
  const kept = state();
  kept.asking++;
  try {
    await redraw();
  } catch (e) {
    console.error(e);
  } finally {
    kept.asking--;
  }
}

/** The enemy pieces this page's fog treats as unspotted now (the last `sight` reply's; the Quench checks set it). */
export const unspottedHere = (): Set<string> => state().unspotted;

/** The battle on the viewed scene: its id and grid placement (its Combat's flags), if one is in play there. */
function battleHere(): { battle: string; grid: GridPlacement } | null {
  const sceneId = board()?.scene?.id;
  const combat = (game as any).combats?.find((c: any) => c.getFlag(SYSTEM_ID, "battle") && c.scene?.id === sceneId);
  if (!combat) return null;
  const grid = (combat.getFlag(SYSTEM_ID, "grid") as GridPlacement | undefined) ?? { gridType: board().grid.type, origin: { i: 0, j: 0 } };
  return { battle: String(combat.getFlag(SYSTEM_ID, "battle")), grid };
}

/** The scene's grid as the drawing functions read it. */
function boardOf(placement: GridPlacement): Board {
  const grid = board().grid;
  return {
    centre: (hex) => grid.getCenterPoint(toGridOffset(placement, hex)),
    vertex: (v) => vertexToGridPoint(placement, v, (o) => grid.getCenterPoint(o)),
    radius: Math.max(grid.sizeX, grid.sizeY) / 2,
    pointy: !grid.columns,
  };
}

const hexAt = (placement: GridPlacement, point: { x: number; y: number }): MapHex => fromGridOffset(placement, board().grid.getOffset(point));

/** The side this client asks as: a player's own (the referee knows it), a GM's `viewAs` side, or none (a GM sees all). */
const askAs = (): { side?: string } | null => {
  if (!(game as ReadyGame).user.isGM) return {};
  const side = viewAsSide();
  return side ? { side } : null;
};

/** A layer container on the canvas's interface, made once per canvas. */
function layer(key: "fog" | "los" | "ruler" | "private" | "marks"): any {
  if (!state()[key] || state()[key].destroyed) {
    state()[key] = new (pixi().Container)();
    board().interface.addChild(state()[key]);
  }
  return state()[key];
}

/** Asks for the side's sight and redraws the fog (tokens dimmed or hidden, marks over their hexes). */
async function refreshFog(): Promise<void> {
  const here = battleHere();
  const as = askAs();
  let unspotted = new Set<string>();
  if (here && as) {
    const reply = await requestReferee({ kind: "sight", battle: here.battle, ...as }).catch(() => null);
    if (reply?.ok) unspotted = new Set((reply.result as { unspotted: string[] }).unspotted);
  }
  state().unspotted = unspotted;
  const tokens: any[] = board()?.tokens?.placeables ?? [];
  refreshFogTokens(tokens);
  if (!here) return;
  const marked = tokens.filter((t) => unspotted.has(String(t.document.getFlag(SYSTEM_ID, "piece")))).map((t) => hexAt(here.grid, t.center));
  drawFogMarks(pixi(), layer("fog"), boardOf(here.grid), marked, fogMode());
}

/** Asks for the side's private layer and draws it; none for a GM viewing as no side. */
async function refreshPrivate(): Promise<void> {
  const here = battleHere();
  const as = askAs();
  if (!here || !as) {
    state().private?.removeChildren();
    return;
  }
  const reply = await requestReferee({ kind: "layer", battle: here.battle, ...as }).catch(() => null);
  drawPrivateLayer(pixi(), layer("private"), boardOf(here.grid), readLayer(reply?.ok ? reply.result : null), layerWords(foundryI18n()));
}

const redrawPrivate = (): void => void asking(refreshPrivate);

/** Draws the hex marks of the battle Combat on the viewed scene (its ruleset's `hexMarks`): public, no request. */
function redrawMarks(): void {
  if (!board()?.stage) return;
  const sceneId = board().scene?.id;
  const combat = (game as any).combats?.find((c: any) => c.getFlag(SYSTEM_ID, "battle") && c.scene?.id === sceneId);
  const here = battleHere();
  if (!here || !combat) return void state().marks?.removeChildren();
  const marks = tableRuleset(combat.system?.ruleset)?.hexMarks?.(combat.system) ?? NO_HEX_MARKS;
  drawHexMarks(pixi(), layer("marks"), boardOf(here.grid), marks, state().tintsOn);
}

/** How the fog shows a token now (from the last `sight` reply). */
const lookOfToken = (token: any): TokenLook => lookOf(String(token.document.getFlag(SYSTEM_ID, "piece")), state().unspotted, fogMode());

/** Many changes come at once after a command: one refresh after them. */
function scheduleFog(): void {
  const kept = state();
  if (kept.refreshing) clearTimeout(kept.refreshing);
  kept.refreshing = setTimeout(() => {
    kept.refreshing = null;
    void asking(refreshFog);
  }, 100);
}

/**
 * The LOS tool: a left drag from one hex to another draws the referee's answer; the line stays until the next drag.
 * Its listeners on the stage replace those an earlier canvas added.
 */
function listenForLos(): void {
  state().stopLos?.();
  let from: MapHex | null = null;
  let last = "";
  const show = async (to: MapHex) => {
    const here = battleHere();
    const as = askAs() ?? {};
    if (!here || !from || `${to}` === last) return;
    last = `${to}`;
    const reply = await sendRequest({ kind: "los", battle: here.battle, from, to, ...as });
    if (!reply?.ok || `${to}` !== last) return;
    const answer = reply.result as LosReply;
    drawLineOfSight(pixi(), layer("los"), boardOf(here.grid), answer, losWords(answer, foundryI18n()));
  };
  const stage = board().stage;
  const listeners: Record<string, (event: any) => void> = {
    pointerdown: (event) => {
      const here = battleHere();
      if (!state().losOn || !here || event.button !== 0) return;
      from = hexAt(here.grid, event.getLocalPosition(stage));
      last = "";
    },
    pointermove: (event) => {
      const here = battleHere();
      if (state().losOn && from && here) void show(hexAt(here.grid, event.getLocalPosition(stage)));
    },
    pointerup: () => (from = null),
  };
  for (const [name, fn] of Object.entries(listeners)) stage.on(name, fn);
  state().stopLos = () => {
    for (const [name, fn] of Object.entries(listeners)) stage.off(name, fn);
  };
}

/**
 * The ruler's labels for a dragged token: the hexes from its start through the drag's waypoints (the grid's direct
 * path), previewed by the referee for the pieces the drag moves (token-moves.ts `moversOf`); cleared when the drag has
 * no waypoints left.
 */
async function showPreview(token: any, data: { passedWaypoints?: { x: number; y: number }[]; pendingWaypoints?: { x: number; y: number }[] }): Promise<void> {
  const here = battleHere();
  const piece = token?.document?.getFlag(SYSTEM_ID, "piece") as string | undefined;
  const waypoints = [...(data.passedWaypoints ?? []), ...(data.pendingWaypoints ?? [])];
  if (!here || !piece || waypoints.length < 2) {
    state().rulerPath = "";
    state().ruler?.removeChildren();
    return;
  }
  const grid = board().grid;
  const centres = waypoints.map((w) => grid.getCenterPoint(offsetAt(grid, w)));
  const hexes = (grid.getDirectPath(centres) as { i: number; j: number }[]).map((o) => fromGridOffset(here.grid, o));
  const path = hexes.filter((h, i) => i > 0 && `${h}` !== `${hexes[i - 1]}`);
  const movers = moversOf(token.document, here.battle, here.grid, grid).map((t) => t.piece);
  const key = `${movers.join(",")}:${path.join(";")}`;
  if (key === state().rulerPath) return;
  state().rulerPath = key;
  const reply = await requestReferee({ kind: "preview", battle: here.battle, movers, path, ...(askAs() ?? {}) }).catch(() => null);
  if (!reply?.ok || state().rulerPath !== key) return;
  const preview = reply.result as RulerPreview & { refused: { why: { code: string; params: Record<string, string | number>; text: string }; fallback?: string } | null };
  drawRulerLabels(pixi(), layer("ruler"), boardOf(here.grid), preview, rulerWords(preview.refused?.why ?? null, foundryI18n(), preview.refused?.fallback));
}

/** The token ruler: Foundry's, with the preview's labels drawn beside it. */
function registerRuler(): void {
  const Base = (globalThis as any).foundry.canvas.placeables.tokens.TokenRuler;
  (CONFIG as any).Token.rulerClass = class extends Base {
    refresh(data: any): void {
      super.refresh(data);
      void showPreview((this as any).token, data).catch((e: unknown) => console.error(e));
    }
  };
}

/**
 * `init`: the fog's Token class and hooks, the private layer's hooks, the LOS tool's toggle in the token controls, the
 * token ruler.
 */
export function registerCanvasLayers(): void {
  Hooks.on("canvasReady" as never, (() => {
    state().fog = state().los = state().ruler = state().private = state().marks = null;
    listenForLos();
    scheduleFog();
    redrawPrivate();
    redrawMarks();
  }) as never);
  for (const hook of [FOG_CHANGED, "updateCombat"]) Hooks.on(hook as never, redrawPrivate as never);
  Hooks.on("updateCombat" as never, (() => redrawMarks()) as never);
  registerRuler();
  registerFogToken(lookOfToken);
  for (const hook of [FOG_CHANGED, "updateCombat", "createToken", "updateToken", "deleteToken"]) Hooks.on(hook as never, (() => scheduleFog()) as never);
  Hooks.on("getSceneControlButtons" as never, ((controls: Record<string, any>) => {
    const tokens = controls.tokens;
    if (!tokens?.tools) return;
    const toggle = (name: string, title: string, icon: string, active: boolean, onChange: (active: boolean) => void) => {
      tokens.tools[name] = { name, order: Object.keys(tokens.tools).length, title, icon, toggle: true, active, onChange: (_event: Event, on: boolean) => onChange(on) };
    };
    toggle("hex-tactics-los", "HEX_TACTICS.Canvas.Los.tool", "fa-solid fa-eye", state().losOn, (active) => {
      state().losOn = active;
      if (!active && state().los) state().los.removeChildren();
    });
    toggle("hex-tactics-control", "HEX_TACTICS.Canvas.Control.tool", "fa-solid fa-chess-board", state().tintsOn, (active) => {
      state().tintsOn = active;
      redrawMarks();
    });
  }) as never);
}
