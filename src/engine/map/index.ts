export * from "./hex-map";
export * from "./map-json";
export * from "./hex-codec";
