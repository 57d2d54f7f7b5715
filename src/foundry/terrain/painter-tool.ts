/**
 * A tool a game adds to the terrain painter (terrain-controls.ts; table-module.ts `painterTools`): Infantry Attacks
 * paints its IA1 17.51 sectors with one. While the painter is open on a scene each tool has a session, which draws its
 * overlay over the terrain's; with the tool in hand the brush's touches, the hovered hex's label and the end of a stroke
 * are its own. Its tool and buttons are worded `HEX_TACTICS.Painter.tool.<name>`.
 */
import type * as Pixi from "pixi.js";
import type { PixiLib } from "./draw-overlay";
import type { HexGeometry } from "./overlay-data";
import type { At } from "./paint";
import type { PlacedMap, TerrainScene } from "./scene-terrain";

/** The scene the painter is open on, its map where it lies, and a redraw of the overlay. */
export interface PainterScene {
  readonly scene: TerrainScene;
  readonly placed: PlacedMap;
  redraw(): void;
}

export interface PainterSession {
  /** Draws its overlay in `container` (cleared first) where `geometry` draws the hexes. */
  draw(pixi: PixiLib, container: Pixi.Container, geometry: HexGeometry): void;
  /** The tool was taken in hand. */
  taken(): void;
  /** One touch of the brush of `radius` on `at` (`erase`: Shift held). */
  touch(at: At, radius: number, erase: boolean): void;
  /** A stroke ended: what it changed is saved. */
  strokeEnded(): Promise<void>;
  /** The hovered hex's label (`hex`, as the painter words it) while the tool is in hand. */
  label(at: At, hex: string): string;
  /** One of its buttons was clicked. */
  button(name: string): Promise<void>;
}

export interface PainterTool {
  readonly name: string;
  /** Font Awesome classes. */
  readonly icon: string;
  /** Buttons beside the tools. */
  readonly buttons: readonly { readonly name: string; readonly icon: string }[];
  open(scene: PainterScene): PainterSession;
}
