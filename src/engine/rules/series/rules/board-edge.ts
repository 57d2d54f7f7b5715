import type { Text } from "../../../core/text";
import type { MovementCommand } from "../commands/shapes";
import type { ReducedBattle } from "../events/types";
import type { BoardExit } from "../state/battle";
import type { UnitOf } from "./leadership";

/** Where the games' board edges differ (16.5–16.53): the hooks of the series' entry and exit (board-edge/*.ts). */
export interface BoardEdgeRules<B extends ReducedBattle, C> {
  /** 16.53: the turns an entry by hexes next to the designated ones (all enemy-held) waits (IA1 16.43: none; PG: one). */
  readonly displacedDelay: number;
  /** What entering the board sets off once the pieces stand in `c.to`: entering's effects, opportunity fire (13.1) … */
  afterEntry(ctx: C, c: MovementCommand, movers: readonly string[], hidden: boolean): void;
  /** 16.52: whether unit `u` may leave by `exit` (IA1 16.42: abort-only edges for guns with Abort missions). */
  mayUse(b: B, exit: BoardExit, u: UnitOf<B>): boolean;
  /** Why unit `u` stands in no hex it may exit from (a game may say more than the series' words). */
  notAnExitHex(b: B, u: UnitOf<B>): Text;
  /** The game's own refusal of a unit's exit (IA1 9.15: guns an artillery plan holds). */
  checkExit(ctx: C, u: UnitOf<B>): void;
}
