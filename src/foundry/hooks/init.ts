import { HEX_TACTICS_CONFIG } from "../config";
import { registerMigrationSettings } from "../migrations/migrate-world";
import { registerStatusEffects } from "../status-effects";
import { installTableModules } from "../rulesets/install";
import { registerTable } from "../applications/register-table";
import { registerSystemSettings } from "../settings/register";
import { exposeApi } from "../api/expose";
import { registerQueries } from "../referee/queries";
import { registerKeyring } from "../referee/keyring";
import { registerHeldBack } from "../referee/held-back";
import { registerQuenchChecks } from "../quench/register-quench";
import { registerTokenMoves } from "../referee/token-moves";
import { registerScenarioControls } from "../scenarios/scenario-controls";
import { registerTerrainPainter } from "../terrain/terrain-controls";
import { registerCanvasLayers } from "../canvas/register-canvas";
import { registerTokenActions } from "../canvas/token-actions";

/** `init`: install every game's table module (its table pieces, actor models and sheets), expose the choice lists. */
export function onInit(): void {
  installTableModules();
  CONFIG.HEX_TACTICS = HEX_TACTICS_CONFIG;
  registerStatusEffects();
  registerMigrationSettings();
  registerTable();
  registerSystemSettings();
  exposeApi();
  registerQueries();
  registerKeyring();
  registerHeldBack();
  registerQuenchChecks();
  registerTokenMoves();
  registerScenarioControls();
  registerTerrainPainter();
  registerCanvasLayers();
  registerTokenActions();
}
