import type { z } from "zod";
import { DieTableSet } from "./die-table";
import { MapData } from "./map";
import { TerrainEffectsChart } from "./tec";

/** The data file shapes every game shares, by the name each is published under (`docs/schema/<name>.schema.json`). */
export const sharedSchemas = {
  "terrain-effects-chart": TerrainEffectsChart,
  map: MapData,
  "die-tables": DieTableSet,
} satisfies Record<string, z.ZodType>;
