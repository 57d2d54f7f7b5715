export * from "./terrain";
export * from "./series-los";
export * from "./contour-los";
export * from "./spotting";
export * from "./visibility";
export * from "./words";
