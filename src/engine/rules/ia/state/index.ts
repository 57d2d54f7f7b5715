export * from "./pieces";
export * from "./battle";
export * from "./artillery";
export { unitsAt, leadersAt, hiddenPieces, hexesHeld, piecesIn, unitsOfSideIn, leadersOfSideIn, holdsUnitOf, enemyHexes, changedSince } from "../../series/state/occupancy";
export { iaLongestRange as longestRange } from "./reach";
