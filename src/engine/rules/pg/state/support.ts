/**
 * Fire from off the map (PG 9.2) and from the air (15.1): the scenario's off-board artillery factors and aircraft pieces
 * in a battle.
 */

/** One off-board artillery factor (PG 9.2): "3 × 20" is three of strength 20. */
export interface PgOffboardFactor {
  readonly id: string;
  readonly side: string;
  readonly strength: number;
  /** Its army, for 9.52's +1 (German, British or American fire): a nationality of the counter set. */
  readonly nationality: string;
  /** The turn it last fired (each factor fires once a turn, 9.2; smoke too, 16.1); null: not yet. */
  readonly firedTurn: number | null;
}

/** One side of an aircraft piece (PG 15.1): its air unit's name and fire value, direct unless the piece says bombardment. */
export interface PgAirFace {
  readonly name: string;
  readonly direct: number | null;
  readonly bombardment: number | null;
}

/** An aircraft piece (PG 15.1): in its side's cup, or drawn this turn with the side it landed on. */
export interface PgAircraft {
  readonly id: string;
  readonly side: string;
  readonly nationality: string;
  readonly front: PgAirFace;
  readonly back: PgAirFace;
  /** Drawn this turn and flipped to this side (15.1); null: in the cup. */
  readonly face: "front" | "back" | null;
  /** It attacked or missed this turn and was removed from the board (15.11, 15.13). */
  readonly used: boolean;
}

/** PG 15.1: how many aircraft a side draws on each turn it receives them. */
export interface PgAirSupport {
  readonly count: number;
  /** The turns it receives them; absent: every turn. */
  readonly turns?: readonly number[];
}
