export { pgBattleFromScenario, type PgScenarioBattle, type PgScenarioOptions } from "./battle-from-scenario";
export type { EnteringPiece } from "../../series/scenario/build";
export type { ScenarioPosition } from "../../series/scenario/positions";
