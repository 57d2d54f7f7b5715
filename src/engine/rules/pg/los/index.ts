export * from "./sight";
export * from "./visibility";
