export * from "./battle";
export * from "./markers";
export * from "./oma";
export * from "./unit";
