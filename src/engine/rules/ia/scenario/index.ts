export { battleFromScenario, type EnteringPiece, type ScenarioBattle, type ScenarioOptions } from "./battle-from-scenario";
export type { ScenarioPosition } from "./positions";
