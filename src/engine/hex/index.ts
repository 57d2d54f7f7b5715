export * from "./axial";
export * from "./layout";
export * from "./label";
export * from "./line";
export * from "./vertex";
export * from "./foundry-grid";
