/**
 * A scene's map in Foundry: read from and written to the scene flag `hex-tactics.terrain` (map-file.ts), or a blank
 * map covering the scene's grid when it has none. Scenes are typed loosely here (the V13 `Scene#grid` instance with
 * `getOffset`, `getCenterPoint`, `getVertices`, and `Scene#getDimensions()`, DOC-ONLY); the logic is in the pure modules.
 */
import type { TerrainEffectsChart } from "../../engine/data/schemas/tec";
import { layoutOnGrid, toGridOffset, type GridOffset, type GridPlacement, type HexLayout } from "../../engine/hex";
import { mapToJson, type HexMap } from "../../engine/map";
import { MAX_MAP_SIDE } from "../../engine/data/schemas/map";
import { SYSTEM_ID } from "../constants";
import { blankMap, readMap, TERRAIN_FLAG, type SceneTerrain } from "./map-file";
import type { HexGeometry, Point } from "./overlay-data";

export interface SceneGrid {
  readonly type: number;
  getOffset(point: Point): GridOffset;
  getCenterPoint(offset: GridOffset): Point;
  getVertices(offset: GridOffset): Point[];
}

export interface TerrainScene {
  readonly id: string;
  readonly name: string;
  readonly grid: SceneGrid;
  getDimensions(): { size: number; sceneX: number; sceneY: number; sceneWidth: number; sceneHeight: number };
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

/** A scene's map and where it lies on the grid. */
export interface PlacedMap {
  readonly map: HexMap;
  readonly placement: GridPlacement;
}

/** A scene's map, or why it cannot be read: its JSON's issues, or a layout the scene's grid does not draw. */
export type SceneMapRead =
  | { readonly ok: true; readonly placed: PlacedMap }
  | { readonly ok: false; readonly issues: readonly { path: string; message: string }[] }
  | { readonly ok: false; readonly wrongGrid: HexLayout };

const isHexGrid = (type: number): type is GridPlacement["gridType"] => type >= 2 && type <= 5;

/** The scene's map: its flag's, or a blank one over its grid; null when the scene's grid is not a hex grid. */
export function sceneMap(scene: TerrainScene, tec: TerrainEffectsChart): SceneMapRead | null {
  const gridType = scene.grid.type;
  if (!isHexGrid(gridType)) return null;
  const stored = scene.getFlag(SYSTEM_ID, TERRAIN_FLAG) as SceneTerrain | undefined;
  if (stored) {
    const read = readMap(stored.map, tec);
    if (!read.ok) return read;
    const placement = { gridType, origin: stored.origin };
    if (layoutOnGrid(placement) !== read.map.layout) return { ok: false, wrongGrid: read.map.layout };
    return { ok: true, placed: { map: read.map, placement } };
  }
  const d = scene.getDimensions();
  const half = d.size / 2;
  const first = scene.grid.getOffset({ x: d.sceneX + half, y: d.sceneY + half });
  const last = scene.grid.getOffset({ x: d.sceneX + d.sceneWidth - half, y: d.sceneY + d.sceneHeight - half });
  const side = (n: number) => Math.max(1, Math.min(MAX_MAP_SIDE, n));
  const placement = { gridType, origin: first };
  return { ok: true, placed: { map: blankMap(scene.id, scene.name, layoutOnGrid(placement), side(last.j - first.j + 1), side(last.i - first.i + 1), tec), placement } };
}

/** Stores `placed` as the scene's map. */
export async function storeSceneMap(scene: TerrainScene, placed: PlacedMap): Promise<void> {
  const value: SceneTerrain = { map: mapToJson(placed.map), origin: placed.placement.origin };
  await scene.setFlag(SYSTEM_ID, TERRAIN_FLAG, value);
}

/** The map's hexes where the scene's grid draws them. */
export function gridGeometry(grid: SceneGrid, placement: GridPlacement): HexGeometry {
  return {
    centre: (at) => grid.getCenterPoint(toGridOffset(placement, at)),
    vertices: (at) => grid.getVertices(toGridOffset(placement, at)),
  };
}
