import type { CommandRecord } from "./records";
import type { EngineCommand, EngineEvent, Ruleset } from "./ruleset";

/**
 * The append-only log of a battle: the starting state and every command carried out. Replaying its events
 * reproduces the state exactly; undo goes back only over commands that rolled no die and revealed nothing.
 */
export class EventLog<S, C extends EngineCommand, E extends EngineEvent> {
  private readonly records: CommandRecord<C, E>[];

  /** A log from its starting state, with the records of a game already under way (a saved game) if any. */
  constructor(
    private readonly ruleset: Ruleset<S, C, E>,
    readonly initial: S,
    records: readonly CommandRecord<C, E>[] = [],
  ) {
    this.records = [...records];
  }

  append(record: CommandRecord<C, E>): void {
    this.records.push(record);
  }

  get entries(): readonly CommandRecord<C, E>[] {
    return this.records;
  }

  /** Every event in order. */
  events(): E[] {
    return this.records.flatMap((r) => r.events);
  }

  /** The state after every event, applied to a copy of the starting state. */
  replay(upTo = this.records.length): S {
    const state = this.ruleset.draft(this.initial);
    for (let i = 0; i < upTo; i++) for (const e of this.records[i]!.events) this.ruleset.apply(state, e);
    return state;
  }

  /**
   * Whether the last command can be taken back: it rolled no die, revealed no hidden information, and no other side
   * answered a decision in it (the mover must not learn, then retract, the opponent's choice to hold fire).
   */
  canUndo(): boolean {
    const last = this.records[this.records.length - 1];
    return last !== undefined && last.dice.length === 0 && !last.revealed && last.deciders.every((s) => s === last.command.side);
  }

  /** Takes back the last command if allowed; returns the state without it, or null. */
  undo(): S | null {
    if (!this.canUndo()) return null;
    this.records.pop();
    return this.replay();
  }
}

/** The state after `record`'s events, applied to a draft of `state` (which stays as it was): a log's next state. */
export function applyRecord<S, C extends EngineCommand, E extends EngineEvent>(ruleset: Ruleset<S, C, E>, state: S, record: CommandRecord<C, E>): S {
  const next = ruleset.draft(state);
  for (const e of record.events) ruleset.apply(next, e);
  return next;
}
