import { ContourLos, contourReasons } from "../../series/los";
import type { IaTerrain } from "./ia-terrain";
import { IA1_SIGHT } from "./ia-words";

const REASONS = contourReasons(IA1_SIGHT);

/**
 * Infantry Attacks 1st edition line of sight (8.6–8.72, 16.12): the series' contour line of sight (PG 8.3–8.42) on IA1's
 * TEC, where hill terrain does not block by itself (8.62) and woods stand 20 m (8.72).
 */
export class Ia1Los extends ContourLos {
  constructor(terrain: IaTerrain) {
    super("IA1", terrain, REASONS);
  }
}
