/**
 * A side's view of a series battle on a player's client (the dialogs' input): the referee's `view` reply read back on
 * the battle's map. The map is public: the reply carries it as `map` (map JSON, with `tec` where the battle plays its
 * own chart; else the game's shipped chart for the battle).
 */
import type { z } from "zod";
import type { TerrainEffectsChart } from "../../../engine/data/schemas/tec";
import { decodeOnMap, loadMap, type HexMap } from "../../../engine/map";

/** The view `schema` reads in a `view` reply's result, on its map; null when it is not one (no map with it). */
export function seriesClientView<S extends z.ZodType>(result: unknown, schema: S, shipped: (json: { battle?: { edition?: string } }) => TerrainEffectsChart): { view: z.output<S>; map: HexMap } | null {
  if (typeof result !== "object" || result === null) return null;
  const { map: mapJson, tec, ...json } = result as { map?: unknown; tec?: unknown; battle?: { edition?: string } };
  if (mapJson === undefined) return null;
  const map = loadMap(mapJson, (tec as TerrainEffectsChart | undefined) ?? shipped(json), "view.map");
  return { view: decodeOnMap(map, schema, json, "view"), map };
}
