export { MarkerSheet } from "./marker-sheet";
