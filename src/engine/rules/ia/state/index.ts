export * from "./pieces";
export * from "./battle";
export { unitsAt, leadersAt, hiddenPieces, hexesHeld, piecesIn, unitsOfSideIn, leadersOfSideIn, holdsUnitOf, holdsUnit, longestRange, changedSince } from "./occupancy";
