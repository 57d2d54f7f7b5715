export * from "./pieces";
export * from "./battle";
export * from "./artillery";
export { unitsAt, leadersAt, hiddenPieces, hexesHeld, piecesIn, unitsOfSideIn, leadersOfSideIn, holdsUnitOf, enemyHexes, longestRange, changedSince } from "./occupancy";
