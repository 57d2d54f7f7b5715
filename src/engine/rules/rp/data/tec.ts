import { TerrainEffectsChart } from "../../../data/schemas/tec";
import { parseData } from "../../../data/validate";
import rpTecJson from "./rp-tec.json";

/**
 * Red Poppies' Terrain Effects Chart, validated at load: the map vocabulary (terrain and hexside ids map JSON uses).
 * Every value is stated by the rules text (8.0–8.9, 6.62), so every cell carries `rules` provenance.
 */
export const RP_TEC = parseData(TerrainEffectsChart, rpTecJson, "rp-tec.json");
