import { add, DIRECTIONS, hex, neighbours, offsetToHex, hexToOffset, type BoardPlacement, type Hex, type HexLayout, type Offset } from "../hex";

/** One hex as the map stores it. */
export interface HexTerrain {
  readonly terrain: readonly string[];
  readonly level: number;
  readonly slope: boolean;
}

/**
 * The map: terrain per hex and features per hexside, on one of Foundry's four layouts.
 * Hexes are numbered by a padded axial grid so that the index difference between two hexes depends only
 * on their axial difference: a line's hexes can then be stored once as index offsets and laid anywhere.
 */
export class HexMap {
  readonly id: string;
  readonly name: string;
  readonly layout: HexLayout;
  readonly columns: number;
  readonly rows: number;
  readonly boards: readonly BoardPlacement[];
  readonly defaultTerrain: string;
  /** Row stride of the padded axial grid: index(h + d) = index(h) + d.r * stride + d.q. */
  readonly stride: number;
  readonly size: number;
  private readonly qMin: number;
  private readonly rMin: number;
  private readonly onMap: Uint8Array;
  private readonly cells: (HexTerrain | undefined)[];
  private readonly sides = new Map<number, readonly string[]>();
  private readonly markerTerrain = new Map<number, readonly string[]>();
  /** Bumped whenever markers change, so derived LOS data knows to refresh. */
  markerVersion = 0;

  static readonly PAD = 2;

  constructor(init: {
    id: string;
    name: string;
    layout: HexLayout;
    columns: number;
    rows: number;
    defaultTerrain: string;
    boards?: readonly BoardPlacement[];
  }) {
    this.id = init.id;
    this.name = init.name;
    this.layout = init.layout;
    this.columns = init.columns;
    this.rows = init.rows;
    this.defaultTerrain = init.defaultTerrain;
    this.boards = init.boards ?? [];
    let qMin = Infinity;
    let qMax = -Infinity;
    let rMin = Infinity;
    let rMax = -Infinity;
    for (let row = 0; row < this.rows; row++)
      for (let col = 0; col < this.columns; col++) {
        const h = offsetToHex(this.layout, col, row);
        qMin = Math.min(qMin, h.q);
        qMax = Math.max(qMax, h.q);
        rMin = Math.min(rMin, h.r);
        rMax = Math.max(rMax, h.r);
      }
    const pad = HexMap.PAD;
    this.qMin = qMin - pad;
    this.rMin = rMin - pad;
    this.stride = qMax - qMin + 1 + 2 * pad;
    this.size = this.stride * (rMax - rMin + 1 + 2 * pad);
    this.onMap = new Uint8Array(this.size);
    this.cells = new Array(this.size);
    for (let row = 0; row < this.rows; row++)
      for (let col = 0; col < this.columns; col++) this.onMap[this.indexOfOffset(col, row)] = 1;
  }

  /** Index of a hex in the padded grid (on the map or in its padding), or -1 outside both. */
  indexOf(h: Hex): number {
    const q = h.q - this.qMin;
    const r = h.r - this.rMin;
    if (q < 0 || q >= this.stride || r < 0 || r * this.stride >= this.size) return -1;
    return r * this.stride + q;
  }

  indexOfOffset(col: number, row: number): number {
    return this.indexOf(offsetToHex(this.layout, col, row));
  }

  hexAt(index: number): Hex {
    return hex((index % this.stride) + this.qMin, Math.floor(index / this.stride) + this.rMin);
  }

  /** A hex's index and its six neighbours' (-1 for a neighbour off the padded grid). */
  around(index: number): number[] {
    return [index, ...neighbours(this.hexAt(index)).map((h) => this.indexOf(h))];
  }

  offsetAt(index: number): Offset {
    return hexToOffset(this.layout, this.hexAt(index));
  }

  contains(h: Hex): boolean {
    const i = this.indexOf(h);
    return i >= 0 && this.onMap[i] === 1;
  }

  /** Every on-map hex index, row by row. */
  *indices(): IterableIterator<number> {
    for (let row = 0; row < this.rows; row++)
      for (let col = 0; col < this.columns; col++) yield this.indexOfOffset(col, row);
  }

  /** The printed terrain, level and slope flag of an on-map hex (default terrain at level 0 if unlisted). */
  hexTerrain(index: number): HexTerrain {
    return this.cells[index] ?? { terrain: [this.defaultTerrain], level: 0, slope: false };
  }

  /** Whether the hex was given terrain of its own (rather than the map default). */
  isListed(index: number): boolean {
    return this.cells[index] !== undefined;
  }

  setHexTerrain(index: number, value: HexTerrain): void {
    this.cells[index] = { terrain: [...value.terrain], level: value.level, slope: value.slope };
  }

  /** Terrain in effect: the printed terrain plus terrain markers such as smoke (IA1 16.12). */
  terrainAt(index: number): readonly string[] {
    const markers = this.markerTerrain.get(index);
    const printed = this.hexTerrain(index).terrain;
    return markers ? [...printed, ...markers] : printed;
  }

  markersAt(index: number): readonly string[] {
    return this.markerTerrain.get(index) ?? [];
  }

  /** Indices of hexes holding terrain markers. */
  markedHexes(): number[] {
    return [...this.markerTerrain.keys()];
  }

  addMarker(index: number, terrain: string): void {
    this.markerTerrain.set(index, [...this.markersAt(index), terrain]);
    this.markerVersion++;
  }

  removeMarker(index: number, terrain: string): boolean {
    const list = [...this.markersAt(index)];
    const at = list.indexOf(terrain);
    if (at < 0) return false;
    list.splice(at, 1);
    if (list.length) this.markerTerrain.set(index, list);
    else this.markerTerrain.delete(index);
    this.markerVersion++;
    return true;
  }

  /**
   * The key of the hexside between adjacent hexes `a` and `b`: its hex's index × 3 + its side (hex/vertex `hexsideOf`:
   * directions 0–2 are the sides of `a`, 3–5 those of `b`). On the padded grid, `b − a` tells the direction.
   */
  private sideKey(a: number, b: number): number {
    const d = b - a;
    const s = this.stride;
    if (d === 1) return a * 3;
    if (d === 1 - s) return a * 3 + 1;
    if (d === -s) return a * 3 + 2;
    if (d === -1) return b * 3;
    if (d === s - 1) return b * 3 + 1;
    if (d === s) return b * 3 + 2;
    throw new RangeError(`hexes ${a} and ${b} are not adjacent`);
  }

  /** Features on the hexside between two adjacent hexes (road, river, wire, …). */
  hexsideFeatures(a: number, b: number): readonly string[] {
    return this.sides.get(this.sideKey(a, b)) ?? [];
  }

  setHexsideFeatures(a: number, b: number, features: readonly string[]): void {
    const k = this.sideKey(a, b);
    if (features.length) this.sides.set(k, [...features]);
    else this.sides.delete(k);
  }

  /** Every hexside with features, as pairs of hex indices. */
  *hexsides(): IterableIterator<{ a: number; b: number; features: readonly string[] }> {
    for (const [k, features] of this.sides) {
      const a = Math.floor(k / 3);
      const h = this.hexAt(a);
      const side = k % 3;
      yield { a, b: this.indexOf(add(h, DIRECTIONS[side]!)), features };
    }
  }
}
