/** Scenario positions are the series' (series/scenario/positions.ts); kept here for IA's table and tests. */
export { hexName, hexOf, type ScenarioPosition } from "../../series/scenario/positions";
