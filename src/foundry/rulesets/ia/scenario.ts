/**
 * An Infantry Attacks scenario entry (packs/_source/ia-scenarios: its flags hold the scenario, its map and the counters'
 * pack) as a plan for the table (scenarios/start-scenario.ts): the battle `battleFromScenario` sets up with the world's
 * charts (tables/world-tables.ts: the fire tables, TEC and counters a GM edited), the counter actor each piece is (and
 * whether it is set up hidden, IA1 16.5), and the stored battle the referee is given (wire.ts `IaStoredBattle`). The
 * optional rules the world's settings turn on are in force (IA1 17.0), except those the scenario sets itself.
 */
import { EventLog } from "../../../engine/core/event-log";
import { Scenario } from "../../../engine/rules/ia/data/schemas/scenario";
import { parseData } from "../../../engine/data/validate";
import { loadMap } from "../../../engine/map";
import { iaRuleset } from "../../../engine/rules/ia/ruleset";
import { saveGame } from "../../../engine/rules/ia/saved-game";
import { battleFromScenario } from "../../../engine/rules/ia/scenario";
import { withRolledDice } from "../../scenarios/set-up-dice";
import type { ScenarioPlan, ScenarioRuleset } from "../../scenarios/scenario-plan";
import { scenarioFlags, seriesPlan, setsUpHiddenIn } from "../series/scenario-entry";
import { counterOfPiece, leaderActor, unitActor } from "./counters-to-actors";
import type { IaWorldTables } from "./tables";
import { MARKER_PACK } from "./markers";
import { optionalRulesChosen } from "./optional-rules";

const RULESET = "infantry-attacks";

export const iaScenario: ScenarioRuleset = {
  id: RULESET,

  async plan(json, source, worldTables) {
    const flags = parseData(scenarioFlags(RULESET), json, source);
    const tables = worldTables as IaWorldTables;
    if (tables.ruleset !== RULESET || tables.edition !== flags.edition) return { mismatch: { scenario: flags.edition, world: tables.edition } };
    const scenario = parseData(Scenario, flags.scenario, `${source} scenario`);
    const map = loadMap(flags.map, tables.tec);
    const { battle } = await withRolledDice((dice) => battleFromScenario(scenario, tables.counters, map, { dice, source: `${source} scenario`, optionalRules: optionalRulesChosen() }));
    const pieces: Record<string, ScenarioPlan["pieces"][string]> = {};
    for (const { id, hidden } of [...battle.units.values(), ...battle.leaders.values()]) {
      const counter = counterOfPiece(tables.counters, id)!;
      const system =
        counter.kind === "unit" ? unitActor(tables.counters, counter.id, tables.counters.units[counter.id]!).system : leaderActor(tables.counters, counter.id, tables.counters.leaders[counter.id]!).system;
      pieces[id] = { type: counter.kind, counterId: counter.id, system, hidden };
    }
    const ruleset = iaRuleset(map, tables.tec, { fireTables: tables.fireTables });
    const game = saveGame({ map, tec: tables.tec, fireTables: tables.fireTables, log: new EventLog(ruleset, battle, []), pending: null });
    const plan = seriesPlan({ ruleset: RULESET, scenario, map, counters: flags.counters.pack, markers: MARKER_PACK, pieces, game });
    return { plan };
  },

  // IA1 16.5 set-up entries and leader draws written down, not placed.
  setsUpHidden: setsUpHiddenIn(RULESET),
};
