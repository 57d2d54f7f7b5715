import { TerrainEffectsChart } from "../../../data/schemas/tec";
import { parseData } from "../../../data/validate";
import ciTecJson from "./ci-tec.json";

/**
 * Combat Infantry's Terrain Effects Chart (CI 3.x Terrain Effects), validated at load: the map vocabulary of
 * ci/map/terrain.ts (hex terrain and the tunnel feature as `terrain`, hexside terrain and linear features as
 * `hexsides`). It holds only what the text keeps, with `rules` provenance: LOS blocking (TEC Block column), Sea/Lake and
 * Hedge impassable (TEC X), and a hex move cost of 0 (MPs are paid per hexside). Every lost MP cost, fire and assault
 * limit, stacking and defense value is a setting in ci/data/numbers.ts; the legible ones are in ci/data/constants.ts.
 */
export const CI_TEC = parseData(TerrainEffectsChart, ciTecJson, "ci-tec.json");
