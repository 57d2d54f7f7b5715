import { distance, type Hex } from "../hex";
import type { HexMap } from "../map";
import { axialOf } from "./axial";
import { LineTable, type LineSide, type TabledLine } from "./line-table";
import { blockEntry, type BlockReason, type LosRules } from "./los-rules";
import { SpineMemory, type Side, type SpineChoices } from "./spine-memory";

export interface LosBlock extends BlockReason {
  /** The hex where the line is blocked. */
  readonly hex: Hex;
  /** Its map offset (column, row), for labels. */
  readonly col: number;
  readonly row: number;
}

export interface LosSideAnswer {
  readonly side: Side;
  readonly clear: boolean;
  readonly blocked?: LosBlock;
}

/** A line-of-sight answer that says why. */
export interface LosAnswer {
  readonly clear: boolean;
  readonly range: number;
  /** The line runs along hex spines: the spotter's choice of side applies (IA1 8.65, IA2 7.56). */
  readonly spine: boolean;
  /** Both sides for a spine line, one entry otherwise. */
  readonly sides: readonly LosSideAnswer[];
  /** The side used, and whether it was fixed earlier in the turn (IA2 7.56). */
  readonly side?: Side;
  readonly fixedEarlier?: boolean;
  /** Both sides blocked at the same hexside: IA1 8.61 / IA2 7.51 hexside between two blocking hexes. */
  readonly hexside?: boolean;
}

const tables = new WeakMap<HexMap, LineTable>();

/** The lines of a map's grid, computed once per map and shared by every battle on it (they are geometry only). */
export function linesOf(map: HexMap): LineTable {
  let t = tables.get(map);
  if (!t) tables.set(map, (t = new LineTable(map.stride, map.size / map.stride)));
  return t;
}

/**
 * Line of sight between hexes of one map under one ruleset's rules. `clear` is the fast path;
 * `explain` gives the same verdict with the blocking hex, the reason and the rule. Spine choices (IA2 7.56) are kept
 * in `spines`: a battle's own, or a memory of this object's.
 */
export class LineOfSight {
  readonly lines: LineTable;
  private readonly rowOf: Int16Array;

  constructor(
    readonly map: HexMap,
    readonly rules: LosRules,
    readonly spines: SpineChoices = new SpineMemory(),
  ) {
    this.lines = linesOf(map);
    this.rowOf = axialOf(map).r;
  }

  private line(from: number, to: number): TabledLine {
    const dr = this.rowOf[to]! - this.rowOf[from]!;
    return this.lines.get(to - from - dr * this.map.stride, dr);
  }

  /** True if `from` can trace a clear line of sight to `to`. Along a spine, records the side used if the rules keep it. */
  clear(from: number, to: number): boolean {
    this.rules.sync();
    const line = this.line(from, to);
    if (line.length <= 1) return true;
    if (!line.spine) return this.rules.blockSide(from, to, line.left, line.length) === 0;
    return this.chooseSide(from, to, line).clear;
  }

  private chooseSide(from: number, to: number, line: TabledLine): { clear: boolean; side: Side; fixed: boolean } {
    const rules = this.rules;
    const remembered = rules.spineChoiceLastsTurn ? this.spines.get(from, to) : undefined;
    if (remembered) return { clear: rules.blockSide(from, to, line[remembered], line.length) === 0, side: remembered, fixed: true };
    // The spotting player picks the side (IA1 8.65): the one that gives a clear line, left if both or neither do.
    const leftClear = rules.blockSide(from, to, line.left, line.length) === 0;
    const side: Side = leftClear || rules.blockSide(from, to, line.right, line.length) !== 0 ? "left" : "right";
    if (rules.spineChoiceLastsTurn) this.spines.set(from, to, side);
    return { clear: leftClear || side === "right", side, fixed: false };
  }

  explain(from: number, to: number): LosAnswer {
    this.rules.sync();
    const line = this.line(from, to);
    const range = distance(this.map.hexAt(from), this.map.hexAt(to));
    const sideAnswer = (side: Side, cells: LineSide): LosSideAnswer & { sample?: number } => {
      const code = line.length <= 1 ? 0 : this.rules.blockSide(from, to, cells, line.length);
      if (code === 0) return { side, clear: true };
      const entry = blockEntry(code);
      const index = from + cells.offsets[entry]!;
      const { col, row } = this.map.offsetAt(index);
      const blocked = { ...this.rules.reason(code), hex: this.map.hexAt(index), col, row };
      return { side, clear: false, blocked, sample: cells.samples[entry]! };
    };
    const strip = ({ sample: _, ...a }: LosSideAnswer & { sample?: number }): LosSideAnswer => a;
    if (!line.spine) {
      const only = strip(sideAnswer("left", line.left));
      return { clear: only.clear, range, spine: false, sides: [only] };
    }
    const l = sideAnswer("left", line.left);
    const r = sideAnswer("right", line.right);
    const choice = this.chooseSide(from, to, line);
    const hexside = !l.clear && !r.clear && l.sample === r.sample;
    return {
      clear: choice.clear,
      range,
      spine: true,
      sides: [strip(l), strip(r)],
      side: choice.side,
      fixedEarlier: choice.fixed,
      ...(hexside ? { hexside } : {}),
    };
  }
}
