/**
 * A series game's token actions (the Token HUD's buttons, the Unit action dialog's choices): of the commands a game
 * proposes for a piece, those its engine does not refuse when run on the side's view of the battle — no die rolled,
 * nothing kept — so no button tells the side anything of what it may not know (PG 16.6, IA1 16.5).
 */
import { ScriptedDice } from "../../../engine/core/dice";
import { runCommand } from "../../../engine/core/engine";
import type { EngineCommand, EngineEvent, Ruleset } from "../../../engine/core/ruleset";

/** A command proposed for a piece's action, with the action's name (its lang key under `OnTheTable.Action`). */
export interface ProposedAction<C> {
  readonly action: string;
  readonly command: C;
}

/**
 * The first proposal of each action the engine accepts on `view`, in the order proposed, each with its command in JSON
 * without its side (the referee adds the asker's).
 */
export function acceptedActions<S, C extends EngineCommand, E extends EngineEvent>(ruleset: Ruleset<S, C, E>, view: S, proposed: readonly ProposedAction<C>[]): { action: string; command: Record<string, unknown> }[] {
  const accepted = new Map<string, Record<string, unknown>>();
  for (const { action, command } of proposed) {
    if (accepted.has(action) || runCommand(ruleset, view, command, new ScriptedDice([])).status === "refused") continue;
    const { side: _side, ...json } = command as C & { side?: string };
    accepted.set(action, json);
  }
  return [...accepted].map(([action, command]) => ({ action, command }));
}
