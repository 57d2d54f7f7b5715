import type { z } from "zod";
import { dataSchemas, type DataSchemaName } from "../engine/data/schemas";
import { TerrainEffectsChart } from "../engine/data/schemas/tec";
import { DataError, jsonHazards, parseData } from "../engine/data/validate";
import { decodeOnMap, loadMap } from "../engine/map";
import { ia1Tec } from "../engine/rules/ia/data";
import { oracleSchemas, type OracleRequest, type OracleResponse } from "./oracle-schema";
import { runOracle } from "./oracle";

/**
 * The engine for macros, modules and bots (docs/api.md): read-only functions on JSON, hexes written [column, row].
 * Nothing here changes a battle in play — a function takes a battle and answers about it. The same object is
 * `game.system.api.engine` in Foundry and the default export of the built library (`dist-cli/api.mjs`).
 */

/** A battle on its map, as the rules oracle takes them (docs/headless.md). */
export type BattleOnMap = Pick<OracleRequest, "map" | "battle" | "tec" | "fireTables">;
type Answer = OracleResponse["answers"][number];
type Pick1<K extends string> = Extract<Answer, Record<K, unknown>>[K];

/** Every schema by name: the data files' and the oracle's (`docs/schema/<name>.schema.json`). */
export const schemas = { ...dataSchemas, ...oracleSchemas };
export type SchemaName = DataSchemaName | keyof typeof oracleSchemas;
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
export function sight(json: BattleOnMap & { readonly side: string }, source = "sight"): Pick1<"sight"> {
  const { side, ...battle } = json;
  return only(runOracle({ ...battle, queries: [{ sight: { side } }] }, source), "sight");
}

/** The line of sight between two hexes, as `side` knows the battle (the whole battle when no side is named). */
export function lineOfSight(
  json: BattleOnMap & { readonly from: [number, number]; readonly to: [number, number]; readonly side?: string; readonly target?: string },
  source = "los",
): Pick1<"los"> {
  const { from, to, side, target, ...battle } = json;
  const los = { from, to, ...(side === undefined ? {} : { side }), ...(target === undefined ? {} : { target }) };
  return only(runOracle({ ...battle, queries: [{ los }] }, source), "los");
}

/** What moving a piece along a path would cost, hex by hex, and where the rules would stop it, as its side knows the battle. */
export function previewMove(
  json: BattleOnMap & { readonly piece: string; readonly path: readonly [number, number][]; readonly with?: readonly string[] },
  source = "preview",
): Pick1<"preview"> {
  const { piece, path, with: leaders, ...battle } = json;
  const preview = { piece, path: [...path], ...(leaders === undefined ? {} : { with: [...leaders] }) };
  return only(runOracle({ ...battle, queries: [{ preview }] }, source), "preview");
}

/**
 * Checks JSON against one of the schemas; throws a DataError naming each bad path. Commands, events, decisions,
 * battles and oracle JSON hold hexes, read on a map: give `map` (and `tec`, else the edition's shipped chart) for them.
 */
export function check(name: SchemaName, json: unknown, on: { readonly map?: unknown; readonly tec?: unknown; readonly source?: string } = {}): void {
  const source = on.source ?? name;
  const schema = (schemas as Record<string, z.ZodType>)[name];
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
  const tec = on.tec === undefined ? ia1Tec : parseData(TerrainEffectsChart, on.tec, source, ["tec"]);
  const hazards = jsonHazards(json);
  if (hazards.length) throw new DataError(source, hazards);
  decodeOnMap(loadMap(on.map, tec, source, ["map"]), schema, json, source);
}

function only<K extends "sight" | "los" | "preview">(response: OracleResponse, key: K): Pick1<K> {
  return (response.answers[0] as unknown as Record<K, Pick1<K>>)[key];
}

/** The engine facade as one object. */
export const engineApi = { rules, loadBattle, sight, lineOfSight, previewMove, check, schemas, DataError } as const;
export type EngineApi = typeof engineApi;
export { DataError };
export default engineApi;
