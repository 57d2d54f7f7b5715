export type { CiBoard, CiFireLine, CiLosBlock, CiSight } from "./board";
export { hedgeBetween } from "./board";
export { lineStretches, type Stretch } from "../../../los/line-stretches";
export { ciFireLine, ciSight, spotterSees } from "./sight";
