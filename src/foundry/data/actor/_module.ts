export { LeaderModel } from "./leader-model";
export { MarkerModel } from "./marker-model";
export { UnitModel } from "./unit-model";
