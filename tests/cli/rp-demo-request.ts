/**
 * Red Poppies oracle requests built on the demonstration scenario (the example of play, RP 9.0): its map and its
 * battle as JSON, as a request gives them (docs/headless.md, "Red Poppies").
 */
import { encodeOnMap, loadMap } from "../../src/engine/map";
import { RP_DEMO } from "../../src/engine/rules/rp/data/demo";
import { RP_TEC } from "../../src/engine/rules/rp/data/tec";
import { rpBattleFromScenario } from "../../src/engine/rules/rp/scenario";
import { RpBattleJson } from "../../src/engine/rules/rp/state";

export const rpDemoMap = loadMap(RP_DEMO.map, RP_TEC);

/** The demonstration battle before turn 1, as JSON (hexes `[column, row]`). */
export const rpDemoBattle = (): Record<string, any> => encodeOnMap(rpDemoMap, RpBattleJson, rpBattleFromScenario(RP_DEMO.scenario, RP_DEMO.counters, rpDemoMap)) as Record<string, any>;

/** "V09" → [21, 8]. */
export function offset(label: string): [number, number] {
  const m = /^([A-Z]+)(\d+)$/.exec(label)!;
  return [[...m[1]!].reduce((a, ch) => a * 26 + ch.charCodeAt(0) - 64, 0) - 1, Number(m[2]) - 1];
}

/**
 * The demonstration battle once the German pulverizing PB is over (RP 9.0: every British unit IN its trench, dispersed,
 * none rolled a 6), at turn 1's initiative; the British group has recorded its pre-registered vertex (RP 7.3).
 */
export function rpAfterPb(): Record<string, any> {
  const b = rpDemoBattle();
  for (const u of Object.values(b.units) as Record<string, any>[]) if (u.side === "british") u.face = "dispersed";
  b.oma["british-oma-1"].preregistered = [23, 9, 0];
  return { ...b, phase: "initiative", preliminary: [], pbFired: true };
}

/** RP 9.0 turn 1: the initiative (Germans 4, British 6: two couplets, British initiative), the British passing couplet 1. */
export const rpDemoRequest = (): Record<string, any> => ({
  map: RP_DEMO.map,
  battle: rpAfterPb(),
  commands: [{ command: { type: "roll-initiative", side: "german" } }, { command: { type: "pass", side: "british" } }],
  dice: [4, 6],
  queries: [],
});
