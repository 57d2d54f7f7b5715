import { encodeBlock, type BlockReason, type LineSide } from "../../../los";
import { SeriesLos } from "./series-los";
import { UNLIMITED, type SeriesTerrain } from "./terrain";
import type { SightWords } from "./words";

const SMOKE = 1;
const LIMITING = 2;
const HIGHER_LINE = 3;
const TWO_LINES = 4;

/** Why a contour line of sight is blocked, by reason number: the id's end, the series' English and the rules (PG numbers). */
const CONTOUR_REASONS: readonly (readonly [id: string, label: string, rules: readonly string[]])[] = [
  ["clear", "clear", ["8.3"]],
  ["smoke", "smoke has unlimited elevation and always blocks a line traced through it", ["16.12"]],
  ["limiting", "limiting terrain that is not lower than the spotter or the target", ["8.31", "8.36"]],
  ["higher-line", "an elevation line higher than both the spotter and the target", ["8.31", "8.4"]],
  ["two-lines", "two elevation lines of equal height, higher than the spotter or the target", ["8.31", "8.4"]],
];

/** The reasons a game's contour line of sight gives, in its ids (`<prefix>.limiting`; "clear" is everyone's) and citations. */
export function contourReasons(words: Pick<SightWords, "cite" | "prefix">): readonly BlockReason[] {
  return CONTOUR_REASONS.map(([id, label, rules]) => ({ id: id === "clear" ? id : `${words.prefix}.${id}`, label, rule: words.cite(...rules) }));
}

/**
 * The series' line of sight on a map of ground levels (PG 8.3–8.4, 8.42, 16.12; IA1 8.6–8.72): a hex at level L lies
 * on or inside the L elevation line, so stepping between levels crosses lines (see docs/rulings.md). Limiting terrain
 * blocks a line through it unless an end stands higher (8.31, 8.32, 8.36), smoke always (16.12), ground higher than both
 * ends (8.4), and two lines of equal height when an end is lower than both (8.4). The spotting player picks the side of
 * a spine (8.35) each time.
 */
export class ContourLos extends SeriesLos {
  readonly spineChoiceLastsTurn = false;
  private readonly crossings = new Int8Array(256);
  // The terrain's arrays, read on every call (the hot path).
  private readonly ground: Int16Array;
  private readonly obstacle: Int16Array;
  private readonly elevation: Int16Array;
  private readonly blocksBelow: Int16Array;

  constructor(
    readonly id: string,
    terrain: SeriesTerrain,
    reasons: readonly BlockReason[],
  ) {
    super(terrain, reasons);
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
        // 8.31/8.36: limiting terrain blocks unless lower than the spotter or the target; smoke always (16.12); else the
        // ground is higher than both (8.31, 8.4).
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
   * 8.4: counts the elevation lines L (lo < L ≤ hi) crossed stepping from ground a to ground b; true once some L has been
   * crossed twice — "two elevation lines of equal height and one of the hexes is lower than both elevation lines".
   */
  private cross(a: number, b: number, lo: number, hi: number): boolean {
    if (a === b) return false;
    const first = Math.max(Math.min(a, b), lo) + 1;
    const last = Math.min(Math.max(a, b), hi);
    for (let L = first; L <= last; L++) if (++this.crossings[L - lo]! >= 2) return true;
    return false;
  }
}
