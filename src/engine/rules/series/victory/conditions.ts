/**
 * A scenario's victory conditions as the battle holds them (IA1 Definitions, Victory Conditions; 3.0), hexes as map
 * indices; the scenario's JSON form is `VictoryConditions` (data/schemas/scenario.ts).
 */
export type VictoryPointsRule =
  /** Points per step the enemy lost, per enemy unit or per enemy leader eliminated. */
  | { readonly side: string; readonly for: "steps" | "units" | "leaders"; readonly points: number }
  /** Points per hex of `hexes` the side controls. */
  | { readonly side: string; readonly for: "hexes"; readonly hexes: readonly number[]; readonly points: number }
  /** PG 16.52, IA1 16.42: points per unit of the side that exited the board (by one of `hexes` when given). */
  | { readonly side: string; readonly for: "exits"; readonly hexes?: readonly number[]; readonly points: number };

export type VictoryWinnerRule =
  | { readonly by: "more-points" }
  | { readonly by: "points"; readonly side: string; readonly points: number }
  | { readonly by: "hexes"; readonly side: string; readonly hexes: readonly number[] };

export interface Victory {
  readonly points: readonly VictoryPointsRule[];
  readonly winner: VictoryWinnerRule;
}

/**
 * What a side has lost that counts for victory: steps lost and units and leaders eliminated, leaving out EAD (IA1
 * 11.2) and consolidation (17.1) and counting overstacking (4.4); and the hex each of its units exited the board from
 * (16.42: not destroyed).
 */
export interface VictoryLosses {
  steps: number;
  units: number;
  leaders: number;
  exits: number[];
}
