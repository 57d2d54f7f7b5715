import { answerFor, DecisionNeeded, InvalidAnswer, type Answers, type DecisionRequest } from "./decision";
import { DiceNeeded, roll, TapeDice, type DiceSource } from "./dice";
import type { CommandResult, Refused, RollRecord } from "./records";
import { coreSay, Refusal } from "./refusal";
import { markFallbacks } from "./rule-fallback";
import type { CommandContext, EngineCommand, EngineEvent, Ruleset } from "./ruleset";

// What a command leaves (core/records.ts), where its importers have always found it.
export type { CommandRecord, CommandResult, Refused, Resume, RollRecord } from "./records";

const refused = (e: Refusal, fallback?: string): Refused => ({
  status: "refused",
  rule: e.rule,
  reason: e.why.text,
  code: e.why.code,
  params: e.why.params,
  ...(fallback === undefined ? {} : { fallback }),
});

/**
 * Runs one command against a state. The handler works on a draft; a refusal, a pending decision or missing dice
 * discard it, so the state passed in is never changed. A stop returns the dice drawn so far as a tape: running the
 * command again with the answer (or with the dice added to the tape) replays them, so the same path reaches the same
 * point. A command that fails the ruleset's check at the door is refused naming the field.
 */
export function runCommand<S, C extends EngineCommand, E extends EngineEvent>(
  ruleset: Ruleset<S, C, E>,
  state: S,
  command: C,
  source: DiceSource,
  answers: Answers = {},
  tape: readonly number[] = [],
): CommandResult<S, C, E> {
  const invalid = ruleset.check?.(command);
  if (invalid) return refused(new Refusal("engine", coreSay("engine.invalid-command", invalid)));
  const draft = ruleset.draft(state);
  // Every record citing a rule played by another edition's text says so (core/rule-fallback).
  const fallbackOf = ruleset.ruleFallback?.(draft) ?? null;
  const marked = <T>(value: T): T => (fallbackOf ? markFallbacks(value, fallbackOf) : value);
  const dice = new TapeDice(source, tape);
  const events: E[] = [];
  const rolls: RollRecord[] = [];
  let revealed = false;
  const deciders = new Set<string>();
  const ctx: CommandContext<S, E> = {
    state: draft,
    emit(raw) {
      const event = marked(raw);
      ruleset.apply(draft, event);
      events.push(event);
    },
    roll: (count, sides, purpose) => {
      const r = roll(dice, count, sides, purpose);
      rolls.push({ ...r, event: events.length });
      return r;
    },
    decide: <T>(request: DecisionRequest<T>) => {
      const answer = answerFor(marked(request), answers);
      deciders.add(request.side);
      return answer;
    },
    reveal() {
      revealed = true;
    },
    answers,
  };
  try {
    ruleset.execute(ctx, command);
  } catch (e) {
    const resume = { command, answers, tape: dice.drawn };
    if (e instanceof Refusal) return refused(e, fallbackOf?.(e.rule));
    if (e instanceof DecisionNeeded) return { status: "decision", request: e.request, preview: events, rolls, resume };
    if (e instanceof DiceNeeded) return { status: "dice", need: { count: e.count, sides: e.sides, purpose: e.purpose }, preview: events, rolls, resume };
    if (e instanceof InvalidAnswer)
      return refused(new Refusal(e.request.rule ?? e.request.kind, coreSay("engine.invalid-answer", { decision: e.request.id, count: e.request.options.length })), e.request.fallback);
    throw e;
  }
  return { status: "done", state: draft, record: { command, answers, events, dice: dice.drawn, rolls, revealed, deciders: [...deciders] } };
}

/** How a caller answers a decision it has no answer for: an answer, or null to stop there. */
export type AnswerPolicy = (request: DecisionRequest) => { readonly answer: unknown } | null;

/** The request's own default: a player (or bot, or test) who accepts every default. */
export const takeDefaults: AnswerPolicy = (request) => ({ answer: request.default });

/**
 * Runs a command to its end, answering each decision from `answers` or, failing that, by `policy`, resuming with the
 * dice already drawn each time. Stops at a refusal, at missing dice, or at a decision the policy leaves open. Returns
 * what was asked.
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
