/** Infantry Attacks at the table: everything it brings, registered in rulesets/registry.ts. */
import type { IaCommand } from "../../../engine/rules/ia/commands/schema";
import type { IaEvent } from "../../../engine/rules/ia/events";
import { iaModule } from "../../../engine/rules/ia/module";
import type { IaBattle } from "../../../engine/rules/ia/state";
import type { TableModule } from "../table-module";
import { LeaderModel, UnitModel } from "./actors/_module";
import { iaTrackerDialogs } from "./dialogs/ia-dialogs";
import { iaDragGroup } from "./drag-group";
import { registerOptionalRules } from "./optional-rules";
import { IA_PACKS } from "./packs";
import { iaScenario } from "./scenario";
import { sectorTool } from "../series/sector-command/painter-tool";
import { registerSectorSettings } from "../series/sector-command/settings";
import { iaSidesForm } from "./sector-command/sides-form";
import { sectorOf } from "../series/sector-command/user-sectors";
import { iaTablePieces } from "./table-pieces";
import { iaTableRuleset } from "./table-ruleset";
import { iaTableRules } from "./tables";
import { migrateMarkerSystem } from "./migrations/actor-sources";
import { counterSchemaActors } from "./migrations/counter-schema-actors";
import { LeaderSheet, UnitSheet } from "./sheets/_module";

declare module "../../api/game-apis" {
  interface GameApis {
    /** The IA1 17.51 sector a user commands, if any (macros: docs/api.md). */
    readonly sectorOf: typeof sectorOf;
  }
}

export const iaTableModule: TableModule<IaBattle, IaCommand, IaEvent> = {
  id: iaModule.id,
  engine: iaModule,
  pieces: iaTablePieces,
  table: iaTableRuleset(iaTrackerDialogs),
  scenario: iaScenario,
  charts: iaTableRules,
  actors: [
    { model: UnitModel, sheet: UnitSheet },
    { model: LeaderModel, sheet: LeaderSheet },
  ],
  registerSettings() {
    registerOptionalRules();
    registerSectorSettings();
  },
  migrations: [counterSchemaActors],
  markerSource: migrateMarkerSystem,
  packs: IA_PACKS,
  canvas: { dragGroup: iaDragGroup },
  // IA1 17.51, 17.52 sector command: the users' sectors and COs, the scene's sectors, a user's sector for macros.
  sidesForm: iaSidesForm,
  painterTools: [sectorTool],
  api: { sectorOf },
};
