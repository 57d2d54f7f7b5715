import type { Text } from "./text";

/**
 * A choice the rules leave to a player: the engine stops with this request, listing the legal options and a
 * default; the caller (UI, bot, test) answers it by id and the command runs again with the answer.
 */
export interface DecisionRequest<T = unknown> {
  /** Stable within the command, e.g. `allocate-loss:combat:1`. */
  readonly id: string;
  /** What sort of choice, e.g. `loss-allocation`, `opportunity-fire`, `flee-hex`. */
  readonly kind: string;
  /** The side whose player decides. */
  readonly side: string;
  readonly prompt: Text;
  readonly options: readonly T[];
  readonly default: T;
  readonly rule?: string;
  /** The edition whose `rule` is played because the battle's own has no text for it (core/rule-fallback). */
  readonly fallback?: string;
}

/** Answers by decision id. */
export type Answers = Readonly<Record<string, unknown>>;

/**
 * Raised inside a command when a decision has no answer yet; the engine turns it into a pending decision. It is how a
 * command stops, not a fault: it carries no stack trace (capturing one costs more than the rest of a small command).
 */
export class DecisionNeeded extends Error {
  constructor(readonly request: DecisionRequest) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`decision needed: ${request.id} (${request.kind}) for ${request.side}`);
    Error.stackTraceLimit = limit;
    this.name = "DecisionNeeded";
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The answer to `request` from `answers`, checked against the legal options; throws DecisionNeeded when absent. */
export function answerFor<T>(request: DecisionRequest<T>, answers: Answers): T {
  if (!(request.id in answers)) throw new DecisionNeeded(request);
  const given = answers[request.id];
  const match = request.options.find((o) => same(o, given));
  if (match === undefined) throw new InvalidAnswer(request, given);
  return match;
}

/** An answer that is not one of the request's options. */
export class InvalidAnswer extends Error {
  constructor(
    readonly request: DecisionRequest,
    readonly given: unknown,
  ) {
    super(`answer ${JSON.stringify(given)} to ${request.id} is not one of its ${request.options.length} options`);
    this.name = "InvalidAnswer";
  }
}
