import { hex, within } from "../hex";
import type { SpotterSight, SpotterState, TargetState } from "./spotting-types";

/** Side of a block of the map, in axial coordinates. */
const TILE = 8;

interface Block {
  q0: number;
  q1: number;
  r0: number;
  r1: number;
  /** Reach classes present, and the spotter groups of each. */
  readonly classes: number[];
  readonly members: number[][];
}

/**
 * Spotter hexes filed in square blocks of the axial grid, each with the bounding box of its spotters and the
 * reach classes present, so a target can skip every block that no spotter in it could see it from.
 */
export class SpotterBlocks {
  private readonly blocks: Block[];
  private readonly reach: Int32Array;
  private readonly classes: number[];
  private readonly bound: Int32Array;
  private readonly order: Int32Array;
  /** Spotter groups by hex: the first, and the next in the same hex. */
  private readonly first: Int32Array;
  private readonly next: Int32Array;

  constructor(
    private readonly sight: SpotterSight,
    private readonly groups: readonly SpotterState[],
  ) {
    const byKey = new Map<number, Block>();
    this.reach = new Int32Array(groups.length);
    const classes: number[] = [];
    groups.forEach((g, k) => {
      const q = sight.qOf(g.hex);
      const r = sight.rOf(g.hex);
      const key = Math.floor(q / TILE) * 0x10000 + Math.floor(r / TILE);
      let b = byKey.get(key);
      if (!b) byKey.set(key, (b = { q0: q, q1: q, r0: r, r1: r, classes: [], members: [] }));
      b.q0 = Math.min(b.q0, q);
      b.q1 = Math.max(b.q1, q);
      b.r0 = Math.min(b.r0, r);
      b.r1 = Math.max(b.r1, r);
      const c = sight.rules.reachClass(g);
      this.reach[k] = c;
      if (!classes.includes(c)) classes.push(c);
      let at = b.classes.indexOf(c);
      if (at < 0) at = b.classes.push(c) - 1;
      (b.members[at] ??= []).push(k);
    });
    this.blocks = [...byKey.values()];
    this.first = new Int32Array(sight.los.map.size).fill(-1);
    this.next = new Int32Array(groups.length);
    groups.forEach((g, k) => {
      this.next[k] = this.first[g.hex]!;
      this.first[g.hex] = k;
    });
    this.classes = classes;
    this.bound = new Int32Array(Math.max(0, ...this.classes) + 1);
    this.order = new Int32Array(this.blocks.reduce((n, b) => n + b.classes.length, 0));
  }

  /** Whether any spotter sees `t` (see `witness`). */
  anySees(t: TargetState): boolean {
    return this.witness(t) >= 0;
  }

  /**
   * The hex of a spotter that sees `t`, or −1 if none does: first the hexes around it, nearest first (short lines, most
   * likely clear), then the classes of each block whose nearest hex lies within their reach, nearest blocks first.
   */
  witness(t: TargetState): number {
    const { sight, bound, order } = this;
    let most = 0;
    for (const c of this.classes) {
      bound[c] = sight.rules.rangeBoundFrom(c, t);
      if (bound[c]! > most) most = bound[c]!;
    }
    const q = sight.qOf(t.hex);
    const r = sight.rOf(t.hex);
    const near = Math.min(NEAR, most);
    const { stride, size } = sight.los.map;
    for (let k = 0, end = 3 * near * (near + 1) + 1; k < end; k++) {
      const hq = q + AROUND[k]!.q;
      const hr = r + AROUND[k]!.r;
      if (hq < 0 || hq >= stride || hr < 0) continue;
      const at = hr * stride + hq;
      if (at >= size) continue;
      for (let g = this.first[at]!; g >= 0; g = this.next[g]!) if (this.sees(g, t, bound[this.reach[g]!]!, -1)) return at;
    }
    let n = 0;
    for (let b = 0; b < this.blocks.length; b++) {
      const block = this.blocks[b]!;
      const gap = nearestInBox(q, r, block);
      if (gap > most) continue;
      for (let k = 0; k < block.classes.length; k++) if (gap <= bound[block.classes[k]!]!) order[n++] = gap * 0x100000 + b * 64 + k;
    }
    // Nearest blocks first: their lines are shorter and more often clear, so a target that is seen is found sooner.
    if (n > 1) order.subarray(0, n).sort();
    for (let i = 0; i < n; i++) {
      const block = this.blocks[(order[i]! & 0xfffff) >> 6]!;
      const k = order[i]! & 63;
      const reach = bound[block.classes[k]!]!;
      for (const g of block.members[k]!) if (this.sees(g, t, reach, near)) return this.groups[g]!.hex;
    }
    return -1;
  }

  /** Whether spotter group g sees t from farther than `skip` and within `reach`. */
  private sees(g: number, t: TargetState, reach: number, skip: number): boolean {
    const { sight } = this;
    const s = this.groups[g]!;
    const d = sight.distance(s.hex, t.hex);
    return d > skip && d <= reach && d <= sight.rules.spottingRange(s, t) && sight.los.clear(s.hex, t.hex);
  }
}

/** Hexes within this range of a target are searched first, nearest first. */
const NEAR = 3;
const AROUND = within(hex(0, 0), NEAR);

/** A lower bound on the hex distance from (q, r) to any hex in the box: the largest gap along q, r or s = −q−r. */
function nearestInBox(q: number, r: number, b: Block): number {
  const dq = q < b.q0 ? b.q0 - q : q > b.q1 ? q - b.q1 : 0;
  const dr = r < b.r0 ? b.r0 - r : r > b.r1 ? r - b.r1 : 0;
  const s = -q - r;
  const sMin = -b.q1 - b.r1;
  const sMax = -b.q0 - b.r0;
  const ds = s < sMin ? sMin - s : s > sMax ? s - sMax : 0;
  return Math.max(dq, dr, ds);
}
