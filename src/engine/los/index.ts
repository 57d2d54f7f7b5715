export * from "./line-table";
export * from "./los-rules";
export * from "./spine-memory";
export * from "./line-of-sight";
export * from "./spotting";
export * from "./spotting-types";
export * from "./spotter-blocks";
export * from "./axial";
