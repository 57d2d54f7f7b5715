export { LeaderSheet } from "./leader-sheet";
export { UnitSheet } from "./unit-sheet";
