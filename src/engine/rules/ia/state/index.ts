export * from "./pieces";
export * from "./battle";
export { unitsAt, leadersAt } from "./occupancy";
