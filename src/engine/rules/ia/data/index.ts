import { parseData } from "../../../data/validate";
import { DieTableSet } from "../../../data/schemas/die-table";
import { FireTableSet, type FireTable } from "../../series/data/schemas/fire-table";
import { MoraleTable } from "../../series/data/schemas/morale";
import { TerrainEffectsChart } from "../../../data/schemas/tec";
import { VisibilityTable } from "./schemas/visibility";
import ia1DieTablesJson from "./ia1-die-tables.json";
import ia1FireTablesJson from "./ia1-fire-tables.json";
import ia1MoraleJson from "./ia1-morale.json";
import ia1TecJson from "./ia1-tec.json";
import ia2DieTablesJson from "./ia2-die-tables.json";
import ia2TecJson from "./ia2-tec.json";
import ia2VisibilityJson from "./ia2-visibility.json";

/**
 * Infantry Attacks data, validated at load. Values the rules text fixes carry `rules` provenance; the rest
 * are playtest values for a GM to replace from the printed charts.
 */
export const ia1Tec = parseData(TerrainEffectsChart, ia1TecJson, "ia1-tec.json");
export const ia2Tec = parseData(TerrainEffectsChart, ia2TecJson, "ia2-tec.json");
export const ia1FireTables = parseData(FireTableSet, ia1FireTablesJson, "ia1-fire-tables.json");
export const ia1DieTables = parseData(DieTableSet, ia1DieTablesJson, "ia1-die-tables.json");
export const ia2DieTables = parseData(DieTableSet, ia2DieTablesJson, "ia2-die-tables.json");
export const ia1Morale = parseData(MoraleTable, ia1MoraleJson, "ia1-morale.json");
export const ia2LightTable = parseData(VisibilityTable, ia2VisibilityJson, "ia2-visibility.json");

/** The IA1 Direct Fire (10.2), Bombardment (9.3) and Assault (12.3) tables. */
export const ia1DirectFire = fireTable("direct-fire");
export const ia1Bombardment = fireTable("bombardment");
export const ia1Assault = fireTable("assault");

function fireTable(id: string): FireTable {
  const table = ia1FireTables.tables.find((t) => t.id === id);
  if (!table) throw new Error(`ia1-fire-tables.json has no "${id}" table`);
  return table;
}
