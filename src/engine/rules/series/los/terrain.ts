import type { TerrainEffectsChart, TerrainType } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";

/** No obstacle in the hex. */
export const NONE = -0x7fff;
/** Smoke: unlimited elevation (PG 16.12 by ruling; IA1 16.12). */
export const UNLIMITED = 0x7fff;

/** How terrain treats a line of sight traced through it (the TEC's `los`). */
export type LosEffect = TerrainType["los"]["value"];

/**
 * What raises a unit's hex for line of sight and spotting:
 * - `terrain-top`: the top of the hex's printed terrain (its `losHeight`): a unit stands as high as its town, or its
 *   woods where the TEC gives woods a height (PG 8.42, IA1 8.72);
 * - `spotter-bonus`: the TEC's `spotterBonus` (IA2 7.44 towns).
 */
export type OccupantHeight = "terrain-top" | "spotter-bonus";

/** How a game applies its TEC to line of sight and spotting. */
export interface TerrainSight {
  readonly occupant: OccupantHeight;
  /** Terrain whose effect on a line of sight the game's settings change from the TEC's (a hill that does not block by itself). */
  readonly los?: Readonly<Record<string, LosEffect>>;
}

/**
 * The TEC applied to every hex of a map, as flat arrays for the line-of-sight and spotting hot paths: the map's printed
 * terrain and markers, plus `extra` markers of the battle's own (its smoke, PG 16.12) that the map does not hold.
 * Rebuilt for the hexes whose map markers changed.
 */
export class SeriesTerrain {
  /** Ground level (20 m levels). */
  readonly ground: Int16Array;
  /** Slope hex: holds an elevation line (for games whose LOS reads slopes). */
  readonly slope: Uint8Array;
  /** Top of terrain that blocks LOS (ground + height, PG 8.42), UNLIMITED for smoke, NONE if none. */
  readonly obstacle: Int16Array;
  /**
   * PG 8.31, 8.36: the lowest higher end a hex does not block — the top of its blocking terrain, or one below its ground
   * (a hex whose ground is above both ends blocks): a line whose higher end is at most this is blocked here. One read per
   * hex on the line of sight's hot path.
   */
  readonly blocksBelow: Int16Array;
  /** Top of light vegetation (the TEC's `light`: more than one hex blocks), NONE if none. */
  readonly light: Int16Array;
  /** Elevation of a unit in the hex for LOS and spotting (PG 8.42: a town +20 m). */
  readonly elevation: Int16Array;
  /** Concealment: the range within which occupants can be spotted, 0 for none (PG 8.21). */
  readonly conceal: Uint8Array;
  /** Highest and lowest unit elevation on the map. */
  readonly maxElevation: number;
  readonly minElevation: number;
  private markerVersion = -1;
  private marked: number[] = [];

  constructor(
    readonly map: HexMap,
    readonly tec: TerrainEffectsChart,
    readonly sight: TerrainSight,
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
    const { occupant, los } = this.sight;
    let obstacle = NONE;
    let light = NONE;
    let raise = 0;
    let conceal = 0;
    for (const id of this.terrainAt(i)) {
      const t = this.tec.terrain[id];
      if (!t) throw new Error(`terrain "${id}" is not in the ${this.tec.name}`);
      const h = t.losHeight.value;
      const top = h === "unlimited" ? UNLIMITED : g + h;
      const effect = (los && Object.hasOwn(los, id) ? los[id] : undefined) ?? t.los.value;
      if (effect === "blocks") obstacle = Math.max(obstacle, top);
      else if (effect === "light") light = Math.max(light, top);
      // PG 8.42: a town raises a unit's hex for LOS and spotting (the TEC's height); IA2 7.44 the spotter bonus.
      if (occupant === "terrain-top" && h !== "unlimited" && !t.marker) raise = Math.max(raise, h);
      if (occupant === "spotter-bonus") raise = Math.max(raise, t.spotterBonus?.value ?? 0);
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
