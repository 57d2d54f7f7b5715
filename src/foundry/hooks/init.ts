import { HEX_TACTICS_CONFIG } from "../config";
import { SYSTEM_ID } from "../constants";
import * as actorSheets from "../applications/sheets/_module";
import * as actorModels from "../data/actor/_module";
import { registerMigrationSettings } from "../migrations/migrate-world";
import { registerStatusEffects } from "../status-effects";
import { registerTableRuleset } from "../rulesets/table-ruleset";
import { iaTableRuleset } from "../rulesets/ia/table-ruleset";
import { iaTrackerDialogs } from "../rulesets/ia/dialogs/ia-dialogs";
import { registerTable } from "../applications/register-table";
import { registerSystemSettings } from "../settings/register";
import { exposeApi } from "../api/expose";
import { registerQueries } from "../referee/queries";
import { registerKeyring } from "../referee/keyring";
import { registerHeldBack } from "../referee/held-back";
import { registerStoreWatch } from "../referee/store-watch";
import { registerQuenchChecks } from "../quench/register-quench";
import { registerTokenMoves } from "../referee/token-moves";
import { registerScenarioControls } from "../scenarios/scenario-controls";
import { registerTerrainPainter } from "../terrain/terrain-controls";
import { registerCanvasLayers } from "../canvas/register-canvas";
import { registerTokenActions } from "../canvas/token-actions";

/** `init`: register the rulesets' table pieces, expose the choice lists, register each actor model and sheet under the type it declares. */
export function onInit(): void {
  registerTableRuleset(iaTableRuleset(iaTrackerDialogs));
  CONFIG.HEX_TACTICS = HEX_TACTICS_CONFIG;

  for (const model of Object.values(actorModels)) {
    CONFIG.Actor.dataModels[model.metadata.type] = model;
  }

  for (const sheet of Object.values(actorSheets)) {
    // The sheets' base class is untyped (see base-actor-sheet.ts), so it is asserted here.
    const sheetClass = sheet as unknown as foundry.applications.api.DocumentSheetV2.AnyConstructor;
    foundry.documents.collections.Actors.registerSheet(SYSTEM_ID, sheetClass, {
      types: [sheet.actorType],
      makeDefault: true,
      label: `HEX_TACTICS.Sheet.${sheet.actorType}`,
    });
  }

  registerStatusEffects();
  registerMigrationSettings();
  registerTable();
  registerSystemSettings();
  exposeApi();
  registerQueries();
  registerKeyring();
  registerHeldBack();
  registerStoreWatch();
  registerQuenchChecks();
  registerTokenMoves();
  registerScenarioControls();
  registerTerrainPainter();
  registerCanvasLayers();
  registerTokenActions();
}
