import type { Answers, DecisionRequest } from "./decision";
import type { DiceRoll } from "./dice";
import type { RuleFallback } from "./rule-fallback";
import type { SideViews } from "./side-views";

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
  /**
   * A draft of `state` that events may be applied to while `state` stays as it was (commands, replays): a deep copy,
   * or a copy-on-write draft (`core/draft`) whose reducers write through `own`.
   */
  draft(state: S): S;
  /** The door: a command of the wrong shape, named by the path of the first bad field (`$.firers[1]`) and why; else null. */
  check?(command: C): { readonly path: string; readonly message: string } | null;
  /**
   * For a cited rule, the edition whose text it is played by when the state's own edition has none (core/rule-fallback),
   * or null where the state's edition has every text. The engine marks every event, trace entry, decision and refusal
   * citing such a rule.
   */
  ruleFallback?(state: S): RuleFallback | null;
  /** What each side may know (core/views): required to play at a table where sides keep secrets. */
  readonly views?: SideViews<S, E, unknown>;
}
