export type { TableKind, TableKindId } from "./kind";
export { tecKind } from "./tec";
