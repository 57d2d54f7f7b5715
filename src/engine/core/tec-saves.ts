import type { z } from "zod";
import { TerrainEffectsChart } from "../data/schemas/tec";
import { parseData } from "../data/validate";
import type { HexMap } from "../map";
import type { EngineCommand, EngineEvent, Ruleset } from "./ruleset";
import type { GameInPlay } from "./ruleset-module";
import { checkFormat, loadWith, savedGameSchemas, saveWith, type SaveShapes } from "./saved-game";

/** A game in play whose one chart is its Terrain Effects Chart (absent: the shipped one). */
export interface TecGame<S, C extends EngineCommand, E extends EngineEvent> extends GameInPlay<S, C, E> {
  readonly tec?: z.output<typeof TerrainEffectsChart>;
}

/**
 * The saves of a game whose one chart is its TEC (Red Poppies, Combat Infantry): their schema, and how a game is saved
 * and read back with the ruleset it plays by (the battle now is `log.replay()`).
 */
export function tecOnlySaves<S, C extends EngineCommand, E extends EngineEvent>(
  shapes: Omit<SaveShapes<Record<string, never>>, "charts">,
  game: { readonly name: string; readonly tec: z.output<typeof TerrainEffectsChart>; ruleset(map: HexMap): Ruleset<S, C, E> },
) {
  const all = { ...shapes, charts: {} };
  const schemas = savedGameSchemas(all);
  const save = (g: TecGame<S, C, E>): unknown => saveWith(all, schemas, g, { tec: g.tec });
  function load(json: unknown, source = "saved game"): TecGame<S, C, E> & { readonly ruleset: Ruleset<S, C, E> } {
    const current = checkFormat(json, shapes.format, shapes.version, game.name, source);
    const loaded = loadWith<S, C, E>(
      schemas.SavedGame,
      { tecOf: (saved) => (saved.tec === undefined ? game.tec : parseData(TerrainEffectsChart, saved.tec, source, ["tec"])), ruleset: (map) => game.ruleset(map) },
      current,
      source,
    );
    const tec = loaded.saved.tec as z.output<typeof TerrainEffectsChart> | undefined;
    return { map: loaded.map, log: loaded.log, pending: loaded.pending, ruleset: loaded.ruleset, ...(tec ? { tec } : {}) };
  }
  return { SavedGame: schemas.SavedGame, save, load };
}
