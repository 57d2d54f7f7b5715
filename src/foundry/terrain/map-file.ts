/**
 * A scene's map as the terrain painter stores it: the engine's map JSON (engine/map `mapToJson`) and where its hex
 * [0, 0] lies on the scene's grid, in the scene flag `hex-tactics.terrain`; read back with `loadMap` against the world's
 * TEC. A map file a GM imports passes the same check; a bad one is refused naming each JSON path at fault.
 */
import type { TerrainEffectsChart } from "../../engine/data/schemas/tec";
import { DataError } from "../../engine/data/validate";
import { layoutOnGrid, type GridOffset, type GridPlacement, type HexLayout } from "../../engine/hex";
import { HexMap, loadMap, mapToJson } from "../../engine/map";

/** The scene flag (scope `hex-tactics`) holding the scene's `SceneTerrain`. */
export const TERRAIN_FLAG = "terrain";

/** What the scene flag holds: the map's JSON and the grid offset of its hex [0, 0]. */
export interface SceneTerrain {
  readonly map: unknown;
  readonly origin: GridOffset;
}

/**
 * Where a map of `layout` lies on a scene grid of `gridType` whose first whole hex is `first`: there, or one row
 * (pointy-top) or column (flat-top) further so that the grid shoves the map's rows or columns as its layout does; null
 * when the map's hexes are not of the grid's orientation.
 */
export function placeOnGrid(layout: HexLayout, gridType: GridPlacement["gridType"], first: GridOffset): GridPlacement | null {
  const pointy = gridType === 2 || gridType === 3;
  if (pointy !== layout.endsWith("-r")) return null;
  const next = pointy ? { i: first.i + 1, j: first.j } : { i: first.i, j: first.j + 1 };
  const origin = [first, next].find((o) => layoutOnGrid({ gridType, origin: o }) === layout)!;
  return { gridType, origin };
}

export type MapRead = { readonly ok: true; readonly map: HexMap } | { readonly ok: false; readonly issues: readonly { readonly path: string; readonly message: string }[] };

/** A map from its JSON value, checked by the engine's schema and the TEC. */
export function readMap(json: unknown, tec: TerrainEffectsChart): MapRead {
  try {
    return { ok: true, map: loadMap(json, tec) };
  } catch (e) {
    if (e instanceof DataError) return { ok: false, issues: e.issues };
    throw e;
  }
}

/** A map from a file's text: JSON first (a syntax error is an issue at `$`), then `readMap`. */
export function importMap(text: string, tec: TerrainEffectsChart): MapRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, issues: [{ path: "$", message: (e as Error).message }] };
  }
  return readMap(json, tec);
}

/** The map as the text of a map file. */
export const exportMap = (map: HexMap): string => `${JSON.stringify(mapToJson(map), null, 2)}\n`;

/** A blank map of the TEC's first printed terrain, `columns` × `rows` on `layout`: what a scene starts with. */
export function blankMap(id: string, name: string, layout: HexLayout, columns: number, rows: number, tec: TerrainEffectsChart): HexMap {
  const defaultTerrain = Object.entries(tec.terrain).find(([, t]) => !t.marker)?.[0] ?? "clear";
  return new HexMap({ id, name, layout, columns, rows, defaultTerrain });
}
