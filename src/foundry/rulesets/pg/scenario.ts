/**
 * A Panzer Grenadier scenario entry (packs/_source/pg-scenarios: its flags hold the scenario, its map and the counters'
 * pack) as a plan for the table (scenarios/start-scenario.ts): the battle `pgBattleFromScenario` sets up with the
 * world's charts (tables.ts: the TEC, fire, AT, morale and die tables a GM edited) and the demonstration counters, the counter actor each piece is (and whether it is
 * set up hidden, PG 16.6), and the stored battle the referee is given (wire.ts `PgStoredBattle`). The optional rules the
 * world's settings turn on are in force (PG 17.0), except those the scenario sets itself. Whatever the set-up leaves to
 * chance (leader draws, the minefields drawn from the cup, 16.7) is rolled with Foundry Rolls posted nowhere: which
 * minefields were drawn is the owner's to see, on his set-up dialog.
 */
import { EventLog } from "../../../engine/core/event-log";
import { parseData } from "../../../engine/data/validate";
import { loadMap } from "../../../engine/map";
import { pg3Charts } from "../../../engine/rules/pg/data";
import { PgScenario } from "../../../engine/rules/pg/data/schemas/scenario";
import { pgRuleset } from "../../../engine/rules/pg/ruleset";
import { chartsOf, savePgGame } from "../../../engine/rules/pg/saved-game";
import { pgBattleFromScenario } from "../../../engine/rules/pg/scenario/battle-from-scenario";
import { SYSTEM_ID } from "../../constants";
import type { ScenarioPlan, ScenarioRuleset } from "../../scenarios/scenario-plan";
import { scenarioFlags, seriesPlan, setsUpHiddenIn } from "../series/scenario-entry";
import type { WorldTables } from "../../tables/charts-in-effect";
import { withRolledDice } from "../../scenarios/set-up-dice";
import { pgLeaderActor, pgUnitActor } from "./counters-to-actors";
import { pgOptionalRulesChosen } from "./optional-rules";
import type { PgWorldCharts } from "./tables";

type PgWorldTables = WorldTables<PgWorldCharts>;

const RULESET = "panzer-grenadier";
/** The compendium of PG's `marker` actors (smoke, entrenchments, wrecks, minefields: scripts/pg-packs.ts). */
export const PG_MARKER_PACK = `${SYSTEM_ID}.pg-markers`;

export const pgScenario: ScenarioRuleset = {
  id: RULESET,

  async plan(json, source, worldTables) {
    const flags = parseData(scenarioFlags(RULESET), json, source);
    if (worldTables.ruleset !== RULESET || worldTables.edition !== flags.edition) return { mismatch: { scenario: flags.edition, world: worldTables.edition } };
    const scenario = parseData(PgScenario, flags.scenario, `${source} scenario`);
    const { tec, pgCharts: charts } = worldTables as PgWorldTables;
    const map = loadMap(flags.map, tec);
    const counters = pg3Charts.demoCounters;
    const { battle } = await withRolledDice((dice) => pgBattleFromScenario(scenario, counters, map, { dice, source: `${source} scenario`, optionalRules: pgOptionalRulesChosen() }));
    const pieces: Record<string, ScenarioPlan["pieces"][string]> = {};
    for (const u of battle.units.values()) pieces[u.id] = { type: "pg-unit", counterId: u.type, system: pgUnitActor(counters, u.type, counters.units[u.type]!).system, hidden: u.hidden };
    for (const l of battle.leaders.values()) pieces[l.id] = { type: "pg-leader", counterId: l.id, system: pgLeaderActor(counters, l.id, counters.leaders[l.id]!).system, hidden: l.hidden };
    const game = savePgGame({ map, tec, charts, log: new EventLog(pgRuleset(map, tec, chartsOf(charts)), battle, []), pending: null });
    const plan = seriesPlan({ ruleset: RULESET, scenario, map, counters: flags.counters.pack, markers: PG_MARKER_PACK, pieces, game });
    return { plan };
  },

  // PG 16.6: hidden set-up entries and leader draws are written down, not placed.
  setsUpHidden: setsUpHiddenIn(RULESET),
};
