import { encodeBlock, type BlockReason, type LineSide } from "../../../los";
import { IaLos } from "./ia-los";
import { IaTerrain, NONE, UNLIMITED } from "./ia-terrain";

const SMOKE = 1;
const LIMITING = 2;
const HIGHER_LINE = 3;
const TWO_LINES = 4;

const REASONS: readonly BlockReason[] = [
  { id: "clear", label: "clear", rule: "IA1 8.6" },
  { id: "ia1.smoke", label: "smoke has unlimited elevation and always blocks a line traced through it", rule: "IA1 16.12" },
  { id: "ia1.limiting", label: "limiting terrain that is not lower than the spotter or the target", rule: "IA1 8.61, 8.66" },
  { id: "ia1.higher-line", label: "an elevation line higher than both the spotter and the target", rule: "IA1 8.61, 8.71" },
  { id: "ia1.two-lines", label: "two elevation lines of equal height, higher than the spotter or the target", rule: "IA1 8.61, 8.71" },
];

/**
 * Infantry Attacks 1st edition line of sight (8.6–8.72, 16.12) on a map of ground levels: a hex at level L
 * lies on or inside the L elevation line, so stepping between levels crosses lines (see docs/rulings.md).
 */
export class Ia1Los extends IaLos {
  readonly id = "IA1";
  readonly spineChoiceLastsTurn = false;
  private readonly crossings = new Int8Array(256);
  // The terrain's arrays, read on every call (the hot path).
  private readonly ground: Int16Array;
  private readonly obstacle: Int16Array;
  private readonly elevation: Int16Array;
  private readonly blocksBelow: Int16Array;

  constructor(terrain: IaTerrain) {
    super(terrain, REASONS);
    ({ ground: this.ground, obstacle: this.obstacle, elevation: this.elevation, blocksBelow: this.blocksBelow } = terrain);
  }

  blockSide(from: number, to: number, side: LineSide, _length: number): number {
    const { ground, obstacle, elevation, blocksBelow } = this;
    const eFrom = elevation[from]!;
    const eTo = elevation[to]!;
    const hi = eFrom > eTo ? eFrom : eTo;
    const lo = eFrom > eTo ? eTo : eFrom;
    const lines = hi > lo;
    if (lines) this.crossings.fill(0, 0, hi - lo + 1);
    const { offsets, samples } = side;
    const n = offsets.length;
    // The ground profile, one value per sample (the higher hex where a line crosses a hexside through both).
    let prev = ground[from]!;
    let sample = -1;
    let sampleGround = 0;
    for (let k = 0; k < n; k++) {
      const i = from + offsets[k]!;
      if (blocksBelow[i]! >= hi) {
        // 8.61/8.66: limiting terrain (hill aside) blocks unless lower than the spotter or the target; smoke always
        // (16.12); else the ground is higher than both (8.61, 8.71).
        const o = obstacle[i]!;
        return encodeBlock(k, o >= hi ? (o === UNLIMITED ? SMOKE : LIMITING) : HIGHER_LINE);
      }
      if (!lines) continue;
      const g = ground[i]!;
      if (samples[k] === sample) {
        if (g > sampleGround) sampleGround = g;
        continue;
      }
      if (sample >= 0) {
        if (this.cross(prev, sampleGround, lo, hi)) return encodeBlock(k - 1, TWO_LINES);
        prev = sampleGround;
      }
      sample = samples[k]!;
      sampleGround = g;
    }
    if (lines && sample >= 0 && (this.cross(prev, sampleGround, lo, hi) || this.cross(sampleGround, ground[to]!, lo, hi)))
      return encodeBlock(n - 1, TWO_LINES);
    return 0;
  }

  /**
   * 8.71: counts the elevation lines L (lo < L ≤ hi) crossed stepping from ground a to ground b; true once some L
   * has been crossed twice — "two elevation lines of equal height when the spotter or the target is lower than both".
   */
  private cross(a: number, b: number, lo: number, hi: number): boolean {
    if (a === b) return false;
    const first = Math.max(Math.min(a, b), lo) + 1;
    const last = Math.min(Math.max(a, b), hi);
    for (let L = first; L <= last; L++) if (++this.crossings[L - lo]! >= 2) return true;
    return false;
  }

}
