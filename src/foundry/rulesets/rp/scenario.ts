/**
 * A Red Poppies scenario entry (its flags hold the scenario, its map, the counters' pack and, where a line of the order
 * of battle sets up in more than one hex, the placements: rules/rp/scenario `RpScenarioOptions`) as a plan for the
 * table (scenarios/start-scenario.ts): the battle `rpBattleFromScenario` sets up (RP 10.1) on the scenario's map with
 * the world's TEC and the demonstration counters, the `rp-unit` actor each unit is a counter of, and the stored battle
 * the referee is given (wire.ts `RpStoredBattle`). RP sets up nothing hidden (RP 7.3's pre-registrations are commands
 * of play, kept in the saved game).
 */
import { z } from "zod";
import { EventLog } from "../../../engine/core/event-log";
import { MapData } from "../../../engine/data/schemas/map";
import { parseData } from "../../../engine/data/validate";
import { loadMap } from "../../../engine/map";
import { RP_DEMO } from "../../../engine/rules/rp/data/demo";
import { RpScenario } from "../../../engine/rules/rp/data/schemas/scenario";
import { rpRuleset } from "../../../engine/rules/rp/ruleset";
import { saveRpGame } from "../../../engine/rules/rp/saved-game";
import { rpBattleFromScenario, rpScenarioMap } from "../../../engine/rules/rp/scenario";
import { SYSTEM_ID } from "../../constants";
import type { ScenarioPlan, ScenarioRuleset } from "../../scenarios/scenario-plan";
import { RP } from "../../../engine/rules/rp/state";
import { rpUnitActor } from "./counters-to-actors";

/** The compendium of RP's `marker` actors (scrapes, smoke, gas, cross hairs …: board-marks.ts). */
export const RP_MARKER_PACK = `${SYSTEM_ID}.rp-markers`;

/** What a Red Poppies scenario entry's flags hold. */
export const RpScenarioFlags = z.looseObject({
  ruleset: z.literal(RP),
  edition: z.string(),
  scenario: z.unknown(),
  map: z.unknown(),
  counters: z.looseObject({ pack: z.string().min(1) }),
  /** RP 10.1: where each unit of a line set up in more than one hex stands ("X10"), by unit id. */
  placements: z.record(z.string(), z.string()).optional(),
});

/** A unit's counter kind: its id is `<counter>-<n>` (rpBattleFromScenario). */
const counterOf = (unit: string): string => unit.replace(/-\d+$/, "");

export const rpScenario: ScenarioRuleset = {
  id: RP,

  async plan(json, source, worldTables) {
    const flags = parseData(RpScenarioFlags, json, source);
    if (worldTables.ruleset !== RP || worldTables.edition !== flags.edition) return { mismatch: { scenario: flags.edition, world: worldTables.edition } };
    const scenario = parseData(RpScenario, flags.scenario, `${source} scenario`);
    const map = loadMap(rpScenarioMap(scenario, parseData(MapData, flags.map, `${source} map`), source), worldTables.tec);
    const counters = RP_DEMO.counters;
    const battle = rpBattleFromScenario(scenario, counters, map, { source: `${source} scenario`, ...(flags.placements ? { placements: flags.placements } : {}) });
    const pieces: Record<string, ScenarioPlan["pieces"][string]> = {};
    for (const id of Object.keys(battle.units)) {
      const counterId = counterOf(id);
      pieces[id] = { type: "rp-unit", counterId, system: rpUnitActor(counterId, counters.counters[counterId]!).system, hidden: false };
    }
    const game = saveRpGame({ map, tec: worldTables.tec, log: new EventLog(rpRuleset(map), battle, []), pending: null });
    const plan: ScenarioPlan = {
      id: scenario.id,
      name: scenario.name,
      map: { layout: map.layout, columns: map.columns, rows: map.rows },
      counters: flags.counters.pack,
      markers: RP_MARKER_PACK,
      pieces,
      stored: (actors, _hidden, scene, grid) => ({ ruleset: RP, game, actors, scene, grid }),
    };
    return { plan };
  },

  // RP has no hidden set-up.
  setsUpHidden: () => false,
};
