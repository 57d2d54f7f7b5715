export { PgLeaderSheet } from "./leader-sheet";
export { PgUnitSheet } from "./unit-sheet";
