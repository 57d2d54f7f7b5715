import { MapData } from "../../../data/schemas/map";
import { TerrainEffectsChart } from "../../../data/schemas/tec";
import { FireTableSet, type FireTable } from "../../series/data/schemas/fire-table";
import { loadCharts } from "../../series/data/load";
import { MoraleTable } from "../../series/data/schemas/morale";
import { AtTable } from "./schemas/at-table";
import { PgCounterSet } from "./schemas/counters";
import { PgDieTables } from "./schemas/die-tables";
import { PgScenario } from "./schemas/scenario";
import pg3AtTableJson from "./pg3-at-table.json";
import pg3DemoCountersJson from "./pg3-demo-counters.json";
import pg3DemoMapJson from "./pg3-demo-map.json";
import pg3DemoScenarioJson from "./pg3-demo-scenario.json";
import pg3DieTablesJson from "./pg3-die-tables.json";
import pg3FireTablesJson from "./pg3-fire-tables.json";
import pg3MoraleJson from "./pg3-morale.json";
import pg3TecJson from "./pg3-tec.json";

/**
 * Panzer Grenadier (3rd edition) charts, validated at load: a value the rules text fixes carries `rules` provenance with
 * its PG rule number; the rest are playtest values for a GM to replace from the printed charts.
 */
export const pg3Charts = loadCharts({
  fireTables: [FireTableSet, pg3FireTablesJson, "pg3-fire-tables.json"],
  atTable: [AtTable, pg3AtTableJson, "pg3-at-table.json"],
  morale: [MoraleTable, pg3MoraleJson, "pg3-morale.json"],
  dieTables: [PgDieTables, pg3DieTablesJson, "pg3-die-tables.json"],
  tec: [TerrainEffectsChart, pg3TecJson, "pg3-tec.json"],
  demoCounters: [PgCounterSet, pg3DemoCountersJson, "pg3-demo-counters.json"],
});

/** The table of a kind the set must hold. */
function ofKind(kind: string): FireTable {
  const table = pg3Charts.fireTables.tables.find((t) => t.kind === kind);
  if (table) return table;
  throw new Error(`pg3-fire-tables.json has no table of kind "${kind}"`);
}

/** The Direct Fire (PG 10.2), Bombardment (9.4) and Assault (12.4) tables. */
export const pg3DirectFire = ofKind("direct");
export const pg3Bombardment = ofKind("bombardment");
export const pg3Assault = ofKind("assault");

/** The charts a battle is played with besides its TEC: a GM's own or the shipped ones. */
export type PgCharts = Pick<typeof pg3Charts, "fireTables" | "atTable" | "morale" | "dieTables">;

/**
 * The demonstration scenario (PG 2.3) and its map, validated at load: an original scenario with playtest values, played
 * with the demonstration counters (`pg3Charts.demoCounters`) on the map loaded with PG's TEC (`pgBattleFromScenario`, pg/scenario).
 */
export const pg3Demo = loadCharts({
  map: [MapData, pg3DemoMapJson, "pg3-demo-map.json"],
  scenario: [PgScenario, pg3DemoScenarioJson, "pg3-demo-scenario.json"],
});
