import type { Answers, DecisionRequest } from "./decision";
import type { DiceRoll, DiceSource } from "./dice";

/** Every event names its type; rulesets add their own fields. */
export interface EngineEvent {
  readonly type: string;
}

/** Every command names its type and the side that gives it. */
export interface EngineCommand {
  readonly type: string;
  readonly side: string;
}

/** What a command handler works with: a draft of the state that each emitted event is applied to at once. */
export interface CommandContext<S, E extends EngineEvent> {
  readonly state: S;
  emit(event: E): void;
  roll(count: number, sides: number, purpose: string): DiceRoll;
  decide<T>(request: DecisionRequest<T>): T;
  /** Marks that this command revealed hidden information (undo stops here). */
  reveal(): void;
  readonly dice: DiceSource;
  readonly answers: Answers;
}

/**
 * A ruleset plugged into the engine: how its events change the state, and a handler per command type.
 * The core knows nothing else about the game.
 */
export interface Ruleset<S, C extends EngineCommand, E extends EngineEvent> {
  readonly id: string;
  /** Applies one event to the state in place (replay applies the log's events in order). */
  apply(state: S, event: E): void;
  /** Validates and carries out a command, emitting events; refuses with a Refusal. */
  execute(ctx: CommandContext<S, E>, command: C): void;
  /** Deep copy of a state (drafts and replays). */
  clone(state: S): S;
}
