export * from "./pieces";
export * from "./battle";
export { unitsAt, leadersAt, hiddenPieces, hexesHeld, piecesIn, unitsOfSideIn, leadersOfSideIn, holdsUnitOf, enemyHexes, longestRange, changedSince } from "./occupancy";
