import { readFileSync } from "node:fs";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { DataError, parseData, type DataIssue } from "../../../../../src/engine/data/validate";
import { decodeOnMap, encodeOnMap, loadMap } from "../../../../../src/engine/map";
import { pg3Charts, pg3Demo } from "../../../../../src/engine/rules/pg/data";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import { PgScenario } from "../../../../../src/engine/rules/pg/data/schemas/scenario";
import { pgBattleFromScenario, type PgScenarioOptions } from "../../../../../src/engine/rules/pg/scenario";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state/battle";
import { PgBattleJson } from "../../../../../src/engine/rules/pg/state/battle-schema";

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../../../../src/engine/rules/pg/data/${file}`, import.meta.url), "utf8"));

/** The demonstration scenario and counters as shipped (before defaults), fresh for each test to change. */
export const demoJson = (): any => read("pg3-demo-scenario.json");
export const countersJson = (): any => read("pg3-demo-counters.json");

/** The demonstration map, on PG's TEC. */
export const map = loadMap(pg3Demo.map, pg3Charts.tec, "pg3-demo-map.json");
export const at = (col: number, row: number) => map.indexOfOffset(col, row);

/**
 * Dice for the demonstration's draws, in order: the German SGT (PG 6.1: two pieces, d2 then the flip), the Soviet LT
 * (d2, flip), the Soviet minefields (16.7: three drawn from a cup of five: d5, d4, d3).
 */
export const demoDice = [1, 2, 2, 1, 5, 1, 2];

/** Builds a battle from scenario JSON (parsed as a loader would) with the demonstration counters, map and dice unless told otherwise. */
export function build(json: unknown = demoJson(), options: Partial<PgScenarioOptions> = {}, counters: unknown = countersJson()) {
  return pgBattleFromScenario(parseData(PgScenario, json, "scenario"), parseData(PgCounterSet, counters, "counters"), map, { dice: new ScriptedDice(demoDice), ...options });
}

/** The demonstration scenario with `change` made to its JSON. */
export function demoWith(change: (s: any) => void): any {
  const s = demoJson();
  change(s);
  return s;
}

/** What parsing and building `json` refuses: each JSON path with its message (a DataError); fails the test if it builds. */
export function refusals(json: unknown, options: Partial<PgScenarioOptions> = {}, counters?: unknown): Pick<DataIssue, "path" | "message">[] {
  try {
    build(json, options, counters);
  } catch (e) {
    if (e instanceof DataError) return e.issues.map(({ path, message }) => ({ path, message }));
    throw e;
  }
  throw new Error("the scenario was accepted");
}

/** The paths alone. */
export const refusedPaths = (json: unknown, options: Partial<PgScenarioOptions> = {}): string[] => refusals(json, options).map((i) => i.path);

/** A battle through its JSON and back (a saved game's round trip). */
export function roundTrip(b: PgBattle): { readonly json: unknown; readonly back: PgBattle } {
  const json = JSON.parse(JSON.stringify(encodeOnMap(map, PgBattleJson, b)));
  return { json, back: decodeOnMap(map, PgBattleJson, json, "battle") };
}
