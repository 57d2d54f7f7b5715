export { BattleModel } from "./battle-model";
