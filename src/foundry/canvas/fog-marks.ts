/**
 * Fog of war by spotting (IA1 8.0): what a side's players see of the enemy's tokens. An enemy piece the side does not
 * spot now is dimmed (as in the board game, where counters lie open) or not drawn, as the `fog` setting says; the GM
 * sees everything unless he views as a side. From the referee's `sight` reply, never from Foundry vision or walls.
 */
import { hexPath, type Board, type Container, type MapHex, type Pixi } from "./board";

/** How unspotted enemy tokens look (a world setting). */
export const FOG_MODES = ["dimmed", "hidden"] as const;
export type FogMode = (typeof FOG_MODES)[number];

/** How a token is drawn for a viewer: as it is, dimmed, or not at all. */
export type TokenLook = "shown" | "dimmed" | "hidden";

/** The alpha of a dimmed token. */
export const DIMMED_ALPHA = 0.35;

/**
 * How the token of `piece` looks to a viewer whose side does not spot `unspotted` (the `sight` reply's): those as
 * `mode` says, every other token as it is. The GM viewing as no side has nothing unspotted.
 */
export const lookOf = (piece: string, unspotted: ReadonlySet<string>, mode: FogMode): TokenLook => (unspotted.has(piece) ? mode : "shown");

/** Whether a token Foundry would draw (`visible`: its own visibility test passed) is drawn under the fog. */
export const drawnUnderFog = (visible: boolean, look: TokenLook): boolean => visible && look !== "hidden";

/** The alpha of a token's image under the fog: a dimmed one's at most `DIMMED_ALPHA`, any other's as Foundry set it. */
export const imageAlpha = (alpha: number, look: TokenLook): number => (look === "dimmed" ? Math.min(alpha, DIMMED_ALPHA) : alpha);

/**
 * The fog marks over the board for a dimmed view: a dark veil and an outline over each hex holding an unspotted enemy
 * token (`hexes`), so the dimmed counter reads as "not spotted" even where tokens overlap. Clears `layer` first.
 */
export function drawFogMarks(pixi: Pixi, layer: Container, board: Board, hexes: readonly MapHex[], mode: FogMode): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
  if (mode !== "dimmed") return;
  for (const hex of new Map(hexes.map((h) => [h.join(","), h])).values()) {
    const g = new pixi.Graphics();
    g.name = `fog:${hex.join(",")}`;
    g.beginFill(0x000000, 0.3).lineStyle(3, 0x9aa3ad, 0.9);
    hexPath(g, board, board.centre(hex));
    g.endFill();
    layer.addChild(g);
  }
}
