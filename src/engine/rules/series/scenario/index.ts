export { changingLights, ScenarioBuild, SETUP_STATUS, type EnteringPiece, type ScenarioBattle, type ScenarioGame, type ScenarioOptions } from "./build";
export { initialControl } from "./control";
export { Issues, type Path } from "./issues";
export { drawAtRandom, drawLeaders, LeaderPieces, type Draw } from "./leader-draws";
export { conditionFor, lightsOf } from "./light";
export { startsOf, type Entry, type PlacedEntry, type Starts } from "./placement";
export { hexName, hexOf, type ScenarioPosition } from "./positions";
export { seriesSideOf } from "./sides";
export { victoryOf } from "./victory";
