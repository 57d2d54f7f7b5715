import { readFileSync } from "node:fs";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { CounterSet } from "../../../../../src/engine/rules/ia/data/schemas/counters";
import { Scenario } from "../../../../../src/engine/rules/ia/data/schemas/scenario";
import { DataError, parseData } from "../../../../../src/engine/data/validate";
import { loadMap } from "../../../../../src/engine/map";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { battleFromScenario, type ScenarioOptions } from "../../../../../src/engine/rules/ia/scenario";

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../../scenarios/${name}`, import.meta.url), "utf8"));

/** The fixture scenario and counters as JSON, fresh for each test to change. */
export const scenarioJson = (): any => read("ia1-test-scenario.json");
export const countersJson = (): any => read("ia1-test-counters.json");

export const map = loadMap(scenarioJson().map, ia1Tec);
export const at = (c: number, r: number) => map.indexOfOffset(c, r);

/** The owner's choices for the fixture's zone entries: setup[4] (two companies) and leaders[1] (a major). */
export const placements = { setup: { 4: ["45/0201", "45/0203"] }, leaders: { 1: ["45/0205"] } };

/**
 * Dice for the fixture's draws (IA1 6.2): German Hauptmann pieces (3 left: d3, flip; 2 left: d2, flip), the Major's piece
 * (one piece: flip only), the Russian Kapitan's piece (flip) and Rotmistr's piece (flip).
 */
export const drawDice = [2, 1, 1, 2, 2, 1, 2];

/** Builds from JSON (parsed as a loader would) with the fixture's placements and dice unless `options` says otherwise. */
export function build(scenario: unknown = scenarioJson(), counters: unknown = countersJson(), options: Partial<ScenarioOptions> = {}) {
  return battleFromScenario(parseData(Scenario, scenario, "scenario"), parseData(CounterSet, counters, "counters"), map, {
    dice: new ScriptedDice(drawDice),
    placements,
    ...options,
  });
}

/** Each JSON path a build refuses, in order (a DataError); fails the test if it builds. */
export function refusedPaths(...args: Parameters<typeof build>): string[] {
  try {
    build(...args);
  } catch (e) {
    if (e instanceof DataError) return e.issues.map((i) => i.path);
    throw e;
  }
  throw new Error("the scenario was accepted");
}
