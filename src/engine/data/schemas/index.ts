import type { z } from "zod";
import { CounterSet } from "./counters";
import { DieTableSet } from "./die-table";
import { FireTable, FireTableSet } from "./fire-table";
import { MapData } from "./map";
import { MoraleTable } from "./morale";
import { Scenario } from "./scenario";
import { TerrainEffectsChart } from "./tec";
import { VisibilityTable } from "./visibility";
import { IaCommandSchema } from "../../rules/ia/commands/schema";
import { IaDecisionSchema } from "../../rules/ia/decisions";
import { IaEventSchema } from "../../rules/ia/events/schema";
import { IaSavedGame } from "../../rules/ia/saved-game";
import { IaBattleJson } from "../../rules/ia/state/battle-schema";

/** Every data file shape, by the name its JSON Schema is published under (`docs/schema/<name>.schema.json`). */
export const dataSchemas = {
  "terrain-effects-chart": TerrainEffectsChart,
  map: MapData,
  "fire-table": FireTable,
  "fire-tables": FireTableSet,
  "die-tables": DieTableSet,
  "morale-table": MoraleTable,
  "visibility-table": VisibilityTable,
  counters: CounterSet,
  scenario: Scenario,
  "ia-battle": IaBattleJson,
  "ia-command": IaCommandSchema,
  "ia-event": IaEventSchema,
  "ia-decision": IaDecisionSchema,
  "ia-saved-game": IaSavedGame,
} satisfies Record<string, z.ZodType>;

export type DataSchemaName = keyof typeof dataSchemas;
