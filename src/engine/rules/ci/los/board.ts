import type { HexMap } from "../../../map/hex-map";
import { hedgeOn } from "../map/hexside-terrain";
import { hexsideKey } from "../state/markers";

/** What Combat Infantry's line of sight depends on: the map and the markers that block (CI 6.x Line of Sight). */
export interface CiBoard {
  readonly map: HexMap;
  /** CI 7.x Smoke: the hexes holding smoke this Game Turn. */
  readonly smoke: ReadonlySet<number>;
  /** Ruling R22: hedge hexsides a tank has gapped, by `hexsideKey`. */
  readonly hedgeGaps?: ReadonlySet<string>;
}

/** Why a line is blocked: the hex or hexside, in words, and the rule. */
export interface CiLosBlock {
  readonly hex?: number;
  readonly hexside?: readonly [number, number];
  readonly reason: string;
  readonly rule: string;
}

export interface CiSight {
  readonly visible: boolean;
  readonly blockedBy?: CiLosBlock;
}

/** CI 6.x Line of Sight: a unit may see a hex it cannot fire into (friendly units in the way). */
export interface CiFireLine {
  readonly visible: boolean;
  readonly fire: boolean;
  readonly blockedBy?: CiLosBlock;
}

/** A hedge stands on the hexside between `a` and `b`: drawn, with no gap drawn or made (CI 3.x Terrain Types, Hedge). */
export const hedgeBetween = (board: CiBoard, a: number, b: number): boolean =>
  hedgeOn(board.map, a, b) && !board.hedgeGaps?.has(hexsideKey(a, b));
