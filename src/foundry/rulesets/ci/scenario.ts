/**
 * A Combat Infantry scenario entry (its flags hold the scenario, its map and the blocks' pack) as a plan for the table
 * (scenarios/start-scenario.ts). Before anything is made (plan §3 "Refusal before play"), the lost numbers the battle
 * would read are checked against the GM's settings and the scenario's own values (numbers/start-check.ts): a UR number
 * none gives refuses the start, after a dialog naming each by its rule and meaning with a button to the lost numbers
 * page — or, where the scenario's labelled playtest values give them all (the demonstration's), the GM may play with
 * those, this battle only. Then the battle `startCiBattle` sets up (CI 10.x Set-up: blocks upright, hidden), each
 * block's label actor (imported when the block is first revealed: its label is its secret until then), and the stored
 * battle the referee is given (wire.ts `CiStoredBattle`).
 */
import { z } from "zod";
import { EventLog } from "../../../engine/core/event-log";
import { MapData } from "../../../engine/data/schemas/map";
import { DataError, parseData } from "../../../engine/data/validate";
import { loadMap } from "../../../engine/map";
import { loadCiScenario } from "../../../engine/rules/ci/data/load-scenario";
import { CI_ROSTER } from "../../../engine/rules/ci/data/roster";
import { ciRuleset } from "../../../engine/rules/ci/ruleset";
import { saveCiGame } from "../../../engine/rules/ci/saved-game";
import { battleNumbers, startCiBattle } from "../../../engine/rules/ci/scenario/start";
import { CI } from "../../../engine/rules/ci/state";
import { isHidden } from "../../../engine/rules/ci/state/block";
import { SYSTEM_ID } from "../../constants";
import type { ScenarioPlan, ScenarioRuleset } from "../../scenarios/scenario-plan";
import { CI_BLOCK } from "./actors/system-data";
import { ciBlockSystem } from "./counters-to-actors";
import { ciNumbersEntered } from "./numbers/setting";
import { askStartNumbers, type StartChoice } from "./numbers/start-dialog";
import { startNumbers, type StartNumbers } from "./numbers/start-check";

/** The compendium of CI's `marker` actors (foxholes, smoke, wire, wrecks). */
export const CI_MARKER_PACK = `${SYSTEM_ID}.ci-markers`;

/** What a Combat Infantry scenario entry's flags hold. */
export const CiScenarioFlags = z.looseObject({
  ruleset: z.literal(CI),
  edition: z.string(),
  scenario: z.unknown(),
  map: z.unknown(),
  counters: z.looseObject({ pack: z.string().min(1) }),
});

/** What the start asks of the world: the GM's lost numbers, the GM's answer when some are unset, a fresh secret. */
export interface CiStartPorts {
  entered(): Readonly<Record<string, number>>;
  ask(check: StartNumbers, scenario: string): Promise<StartChoice>;
  salt(): string;
}

const foundryPorts: CiStartPorts = { entered: ciNumbersEntered, ask: askStartNumbers, salt: () => crypto.randomUUID() };

/** The start's refusal: each unset number at `$.numbers.<id>`, by its rule and meaning (start-scenario.ts words it). */
const refuse = (source: string, check: StartNumbers): never => {
  throw new DataError(
    source,
    check.unset.map((n) => ({ path: `$.numbers.${n.id}`, message: `${n.rule}: ${n.meaning} is lost in the text (${n.status}); set it before play` })),
  );
};

export function ciScenarioWith(ports: CiStartPorts): ScenarioRuleset {
  return {
    id: CI,

    async plan(json, source, worldTables) {
      const flags = parseData(CiScenarioFlags, json, source);
      if (worldTables.ruleset !== CI || worldTables.edition !== flags.edition) return { mismatch: { scenario: flags.edition, world: worldTables.edition } };
      const map = loadMap(parseData(MapData, flags.map, `${source} map`), worldTables.tec);
      const roster = CI_ROSTER;
      const scenario = loadCiScenario(flags.scenario, map, roster, `${source} scenario`);
      const settings = ports.entered();
      const check = startNumbers(scenario, map, roster, settings);
      let playtest = false;
      if (check.unset.length) {
        const choice = await ports.ask(check, scenario.name);
        if (choice !== "playtest" || !check.playtest) refuse(source, check);
        playtest = true;
      }
      const battle = startCiBattle(scenario, map, battleNumbers(scenario, settings, playtest), ports.salt(), roster);
      const pieces: Record<string, ScenarioPlan["pieces"][string]> = {};
      for (const [id, k] of Object.entries(battle.blocks)) {
        // CI 1.x Blocks: only a block every side sees at the start (a bunker; tanks, with the option) has its label in the world now.
        const shown = k.status === "on-map" && !isHidden(k);
        pieces[id] = { type: CI_BLOCK, counterId: k.kind, system: ciBlockSystem(k.kind, roster.kinds[k.kind]!), hidden: !shown };
      }
      const game = saveCiGame({ map, tec: worldTables.tec, log: new EventLog(ciRuleset(map), battle, []), pending: null });
      const plan: ScenarioPlan = {
        id: scenario.id,
        name: scenario.name,
        map: { layout: map.layout, columns: map.columns, rows: map.rows },
        counters: flags.counters.pack,
        markers: CI_MARKER_PACK,
        pieces,
        stored: (actors, hiddenCounters, scene, grid) => ({ ruleset: CI, game, actors, hiddenCounters, scene, grid }),
      };
      return { plan };
    },

    // CI 10.x Set-up: blocks stand upright, hidden: where each one stands is its side's secret.
    setsUpHidden: (flags) => CiScenarioFlags.safeParse(flags).success,
  };
}

/** The scenario start at the table, asking the GM by a dialog. */
export const ciScenario: ScenarioRuleset = ciScenarioWith(foundryPorts);
