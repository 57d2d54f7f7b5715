export { MarkerModel } from "./marker-model";
