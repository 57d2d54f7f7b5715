export * from "./activation";
export * from "./battle";
export * from "./block";
export * from "./markers";
export * from "./options";
