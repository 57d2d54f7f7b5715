import { distance, hex, hexLine, type Hex } from "../hex";

/**
 * The intermediate hexes of a line (start and end excluded) for one choice of side, as index offsets
 * from the start hex in a map's padded grid, with the sample number (= distance from the start) of each.
 * A tie crossing a hexside puts both hexes in both sides; a spine tie puts one hex in each side.
 */
export interface LineSide {
  readonly offsets: Int32Array;
  readonly samples: Int16Array;
}

export interface TabledLine {
  readonly length: number;
  /** True if the line runs along hex spines (IA1 8.65, IA2 7.56): left and right differ. */
  readonly spine: boolean;
  readonly left: LineSide;
  readonly right: LineSide;
}

/**
 * Lines depend only on the axial difference between their ends, so each is computed once (exactly, ties
 * included) and reused from every start hex. `stride` is the map grid's row stride.
 */
export class LineTable {
  private readonly lines: (TabledLine | undefined)[];
  private readonly span: number;

  /** `stride` and `rows` are the map grid's: every difference between two of its hexes has a slot. */
  constructor(
    private readonly stride: number,
    rows: number,
  ) {
    this.span = 2 * stride - 1;
    this.lines = new Array(this.span * (2 * rows - 1));
    this.rowsOffset = rows - 1;
  }

  private readonly rowsOffset: number;

  get(dq: number, dr: number): TabledLine {
    const key = (dr + this.rowsOffset) * this.span + dq + this.stride - 1;
    return (this.lines[key] ??= this.build(hex(dq, dr)));
  }

  private build(d: Hex): TabledLine {
    const steps = hexLine(hex(0, 0), d).slice(1, -1);
    const left: [number, number][] = [];
    const right: [number, number][] = [];
    let spine = false;
    steps.forEach((s, i) => {
      const sample = i + 1;
      const at = (h: Hex): [number, number] => [h.r * this.stride + h.q, sample];
      if (s.kind === "hex") {
        left.push(at(s.hex));
        right.push(at(s.hex));
      } else if (s.spine) {
        spine = true;
        left.push(at(s.left));
        right.push(at(s.right));
      } else {
        left.push(at(s.left), at(s.right));
        right.push(at(s.left), at(s.right));
      }
    });
    const side = (cells: [number, number][]): LineSide => ({
      offsets: Int32Array.from(cells, (c) => c[0]),
      samples: Int16Array.from(cells, (c) => c[1]),
    });
    const l = side(left);
    return { length: distance(hex(0, 0), d), spine, left: l, right: spine ? side(right) : l };
  }
}
