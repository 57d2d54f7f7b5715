export * from "./pieces";
export * from "./battle";
export * from "./option-ids";
export { unitsAt, leadersAt, hiddenPieces, hexesHeld, piecesIn, unitsOfSideIn, leadersOfSideIn, holdsUnitOf, enemyHexes, changedSince } from "../../series/state/occupancy";
