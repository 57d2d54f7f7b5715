import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";
import { SeriesTerrain } from "../../series/los";

export { NONE, UNLIMITED } from "../../series/los";

export type IaEdition = "IA1" | "IA2";

/**
 * The TEC applied to every hex of an Infantry Attacks map (the series' flat arrays): the edition decides what raises a
 * unit's hex — IA1 8.72 the height of its town or woods, for LOS and spotting; IA2 7.44 a town's spotter bonus.
 */
export class IaTerrain extends SeriesTerrain {
  constructor(
    map: HexMap,
    tec: TerrainEffectsChart,
    readonly edition: IaEdition,
    extra?: ReadonlyMap<number, readonly string[]>,
  ) {
    super(map, tec, { occupant: edition === "IA1" ? "terrain-top" : "spotter-bonus" }, extra);
  }
}
