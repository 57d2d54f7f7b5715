export { PgLeaderModel } from "./leader-model";
export { PgUnitModel } from "./unit-model";
