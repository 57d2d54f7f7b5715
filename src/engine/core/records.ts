import type { Answers, DecisionRequest } from "./decision";
import type { DiceRoll } from "./dice";
import type { Params } from "./text";

/** A roll made during a command, with the index of the event that records it (the first one emitted after it). */
export interface RollRecord extends DiceRoll {
  readonly event: number;
}

/** A command carried out: its events, the dice it used, whether it revealed hidden information. */
export interface CommandRecord<C, E> {
  readonly command: C;
  readonly answers: Answers;
  readonly events: readonly E[];
  readonly dice: readonly number[];
  /** Every roll, in order: what a host needs to show them (Foundry `Roll`s). */
  readonly rolls: readonly RollRecord[];
  readonly revealed: boolean;
  /** The sides whose players answered a decision in it. */
  readonly deciders: readonly string[];
}

/** Where a stopped command picks up: run it again with these to reach the same point with the same dice. */
export interface Resume<C> {
  readonly command: C;
  readonly answers: Answers;
  readonly tape: readonly number[];
}

export interface Refused {
  readonly status: "refused";
  readonly rule: string;
  readonly reason: string;
  /** The refusal's stable code and parameters, for a localized card. */
  readonly code: string;
  readonly params: Params;
  /** The edition whose rule refused, where the battle's own has no text for it (core/rule-fallback). */
  readonly fallback?: string;
}

export type CommandResult<S, C, E> =
  | { readonly status: "done"; readonly state: S; readonly record: CommandRecord<C, E> }
  | Refused
  | {
      readonly status: "decision";
      readonly request: DecisionRequest;
      /** Events so far (dice already rolled are shown to the players), not yet applied to the state. */
      readonly preview: readonly E[];
      readonly rolls: readonly RollRecord[];
      readonly resume: Resume<C>;
    }
  | {
      /** The command wants dice the source has not got: roll them and resume with them added to the tape. */
      readonly status: "dice";
      readonly need: { readonly count: number; readonly sides: number; readonly purpose: string };
      readonly preview: readonly E[];
      readonly rolls: readonly RollRecord[];
      readonly resume: Resume<C>;
    };
