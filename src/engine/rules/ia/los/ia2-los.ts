import { encodeBlock, type BlockReason, type LineSide } from "../../../los";
import { NONE, SeriesLos, UNLIMITED } from "../../series/los";
import type { IaTerrain } from "./ia-terrain";

const SMOKE = 1;
const TERRAIN = 2;
const SLOPE = 3;
const LIGHT = 4;
const SLOPE_HIGHER = 5;
const SLOPE_CLOSER = 6;
const TERRAIN_HIGHER = 7;
const TERRAIN_CLOSER = 8;

const REASONS: readonly BlockReason[] = [
  { id: "clear", label: "clear", rule: "IA2 7.5" },
  { id: "ia2.smoke", label: "smoke blocks any line traced through it", rule: "IA2 7.1; IA1 16.12" },
  { id: "ia2.terrain", label: "limiting terrain that blocks LOS lies between (same elevation)", rule: "IA2 7.51" },
  { id: "ia2.slope", label: "a slope hex of higher elevation lies between (same elevation)", rule: "IA2 7.51" },
  { id: "ia2.light", label: "more than one hex of orchard, light woods or the like lies between", rule: "IA2 7.51" },
  { id: "ia2.slope-higher", label: "a slope hex higher than the higher unit lies between", rule: "IA2 7.52" },
  { id: "ia2.slope-closer", label: "a slope hex as high as the higher unit lies closer to the lower unit", rule: "IA2 7.52" },
  { id: "ia2.terrain-higher", label: "blocking terrain higher than the higher unit lies between", rule: "IA2 7.52" },
  { id: "ia2.terrain-closer", label: "blocking terrain as high as the higher unit lies closer to the lower unit", rule: "IA2 7.52" },
];

/** Infantry Attacks 2nd edition line of sight (7.41–7.56): slope hexes and 20 m obstacles. */
export class Ia2Los extends SeriesLos {
  readonly id = "IA2";
  readonly spineChoiceLastsTurn = true;

  constructor(terrain: IaTerrain) {
    super(terrain, REASONS);
  }

  blockSide(from: number, to: number, side: LineSide, length: number): number {
    const { ground, slope, obstacle, light, elevation } = this.terrain;
    const eFrom = elevation[from]!;
    const eTo = elevation[to]!;
    const { offsets, samples } = side;
    const n = offsets.length;
    if (eFrom === eTo) {
      // 7.51 same elevation: an obstacle or slope above the units' level blocks; light vegetation blocks from the second hex.
      let lightHexes = 0;
      for (let k = 0; k < n; k++) {
        const i = from + offsets[k]!;
        const o = obstacle[i]!;
        if (o === UNLIMITED) return encodeBlock(k, SMOKE);
        if (o > eFrom) return encodeBlock(k, TERRAIN);
        if (slope[i] === 1 && ground[i]! > eFrom) return encodeBlock(k, SLOPE);
        if (light[i]! > eFrom && ++lightHexes > 1) return encodeBlock(k, LIGHT);
      }
      return 0;
    }
    // 7.52 different elevations: compare with the higher unit; at its height, only what is closer to the lower unit blocks.
    const hi = eFrom > eTo ? eFrom : eTo;
    const lowerIsFrom = eFrom < eTo;
    for (let k = 0; k < n; k++) {
      const i = from + offsets[k]!;
      const o = obstacle[i]! > light[i]! ? obstacle[i]! : light[i]!;
      if (o === UNLIMITED) return encodeBlock(k, SMOKE);
      const fromLow = lowerIsFrom ? samples[k]! : length - samples[k]!;
      const closerToLow = fromLow < length - fromLow;
      if (o !== NONE) {
        if (o > hi) return encodeBlock(k, TERRAIN_HIGHER);
        if (o === hi && closerToLow) return encodeBlock(k, TERRAIN_CLOSER);
      }
      if (slope[i] === 1) {
        const g = ground[i]!;
        if (g > hi) return encodeBlock(k, SLOPE_HIGHER);
        if (g === hi && closerToLow) return encodeBlock(k, SLOPE_CLOSER);
      }
    }
    return 0;
  }

}
