export { LeaderModel } from "./leader-model";
export { UnitModel } from "./unit-model";
