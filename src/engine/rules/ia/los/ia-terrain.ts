import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";

/** No obstacle in the hex. */
export const NONE = -0x7fff;
/** Smoke: unlimited elevation (IA1 16.12). */
export const UNLIMITED = 0x7fff;

export type IaEdition = "IA1" | "IA2";

/**
 * The TEC applied to every hex of a map, as flat arrays for the line-of-sight and spotting hot paths: the map's printed
 * terrain and markers, plus `extra` markers of the battle's own (its smoke, IA1 16.12) that the map does not hold.
 * Rebuilt for the hexes whose map markers changed.
 */
export class IaTerrain {
  /** Ground level (20 m levels). */
  readonly ground: Int16Array;
  /** Slope hex: holds an elevation line (IA2 7.41). */
  readonly slope: Uint8Array;
  /** Top of terrain that blocks LOS (ground + height, IA1 8.72, IA2 7.42), UNLIMITED for smoke, NONE if none. */
  readonly obstacle: Int16Array;
  /**
   * IA1 8.61: the lowest higher end a hex does not block — the top of its blocking terrain, or one below its ground (a
   * hex whose ground is above both ends blocks): a line whose higher end is at most this is blocked here. One read per
   * hex on the line of sight's hot path.
   */
  readonly blocksBelow: Int16Array;
  /** Top of light vegetation (IA2 7.51 orchard, light woods), NONE if none. */
  readonly light: Int16Array;
  /** Elevation of a unit in the hex for LOS and spotting (IA1 8.72 town/woods +20 m; IA2 7.44 town +20 m). */
  readonly elevation: Int16Array;
  /** Concealment: the range within which occupants can be spotted, 0 for none (IA1 8.51, 8.8; IA2 7.21). */
  readonly conceal: Uint8Array;
  /** Highest and lowest unit elevation on the map. */
  readonly maxElevation: number;
  readonly minElevation: number;
  private markerVersion = -1;
  private marked: number[] = [];

  constructor(
    readonly map: HexMap,
    readonly tec: TerrainEffectsChart,
    readonly edition: IaEdition,
    private readonly extra: ReadonlyMap<number, readonly string[]> = new Map(),
  ) {
    const n = map.size;
    this.ground = new Int16Array(n);
    this.slope = new Uint8Array(n);
    this.obstacle = new Int16Array(n).fill(NONE);
    this.blocksBelow = new Int16Array(n).fill(NONE);
    this.light = new Int16Array(n).fill(NONE);
    this.elevation = new Int16Array(n);
    this.conceal = new Uint8Array(n);
    let top = 0;
    let bottom = 0;
    for (const i of map.indices()) {
      this.compute(i);
      top = Math.max(top, this.elevation[i]!);
      bottom = Math.min(bottom, this.elevation[i]!);
    }
    this.maxElevation = top;
    this.minElevation = bottom;
    this.sync();
  }

  /** Re-derives the hexes whose terrain markers changed since the last call. */
  sync(): void {
    if (this.markerVersion === this.map.markerVersion) return;
    const now = this.map.markedHexes();
    for (const i of new Set([...this.marked, ...now, ...this.extra.keys()])) this.compute(i);
    this.marked = now;
    this.markerVersion = this.map.markerVersion;
  }

  private compute(i: number): void {
    const printed = this.map.hexTerrain(i);
    const g = printed.level;
    let obstacle = NONE;
    let light = NONE;
    let raise = 0;
    let conceal = 0;
    for (const id of this.terrainAt(i)) {
      const t = this.tec.terrain[id];
      if (!t) throw new Error(`terrain "${id}" is not in the ${this.tec.name}`);
      const h = t.losHeight.value;
      const top = h === "unlimited" ? UNLIMITED : g + h;
      if (t.los.value === "blocks") obstacle = Math.max(obstacle, top);
      else if (t.los.value === "light") light = Math.max(light, top);
      // IA1 8.72: town and woods raise a unit's hex for LOS and spotting; IA2 7.44: towns, for spotting only.
      if (this.edition === "IA1" && h !== "unlimited" && !t.marker) raise = Math.max(raise, h);
      if (this.edition === "IA2") raise = Math.max(raise, t.spotterBonus?.value ?? 0);
      const c = t.concealRange.value;
      if (c !== null) conceal = conceal === 0 ? c : Math.min(conceal, c);
    }
    this.ground[i] = g;
    this.slope[i] = printed.slope ? 1 : 0;
    this.obstacle[i] = obstacle;
    this.blocksBelow[i] = Math.max(obstacle, g - 1);
    this.light[i] = light;
    this.elevation[i] = g + raise;
    this.conceal[i] = conceal;
  }

  /** Terrain in effect in a hex: the map's, with the battle's markers. */
  terrainAt(i: number): readonly string[] {
    const more = this.extra.get(i);
    return more ? [...this.map.terrainAt(i), ...more] : this.map.terrainAt(i);
  }

  /** Terrain ids in the hex that conceal its occupants (for explanations). */
  concealingTerrain(i: number): string[] {
    return this.terrainAt(i).filter((id) => this.tec.terrain[id]?.concealRange.value != null);
  }
}
