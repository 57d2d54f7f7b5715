/** What a series game's table pieces (referee/ports.ts) share: a stored battle loaded, its records and pending command as the store holds them. */
import type { z } from "zod";
import type { DecisionRequest } from "../../../engine/core/decision";
import type { CommandRecord } from "../../../engine/core/engine";
import type { EngineCommand, EngineEvent } from "../../../engine/core/ruleset";
import type { GameInPlay } from "../../../engine/core/ruleset-module";
import { decodeOnMap, encodeOnMap, type HexMap } from "../../../engine/map";
import type { TableGame, TablePieces } from "../../referee/ports";

/** A series battle at the table: the engine's game, its map, and what the store keeps beside it. */
export type SeriesTableGame<S, C extends EngineCommand, E extends EngineEvent, Stored> = TableGame<S, C, E> & { readonly map: HexMap; readonly stored: Stored };

/** A saved game loaded (its ruleset, log, pending command and map) at the table as battle `id`, the log replayed. */
export function seriesTableGame<S extends { readonly sides: readonly { readonly id: string }[] }, C extends EngineCommand, E extends EngineEvent, Stored>(
  id: string,
  game: GameInPlay<S, C, E> & Pick<TableGame<S, C, E>, "ruleset">,
  stored: Stored,
): SeriesTableGame<S, C, E, Stored> {
  const state = game.log.replay();
  const pending = game.pending as (typeof game.pending & { request: DecisionRequest }) | null;
  return { id, ruleset: game.ruleset, log: game.log, sides: state.sides.map((s) => s.id), state, pending, map: game.map, stored };
}

type Codecs<S, C extends EngineCommand, E extends EngineEvent> = Pick<TablePieces<S, C, E>, "saveRecord" | "loadRecord" | "savePending" | "loadPending">;

/** A command carried out and the command waiting on a decision, as the store's entries hold them (the game's saved-game shapes), on its map. */
export function seriesRecordCodecs<S, C extends EngineCommand, E extends EngineEvent>(record: z.ZodType, pendingCommand: z.ZodType): Codecs<S, C, E> {
  const mapOf = (game: TableGame<S, C, E>) => (game as SeriesTableGame<S, C, E, unknown>).map;
  return {
    saveRecord: (game, r) => encodeOnMap(mapOf(game), record, r),
    loadRecord: (game, json) => decodeOnMap(mapOf(game), record, json, `battle ${game.id} record`) as CommandRecord<C, E>,
    savePending: (game) => (game.pending === null ? null : encodeOnMap(mapOf(game), pendingCommand, game.pending)),
    loadPending: (game, json) => (json === null ? null : (decodeOnMap(mapOf(game), pendingCommand, json, `battle ${game.id} pending command`) as TableGame<S, C, E>["pending"])),
  };
}
