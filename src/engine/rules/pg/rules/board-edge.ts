import type { BoardEdgeRules } from "../../series/rules/board-edge";
import type { PgContext } from "../commands/context";
import type { PgBattle } from "../state";
import { say } from "../text";
import { entered } from "./movement";

/** Panzer Grenadier's board edges where the series asks (16.51–16.53). */
export const pgBoardEdge: BoardEdgeRules<PgBattle, PgContext> = {
  // PG 16.53: "the turn of entry for the units is pushed back by one turn" (ruling N9: the displaced group only).
  displacedDelay: 1,
  afterEntry: (ctx, c, movers) => {
    entered(ctx, c.piece, movers, c.to);
  },
  mayUse: () => true,
  notAnExitHex: (_b, u) => say("board-edge.not-exit-hex", { unit: u.name }),
  checkExit() {},
};
