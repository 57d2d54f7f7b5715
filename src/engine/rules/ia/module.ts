import type { RulesetModule } from "../../core/ruleset-module";
import type { TerrainEffectsChart } from "../../data/schemas/tec";
import type { DataIssue } from "../../data/validate";
import { IaCommandSchema, type IaCommand } from "./commands/schema";
import { ia1Tec, ia2Tec } from "./data";
import { chartsOfAnotherEdition } from "./data/editions";
import { CounterFace, CounterSet } from "./data/schemas/counters";
import { FireModifier } from "../series/data/schemas/fire-modifier";
import { FireTable, FireTableSet } from "../series/data/schemas/fire-table";
import { MoraleTable } from "../series/data/schemas/morale";
import { Scenario } from "./data/schemas/scenario";
import { VisibilityTable } from "./data/schemas/visibility";
import { IaAnswersSchema, IaDecisionSchema } from "./decisions";
import type { IaEvent } from "./events";
import { IaEventSchema } from "./events/schema";
import { IA_QUERIES } from "./queries/oracle-queries";
import { iaRuleset } from "./ruleset";
import { IaSavedGame, loadGame, saveGame, SAVE_FORMAT, SAVE_VERSION } from "./saved-game";
import type { IaBattle, IaEdition } from "./state";
import { IaBattleJson } from "./state/battle-schema";
import { IA_TEXT } from "./text";
import { seriesPrivateLayer } from "../series/view/board-layers";
import { seriesModuleViews } from "../series/view/module-views";
import { iaCommandSeenBy, iaViews, type IaSideView } from "./view/side-view";

const ID = "infantry-attacks";

/** Smoke on the map the TEC cannot show (IA1 16.12: smoke is marker terrain). */
function smokeUnshown(b: IaBattle, tec: TerrainEffectsChart): DataIssue[] {
  const smoke = Object.hasOwn(tec.terrain, "smoke") ? tec.terrain.smoke : undefined;
  if (!b.smoke.length || smoke?.marker) return [];
  return [{ path: "$.smoke", message: `there is smoke on the map, but the ${tec.name} has no marker terrain "smoke" to show it (IA1 16.12)` }];
}

/** Infantry Attacks (1st and 2nd editions), as the engine's registry knows it. */
export const iaModule: RulesetModule<IaBattle, IaCommand, IaEvent, IaSideView> = {
  id: ID,
  short: "ia",
  editions: ["IA1", "IA2"],
  charts: {
    kinds: [{ id: "fire-tables", requestKey: "fireTables", schema: FireTableSet }],
    shipped: (edition) => ({ tec: edition === "IA2" ? ia2Tec : ia1Tec }),
    foreign: (edition, given) => chartsOfAnotherEdition(edition as IaEdition, given),
  },
  ruleset: (map, charts) => {
    const fireTables = charts["fire-tables"] as FireTableSet | undefined;
    return iaRuleset(map, charts.tec, fireTables ? { fireTables } : {});
  },
  battle: IaBattleJson,
  sides: (b) => b.sides.map((s) => s.id),
  unplayable: (b, charts) => smokeUnshown(b, charts.tec),
  commands: IaCommandSchema,
  answers: IaAnswersSchema,
  events: IaEventSchema,
  decisions: IaDecisionSchema,
  views: seriesModuleViews(iaViews, seriesPrivateLayer, iaCommandSeenBy),

  queries: IA_QUERIES,
  savedGame: {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    claims: (json) => json.format === undefined && "map" in json && (json.battle as { ruleset?: unknown } | undefined)?.ruleset === ID,
    save: saveGame,
    load: loadGame,
  },
  text: IA_TEXT,
  // The names Infantry Attacks published before there were other games: its charts' and scenarios' go unprefixed.
  published: {
    "fire-table": FireTable,
    "fire-tables": FireTableSet,
    "morale-table": MoraleTable,
    "visibility-table": VisibilityTable,
    counters: CounterSet,
    scenario: Scenario,
    "ia-battle": IaBattleJson,
    "ia-command": IaCommandSchema,
    "ia-event": IaEventSchema,
    "ia-decision": IaDecisionSchema,
    "ia-saved-game": IaSavedGame,
  },
  schemaDefs: { CounterFace, FireModifier, FireTable },
};
