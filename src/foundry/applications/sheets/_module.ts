export { LeaderSheet } from "./leader-sheet";
export { MarkerSheet } from "./marker-sheet";
export { UnitSheet } from "./unit-sheet";
