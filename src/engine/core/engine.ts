import { answerFor, DecisionNeeded, InvalidAnswer, type Answers, type DecisionRequest } from "./decision";
import { roll, TapeDice, type DiceSource } from "./dice";
import { Refusal } from "./refusal";
import type { CommandContext, EngineCommand, EngineEvent, Ruleset } from "./ruleset";

/** A command carried out: its events, the dice it used, whether it revealed hidden information. */
export interface CommandRecord<C, E> {
  readonly command: C;
  readonly answers: Answers;
  readonly events: readonly E[];
  readonly dice: readonly number[];
  readonly revealed: boolean;
  /** The sides whose players answered a decision in it. */
  readonly deciders: readonly string[];
}

export type CommandResult<S, C, E> =
  | { readonly status: "done"; readonly state: S; readonly record: CommandRecord<C, E> }
  | { readonly status: "refused"; readonly rule: string; readonly reason: string }
  | {
      readonly status: "decision";
      readonly request: DecisionRequest;
      /** Events so far (dice already rolled are shown to the players), not yet applied to the state. */
      readonly preview: readonly E[];
      /** Run the command again with this to reach the same point with the same dice. */
      readonly resume: { readonly command: C; readonly answers: Answers; readonly tape: readonly number[] };
    };

/**
 * Runs one command against a state. The handler works on a draft; a refusal or a pending decision discards it,
 * so the state passed in is never changed. A decision returns the dice drawn so far as a tape: running the
 * command again with the answer replays them, so the same path reaches the same point.
 */
export function runCommand<S, C extends EngineCommand, E extends EngineEvent>(
  ruleset: Ruleset<S, C, E>,
  state: S,
  command: C,
  source: DiceSource,
  answers: Answers = {},
  tape: readonly number[] = [],
): CommandResult<S, C, E> {
  const draft = ruleset.clone(state);
  const dice = new TapeDice(source, tape);
  const events: E[] = [];
  let revealed = false;
  const deciders = new Set<string>();
  const ctx: CommandContext<S, E> = {
    state: draft,
    emit(event) {
      ruleset.apply(draft, event);
      events.push(event);
    },
    roll: (count, sides, purpose) => roll(dice, count, sides, purpose),
    decide: <T>(request: DecisionRequest<T>) => {
      const answer = answerFor(request, answers);
      deciders.add(request.side);
      return answer;
    },
    reveal() {
      revealed = true;
    },
    dice,
    answers,
  };
  try {
    ruleset.execute(ctx, command);
  } catch (e) {
    if (e instanceof Refusal) return { status: "refused", rule: e.rule, reason: e.reason };
    if (e instanceof DecisionNeeded) return { status: "decision", request: e.request, preview: events, resume: { command, answers, tape: dice.drawn } };
    if (e instanceof InvalidAnswer) return { status: "refused", rule: e.request.rule ?? e.request.kind, reason: e.message };
    throw e;
  }
  return { status: "done", state: draft, record: { command, answers, events, dice: dice.drawn, revealed, deciders: [...deciders] } };
}

/** How a caller answers a decision it has no answer for: an answer, or null to stop there. */
export type AnswerPolicy = (request: DecisionRequest) => { readonly answer: unknown } | null;

/** The request's own default: a player (or bot, or test) who accepts every default. */
export const takeDefaults: AnswerPolicy = (request) => ({ answer: request.default });

/**
 * Runs a command to its end, answering each decision from `answers` or, failing that, by `policy`, resuming with the
 * dice already drawn each time. Stops at a refusal, or at a decision the policy leaves open. Returns what was asked.
 */
export function runAnswering<S, C extends EngineCommand, E extends EngineEvent>(
  ruleset: Ruleset<S, C, E>,
  state: S,
  command: C,
  source: DiceSource,
  answers: Answers = {},
  policy: AnswerPolicy = takeDefaults,
): { readonly result: CommandResult<S, C, E>; readonly asked: readonly DecisionRequest[] } {
  const asked: DecisionRequest[] = [];
  let given = answers;
  let result = runCommand(ruleset, state, command, source, given);
  while (result.status === "decision") {
    asked.push(result.request);
    const choice = policy(result.request);
    if (choice === null) break;
    given = { ...given, [result.request.id]: choice.answer };
    result = runCommand(ruleset, state, command, source, given, result.resume.tape);
  }
  return { result, asked };
}
