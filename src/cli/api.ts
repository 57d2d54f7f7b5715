import type { z } from "zod";
import type { LosAnswer, PreviewAnswer, SightAnswer } from "../engine/core/queries";
import { TerrainEffectsChart } from "../engine/data/schemas/tec";
import { DataError, jsonHazards, parseData } from "../engine/data/validate";
import { decodeOnMap, loadMap } from "../engine/map";
import { rulesetModule, rulesetModules } from "../engine/rules/registry";
import { dataSchemas } from "../engine/schemas";
import { oracleSchemas, type OracleRequest, type OracleResponse } from "./oracle-schema";
import { runOracle } from "./oracle";

/**
 * The engine for macros, modules and bots (docs/api.md): read-only functions on JSON, hexes written [column, row].
 * Nothing here changes a battle in play — a function takes a battle and answers about it. The same object is
 * `game.system.api.engine` in Foundry and the default export of the built library (`dist-cli/api.mjs`). A battle's
 * `ruleset` names the game that answers.
 */

/** A battle on its map, as the rules oracle takes them (docs/headless.md): its charts under their keys (`tec`, IA's `fireTables`). */
export type BattleOnMap = Pick<OracleRequest, "map" | "battle" | "tec"> & { readonly [chart: string]: unknown };

/** Every schema by name: the data files' and the oracle's (`docs/schema/<name>.schema.json`). */
export const schemas: Readonly<Record<string, z.ZodType>> = { ...dataSchemas, ...oracleSchemas };
export type SchemaName = keyof typeof schemas;
export type { OracleRequest, OracleResponse };

/** Runs a rules-oracle request: the commands against the battle with the dice, then the queries (docs/headless.md). */
export function rules(request: unknown, source = "request"): OracleResponse {
  return runOracle(request, source);
}

/** Checks a battle on its map and returns it with every default filled in, as JSON; throws a DataError naming each bad path. */
export function loadBattle(json: BattleOnMap, source = "battle"): OracleResponse["battle"] {
  return runOracle({ ...json, commands: [], queries: [] }, source).battle;
}

/** The enemy pieces `side` spots on the battle (IA1 8.0–8.9), as that side knows the battle. */
export function sight(json: BattleOnMap & { readonly side: string }, source = "sight"): z.input<typeof SightAnswer> {
  const { side, ...battle } = json;
  return only(runOracle({ ...battle, queries: [{ sight: { side } }] }, source), "sight");
}

/** The line of sight between two hexes, as `side` knows the battle (the whole battle when no side is named). */
export function lineOfSight(
  json: BattleOnMap & { readonly from: [number, number]; readonly to: [number, number]; readonly side?: string; readonly target?: string },
  source = "los",
): z.input<typeof LosAnswer> {
  const { from, to, side, target, ...battle } = json;
  const los = { from, to, ...(side === undefined ? {} : { side }), ...(target === undefined ? {} : { target }) };
  return only(runOracle({ ...battle, queries: [{ los }] }, source), "los");
}

/** What moving a piece along a path would cost, hex by hex, and where the rules would stop it, as its side knows the battle. */
export function previewMove(
  json: BattleOnMap & { readonly piece: string; readonly path: readonly [number, number][]; readonly with?: readonly string[] },
  source = "preview",
): z.input<typeof PreviewAnswer> {
  const { piece, path, with: leaders, ...battle } = json;
  const preview = { piece, path: [...path], ...(leaders === undefined ? {} : { with: [...leaders] }) };
  return only(runOracle({ ...battle, queries: [{ preview }] }, source), "preview");
}

/**
 * Checks JSON against one of the schemas; throws a DataError naming each bad path. Commands, events, decisions,
 * battles and oracle JSON hold hexes, read on a map: give `map` (and `tec`, else the shipped chart of the game the JSON
 * is of, for its edition) for them.
 */
export function check(name: SchemaName, json: unknown, on: { readonly map?: unknown; readonly tec?: unknown; readonly source?: string } = {}): void {
  const source = on.source ?? name;
  const schema = schemas[name];
  if (!schema || !Object.hasOwn(schemas, name)) throw new DataError(source, [{ path: "$", message: `no schema "${name}" (${Object.keys(schemas).join(", ")})` }]);
  if (on.map === undefined) {
    try {
      parseData(schema, json, source);
    } catch (e) {
      if (e instanceof DataError) throw e;
      throw new DataError(source, [{ path: "$", message: `"${name}" holds hexes, read on a map: give the map` }]);
    }
    return;
  }
  const tec = on.tec === undefined ? shippedTec(name, json, source) : parseData(TerrainEffectsChart, on.tec, source, ["tec"]);
  const hazards = jsonHazards(json);
  if (hazards.length) throw new DataError(source, hazards);
  decodeOnMap(loadMap(on.map, tec, source, ["map"]), schema, json, source);
}

/**
 * The TEC a schema's JSON is read with when none is given: the one shipped for its edition by the game that publishes
 * the schema, or the game the JSON (or its battle) names; the game's first edition when it names none it has.
 */
function shippedTec(name: string, json: unknown, source: string) {
  const of = json as { ruleset?: unknown; edition?: unknown; battle?: { ruleset?: unknown; edition?: unknown } } | null;
  const named = typeof of === "object" && of !== null ? (of.battle ?? of) : {};
  const game = rulesetModules().find((m) => Object.hasOwn(m.published, name)) ?? (typeof named.ruleset === "string" ? rulesetModule(named.ruleset) : undefined);
  if (game === undefined) throw new DataError(source, [{ path: "$", message: `"${name}" is read on a map with a Terrain Effects Chart: give the tec` }]);
  return game.charts.shipped(game.editions.find((e) => e === named.edition) ?? game.editions[0]).tec;
}

/** The answer to the one query of a request. */
const only = <T>(response: OracleResponse, key: string): T => response.answers[0]![key] as T;

/** The engine facade as one object. */
export const engineApi = { rules, loadBattle, sight, lineOfSight, previewMove, check, schemas, DataError } as const;
export type EngineApi = typeof engineApi;
export { DataError };
export default engineApi;
