/**
 * Combat Infantry oracle requests built on the demonstration scenario ("CI demo: Caron Farm and St. Aubyn", plan §7):
 * its map and its battle as JSON, as a request gives them (docs/headless.md, "Combat Infantry"). The battle plays with
 * the scenario's labelled playtest values ("PLAYTEST — not from the rules"), the GM's choice at the table.
 */
import { SeededDice } from "../../src/engine/core/dice";
import { runAnswering } from "../../src/engine/core/engine";
import { encodeOnMap, loadMap } from "../../src/engine/map";
import type { CiCommand } from "../../src/engine/rules/ci/commands/schema";
import { CI_DEMO_MAP, CI_DEMO_SCENARIO } from "../../src/engine/rules/ci/data/demo";
import { CI_TEC } from "../../src/engine/rules/ci/data/tec";
import { ciRuleset } from "../../src/engine/rules/ci/ruleset";
import { battleNumbers, startCiBattle } from "../../src/engine/rules/ci/scenario/start";
import { CiBattleJson, type CiBattle } from "../../src/engine/rules/ci/state";

export const ciDemoMap = loadMap(CI_DEMO_MAP, CI_TEC);
export const CI_DEMO_SALT = "ci-demo-salt";

/** The demonstration battle as it starts, in its set-up (`playtest`: with the scenario's playtest values; else none). */
export const ciDemoStart = (playtest = true): CiBattle => startCiBattle(CI_DEMO_SCENARIO, ciDemoMap, battleNumbers(CI_DEMO_SCENARIO, {}, playtest), CI_DEMO_SALT);

/** The battle as JSON (hexes `[column, row]`). */
export const ciJson = (b: CiBattle): Record<string, any> => encodeOnMap(ciDemoMap, CiBattleJson, b) as Record<string, any>;

/** A block's handle (the name its side gives it while it is hidden). */
export const handleOf = (b: CiBattle, id: string): string => b.blocks[id]!.handle!;

/**
 * CI 10.x Set-up: the US move squad 1-3 of the 1st platoon from [4, 6] to [3, 6] (`place`, by its handle), then both
 * sides end their set-up; Game Turn 1 begins, the US first.
 */
export function ciSetupCommands(b: CiBattle): CiCommand[] {
  return [
    { type: "place", side: "us", block: handleOf(b, "us-b-1-3"), to: ciDemoMap.indexOfOffset(3, 6) },
    { type: "end-setup", side: "us" },
    { type: "end-setup", side: "german" },
  ];
}

/** The demonstration battle once both sides have set up (ciSetupCommands), as the engine holds it. */
export function ciDemoPlaying(): CiBattle {
  let b = ciDemoStart();
  const rs = ciRuleset(ciDemoMap);
  for (const c of ciSetupCommands(b)) {
    const r = runAnswering(rs, b, c, new SeededDice(1)).result;
    if (r.status !== "done") throw new Error(`the demo set-up: ${c.type} ${r.status}`);
    b = r.state;
  }
  return b;
}

/**
 * The worked request (docs/headless.md, "Combat Infantry"): the set-up ended, then the US 1st platoon's HQ activates
 * (CI 4.x HQ Activation: it turns face-up), squad 1-1 moves two hexes east, down the slope (CI 8.x Movement), the
 * commands end and the activation ends (CI 4.x HQ Activation). Commands are written as JSON: hexes `[column, row]`.
 */
export function ciDemoRequest(): Record<string, any> {
  const b = ciDemoStart();
  return {
    map: CI_DEMO_MAP,
    battle: ciJson(b),
    commands: [
      { command: { type: "place", side: "us", block: handleOf(b, "us-b-1-3"), to: [3, 6] } },
      { command: { type: "end-setup", side: "us" } },
      { command: { type: "end-setup", side: "german" } },
      { command: { type: "activate", side: "us", hq: handleOf(b, "us-b-1-phq") } },
      { command: { type: "move", side: "us", unit: handleOf(b, "us-b-1-1"), to: [5, 6] } },
      { command: { type: "move", side: "us", unit: handleOf(b, "us-b-1-1"), to: [6, 6] } },
      { command: { type: "end-commands", side: "us" } },
      { command: { type: "end-activation", side: "us" } },
    ],
    dice: [],
    queries: [],
  };
}
