import type { SpotterState, Spotting } from "../../../los";
import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "./leadership";

/** Where the games' spotting differs (8.x, 16.6): the battle's line of sight and spotting, and who spots how. */
export interface SightRules<B extends ReducedBattle> {
  /** Line of sight and spotting for the battle as it stands (its smoke, 16.12; the turn's light, 8.1). */
  of(view: { readonly state: B; readonly map: HexMap; readonly tec: TerrainEffectsChart }): Spotting;
  /** A unit or leader as a spotter (IA2 7.3: special spotting powers go with it). */
  spotter(p: UnitOf<B> | LeaderOf<B>): SpotterState;
  /**
   * 8.22 (IA1 8.52): within how many hexes of enemy unit `e` a unit with a SPOTTED marker entering `hex` keeps it, the
   * hex being limiting terrain (PG, IA1: 3; IA2 7.22: the enemy's spotting range there as if unmarked).
   */
  markerKeptWithin(b: B, sight: Spotting, e: UnitOf<B>, u: UnitOf<B>, hex: number): number;
  /** What a battle state's spotting depends on besides its pieces (turn, smoke, IA2 7.56 spine choices): a spotted set is recomputed when it changes. */
  key(b: B): string;
}
