/**
 * Decisions asked together (docs/foundry.md, "Decisions"): after a decision its ruleset gives a batch key
 * (`TablePieces.batch`), the ones the engine asks next, in a row, with the same key and side — found by running the
 * command again (pure: nothing rolled, nothing kept) with each one's default — and the answers the deciding client
 * sends back for them, each checked as a single decision's is.
 */
import type { Answers, DecisionRequest } from "../../engine/core/decision";
import { ScriptedDice } from "../../engine/core/dice";
import { runCommand } from "../../engine/core/engine";
import type { EngineCommand, EngineEvent } from "../../engine/core/ruleset";
import type { TableGame, TablePieces } from "./ports";

/** The most decisions one dialog asks. */
export const MOST_DECISIONS_TOGETHER = 100;

/**
 * `first`, asked with `answers` and the dice `tape`, and the decisions that follow it with its key and side; the look
 * stops at anything else: dice not yet rolled, the command's end or refusal, another decision. A request of no key is
 * alone.
 */
export function batchFrom<S, C extends EngineCommand, E extends EngineEvent>(
  game: TableGame<S, C, E>,
  pieces: TablePieces<S, C, E>,
  command: C,
  answers: Answers,
  tape: readonly number[],
  first: DecisionRequest,
): readonly DecisionRequest[] {
  const key = pieces.batch?.(game, first) ?? null;
  const batch = [first];
  if (key === null) return batch;
  // The rest are asked alone, after: a dialog of more would be refused by the deciding client (queries.ts).
  let given: Answers = { ...answers, [first.id]: first.default };
  for (;;) {
    const r = runCommand(game.ruleset, game.state, command, new ScriptedDice([]), given, tape);
    if (batch.length === MOST_DECISIONS_TOGETHER || r.status !== "decision" || r.request.side !== first.side || Object.hasOwn(given, r.request.id) || pieces.batch!(game, r.request) !== key) return batch;
    batch.push(r.request);
    given = { ...given, [r.request.id]: r.request.default };
  }
}

/**
 * The answers to `batch` from a client's untrusted reply `{ answers: { id: answer } }`, each read back by the ruleset:
 * one missing or not among its request's options (or no reply: the time ran out) is that request's default.
 */
export function batchAnswers<S, C extends EngineCommand, E extends EngineEvent>(
  game: TableGame<S, C, E>,
  pieces: TablePieces<S, C, E>,
  batch: readonly DecisionRequest[],
  reply: unknown,
): Record<string, unknown> {
  const answers = typeof reply === "object" && reply !== null ? (reply as { answers?: unknown }).answers : undefined;
  const sent = typeof answers === "object" && answers !== null && !Array.isArray(answers) ? (answers as Readonly<Record<string, unknown>>) : {};
  return Object.fromEntries(
    batch.map((request) => {
      const read = Object.hasOwn(sent, request.id) ? pieces.answer(game, request, sent[request.id]) : null;
      return [request.id, read === null ? request.default : read.answer];
    }),
  );
}
