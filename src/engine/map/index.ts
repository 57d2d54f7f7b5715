export * from "./hex-map";
export * from "./map-json";
