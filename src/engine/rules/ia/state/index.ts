export * from "./pieces";
export * from "./battle";
