/**
 * Undo as everyone may see it (docs/foundry.md, "Undo"). A command whose events no other side sees (a hidden unit
 * limbering: IA1 16.5) must leave no public trace, so neither its undo card nor the public "may be taken back" may
 * change with it: the public undo state is that of the last command with public events, as if the hidden-only ones
 * after it had not been given.
 */
import type { CommandRecord } from "../../engine/core/engine";
import type { EngineCommand, EngineEvent } from "../../engine/core/ruleset";
import { publicEvents } from "../../engine/core/views";
import type { TableGame } from "./ports";

/** Whether a record showed any event to every side; records are kept by identity (the log never changes one). */
const shown = new WeakMap<object, boolean>();

/** Notes whether `record`, run from `before`, had public events (the referee knows `before` when it commits). */
export function notePublic<S, C extends EngineCommand, E extends EngineEvent>(game: TableGame<S, C, E>, before: S, record: CommandRecord<C, E>): boolean {
  const seen = publicEvents(game.ruleset, before, record.events, game.sides).events.length > 0;
  shown.set(record, seen);
  return seen;
}

/** Whether the log's entry `i` had public events (replaying the log up to it the first time it is asked). */
export function isPublic<S, C extends EngineCommand, E extends EngineEvent>(game: TableGame<S, C, E>, i: number): boolean {
  const record = game.log.entries[i]!;
  return shown.get(record) ?? notePublic(game, game.log.replay(i), record);
}

/** Whether a record may be taken back on its own (as `EventLog#canUndo` judges the last: no die, no reveal, no other side's decision). */
const undoable = (r: CommandRecord<EngineCommand, unknown>): boolean => r.dice.length === 0 && !r.revealed && r.deciders.every((s) => s === r.command.side);

/** The public "may be taken back": that of the last command every side saw something of (false while a decision waits). */
export function publicCanUndo<S, C extends EngineCommand, E extends EngineEvent>(game: TableGame<S, C, E>): boolean {
  if (game.pending) return false;
  const entries = game.log.entries;
  for (let i = entries.length - 1; i >= 0; i--) if (isPublic(game, i)) return undoable(entries[i]!);
  return false;
}
