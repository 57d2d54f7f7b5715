export { rpBattleFromScenario, type RpScenarioOptions } from "./battle-from-scenario";
export { rpScenarioMap } from "./scenario-map";
