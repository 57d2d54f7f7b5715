/**
 * Panzer Grenadier at the table: everything it brings, registered in rulesets/registry.ts — its actors and sheets, its
 * counters, markers and scenarios packs (a GM starts the demonstration scenario), its optional rules' settings, the
 * referee's pieces, its part of the tracker with its dialogs (activation, fire, AT fire, the pieces'
 * actions, tank-leader assignment, minefields), its chat cards (cards.ts), the canvas's sight, LOS and ruler answers
 * (canvas-queries.ts) and its TEC.
 */
import type { PgCommand } from "../../../engine/rules/pg/commands/schema";
import type { PgEvent } from "../../../engine/rules/pg/events";
import { pgModule } from "../../../engine/rules/pg/module";
import type { PgBattle } from "../../../engine/rules/pg/state";
import type { TableModule } from "../table-module";
import { PgLeaderModel, PgUnitModel } from "./actors/_module";
import { PG_PACKS } from "./packs";
import { PgLeaderSheet, PgUnitSheet } from "./sheets/_module";
import { pgTablePieces } from "./table-pieces";
import { pgTableRuleset } from "./table-ruleset";
import { pgTrackerDialogs } from "./dialogs/pg-dialogs";
import { pgTableRules } from "./tables";
import { pgScenario } from "./scenario";
import { registerPgOptionalRules } from "./optional-rules";
import { foundrySectorPorts } from "../series/sector-command/foundry-ports";
import { sectorTool } from "../series/sector-command/painter-tool";
import { registerSectorSettings } from "../series/sector-command/settings";
import { pgMultiPlayer } from "./multi-player/capability";
import { pgSidesForm } from "./multi-player/sides-form";

export const pgTableModule: TableModule<PgBattle, PgCommand, PgEvent> = {
  id: pgModule.id,
  engine: pgModule,
  // PG 17.6 multi-player games: sector and formation command (multi-player/capability.ts).
  pieces: { ...pgTablePieces, capabilities: [pgMultiPlayer(foundrySectorPorts)] },
  table: { ...pgTableRuleset, dialogs: pgTrackerDialogs },
  // PG 2.3: the demonstration scenario a GM starts from its journal entry (pg-scenarios).
  scenario: pgScenario,
  charts: pgTableRules,
  actors: [
    { model: PgUnitModel, sheet: PgUnitSheet },
    { model: PgLeaderModel, sheet: PgLeaderSheet },
  ],
  packs: PG_PACKS,
  // PG 17.61, 17.63: the users' sectors and COs (the Sides dialog), the scene's sectors (the painter's sector tool).
  registerSettings() {
    registerSectorSettings();
    // PG 17.0: the optional rules a new battle plays.
    registerPgOptionalRules();
  },
  sidesForm: pgSidesForm,
  painterTools: [sectorTool],
};
