export type { RpBlock, RpSight, RpSightConditions } from "./conditions";
export { rpSight, rpVertexSight } from "./sight";
