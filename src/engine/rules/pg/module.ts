import type { RulesetModule } from "../../core/ruleset-module";
import { FireTableSet } from "../series/data/schemas/fire-table";
import { MoraleTable } from "../series/data/schemas/morale";
import { seriesModuleViews } from "../series/view/module-views";
import { PgCommandSchema, type PgCommand } from "./commands/schema";
import { pg3Charts, type PgCharts } from "./data";
import { AtTable } from "./data/schemas/at-table";
import { PgCounterSet } from "./data/schemas/counters";
import { PgDieTables } from "./data/schemas/die-tables";
import { PgScenario } from "./data/schemas/scenario";
import { PgAnswersSchema, PgDecisionSchema } from "./decisions";
import type { PgEvent } from "./events";
import { PgEventSchema } from "./events/schema";
import { pgRuleset } from "./ruleset";
import { chartsOf, loadPgGame, PG_SAVE_FORMAT, PG_SAVE_VERSION, PgSavedGame, savePgGame } from "./saved-game";
import type { PgBattle } from "./state";
import { PgBattleJson } from "./state/battle-schema";
import { PG_TEXT } from "./text";
import { PG_QUERIES } from "./queries/oracle-queries";
import { pgPrivateLayer } from "./view/board-layers";
import { pgViews, type PgSideView } from "./view/side-view";

/** PG's charts besides the TEC, by kind: the key an oracle request gives each by, and its schema. */
const KINDS = [
  { id: "fire-tables", requestKey: "fireTables", schema: FireTableSet, key: "fireTables" },
  { id: "at-table", requestKey: "atTable", schema: AtTable, key: "atTable" },
  { id: "morale-table", requestKey: "moraleTable", schema: MoraleTable, key: "morale" },
  { id: "die-tables", requestKey: "dieTables", schema: PgDieTables, key: "dieTables" },
] as const;

/** Panzer Grenadier (3rd edition), as the engine's registry knows it. */
export const pgModule: RulesetModule<PgBattle, PgCommand, PgEvent, PgSideView> = {
  id: "panzer-grenadier",
  short: "pg",
  editions: ["PG3"],
  charts: {
    kinds: KINDS.map(({ id, requestKey, schema }) => ({ id, requestKey, schema })),
    shipped: () => ({ tec: pg3Charts.tec }),
  },
  ruleset: (map, charts) => pgRuleset(map, charts.tec, chartsOf(Object.fromEntries(KINDS.flatMap((k) => (charts[k.id] === undefined ? [] : [[k.key, charts[k.id]]]))) as Partial<PgCharts>)),
  battle: PgBattleJson,
  sides: (b) => b.sides.map((s) => s.id),
  commands: PgCommandSchema,
  answers: PgAnswersSchema,
  events: PgEventSchema,
  decisions: PgDecisionSchema,
  views: seriesModuleViews(pgViews, pgPrivateLayer),

  queries: PG_QUERIES,
  savedGame: { format: PG_SAVE_FORMAT, version: PG_SAVE_VERSION, claims: () => false, save: savePgGame, load: loadPgGame },
  text: PG_TEXT,
  published: {
    "pg-battle": PgBattleJson,
    "pg-command": PgCommandSchema,
    "pg-event": PgEventSchema,
    "pg-decision": PgDecisionSchema,
    "pg-saved-game": PgSavedGame,
    "pg-counters": PgCounterSet,
    "pg-scenario": PgScenario,
    "pg-at-table": AtTable,
    "pg-die-tables": PgDieTables,
  },
};
