import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import { LineOfSight, Spotting } from "../../../los";
import type { HexMap } from "../../../map";
import { ContourLos, contourReasons, SeriesSpotting, SeriesTerrain, type TerrainSight, type Visibility } from "../../series/los";
import { PG_SIGHT, pgDaylight } from "./visibility";

/** A PG battle's settings for line of sight (issue 18 rulings, docs/rulings.md). */
export interface PgSightRulings {
  /**
   * Ruling A29 (PG 8.2, 8.31): hill hexes are limiting terrain that blocks LOS at its ground level unless an end stands
   * higher (8.36) — `true`, the default. `false`: as IA1 8.62, hill terrain blocks no LOS by itself (its elevation lines
   * still do) and still conceals its occupants (8.21).
   */
  readonly hillBlocksLos?: boolean;
}

export const PG_SIGHT_RULINGS: Required<PgSightRulings> = { hillBlocksLos: true };

/** PG's contour line of sight reasons: `pg.limiting` "PG 8.31, 8.36", `pg.smoke` "PG 16.12", … */
export const PG_LOS_REASONS = contourReasons(PG_SIGHT);

/**
 * How PG applies its TEC to sight: a unit stands as high as its town (8.42, the TEC's town height; woods and fields stand
 * at their ground); hills block by the TEC unless the battle's `hillBlocksLos` is off (A29).
 */
export function pgTerrainSight(rulings: PgSightRulings = {}): TerrainSight {
  return (rulings.hillBlocksLos ?? PG_SIGHT_RULINGS.hillBlocksLos) ? { occupant: "terrain-top" } : { occupant: "terrain-top", los: { hill: "clear" } };
}

/** PG's line of sight (8.3–8.42, 16.12): the series' contour line of sight on PG terrain. */
export const pgLos = (terrain: SeriesTerrain): ContourLos => new ContourLos("PG3", terrain, PG_LOS_REASONS);

/**
 * Line of sight and spotting for a PG map, outside a battle (tools, tests): the map's own markers (its smoke, 16.12), the
 * given light, the battle's rulings.
 */
export const pgSight = (map: HexMap, tec: TerrainEffectsChart, visibility: Visibility = pgDaylight(), rulings: PgSightRulings = {}): Spotting =>
  pgSpotting(new SeriesTerrain(map, tec, pgTerrainSight(rulings)), visibility);

/** Spotting on PG terrain in the given light (8.1–8.42, 16.12). */
export const pgSpotting = (terrain: SeriesTerrain, visibility: Visibility): Spotting =>
  new Spotting(new LineOfSight(terrain.map, pgLos(terrain)), new SeriesSpotting(terrain, visibility, PG_SIGHT));
