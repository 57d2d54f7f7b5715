import type { Answers, DecisionRequest } from "./decision";
import { ScriptedDice } from "./dice";
import { runCommand, type CommandResult } from "./engine";
import type { EngineCommand, EngineEvent, Ruleset } from "./ruleset";

/** What a table supplies while a command runs: rolls (a Foundry `Roll`, dice a player rolled by hand) and answers (a dialog). */
export interface Host {
  roll(need: { readonly count: number; readonly sides: number; readonly purpose: string }): Promise<readonly number[]>;
  answer(request: DecisionRequest): Promise<unknown>;
}

/**
 * Runs a command to its end with the host's dice and answers, each awaited as the command asks for it. The command runs
 * again from its start each time with what it had (core/engine), so the state given is never changed and the result is
 * what a single run with all the dice and answers known would give. Stops at a refusal.
 */
export async function runHosted<S, C extends EngineCommand, E extends EngineEvent>(ruleset: Ruleset<S, C, E>, state: S, command: C, host: Host, answers: Answers = {}): Promise<CommandResult<S, C, E>> {
  let given = answers;
  let tape: readonly number[] = [];
  for (;;) {
    const r = runCommand(ruleset, state, command, new ScriptedDice([]), given, tape);
    if (r.status === "dice") tape = [...r.resume.tape, ...(await host.roll(r.need))];
    else if (r.status === "decision") {
      given = { ...given, [r.request.id]: await host.answer(r.request) };
      tape = r.resume.tape;
    } else return r;
  }
}
