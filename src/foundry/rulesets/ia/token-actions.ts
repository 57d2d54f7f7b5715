/**
 * Infantry Attacks' token actions (the Token HUD's buttons): mounting and dismounting (IA1 15.4, 15.51), digging in
 * (16.2) and exiting the board (16.42). The engine judges each: an action is offered only when its command, run on the
 * side's view of the battle (no die rolled, nothing kept), is not refused — so no button tells the side anything of
 * what it may not know (16.5; series/token-actions.ts).
 */
import type { IaCommand } from "../../../engine/rules/ia/commands/schema";
import { iaSideView } from "../../../engine/rules/ia/view/side-view";
import { acceptedActions } from "../series/token-actions";
import type { IaTableGame } from "./table-game";

/** The token actions, in the order their buttons show. */
export const IA_TOKEN_ACTIONS = ["mount", "dismount", "dig-in", "exit-board"] as const;
export type IaTokenAction = (typeof IA_TOKEN_ACTIONS)[number];

/** The actions `side`'s unit `piece` may take now, each with its command in JSON (no side: the referee adds the asker's). */
export function iaTokenActions(game: IaTableGame, side: string, piece: string): { action: IaTokenAction; command: { type: IaTokenAction; unit: string } }[] {
  if (game.state.units.get(piece)?.side !== side) return [];
  const proposed = IA_TOKEN_ACTIONS.map((action) => ({ action, command: { type: action, side, unit: piece } as IaCommand }));
  return acceptedActions(game.ruleset, iaSideView(game.state, side).battle, proposed) as { action: IaTokenAction; command: { type: IaTokenAction; unit: string } }[];
}
