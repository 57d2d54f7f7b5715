export * from "./pieces";
export * from "./battle";
export { unitsAt, leadersAt, hiddenPieces, hexesHeld, piecesIn, changedSince } from "./occupancy";
