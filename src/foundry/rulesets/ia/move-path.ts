/** A dragged token's path as Infantry Attacks moves: the series' (rulesets/series/move-path.ts), with IA's commands. */
import { IaCommandSchema, type IaCommand } from "../../../engine/rules/ia/commands/schema";
import type { IaBattle } from "../../../engine/rules/ia/state";
import { seriesMovingOn, seriesPathCommands } from "../series/move-path";
import type { IaTableGame } from "./table-game";

export const iaPathCommands = (game: IaTableGame, side: string, piece: string, path: readonly (readonly [number, number])[], withLeaders: readonly string[]): IaCommand[] =>
  seriesPathCommands(game.map, game.state, IaCommandSchema, side, piece, path, withLeaders);

/** IA1 13.14: a mover a failed morale check stopped (its activity done), or that fire removed, moves no further. */
export const iaMovingOn = (state: IaBattle, command: IaCommand): boolean => seriesMovingOn(state, command);
