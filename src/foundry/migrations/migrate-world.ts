/**
 * Schema versions and migrations at `ready` (docs/foundry-facts.md §9): the world setting `schemaVersion` holds the
 * last step run; the active GM alone runs the steps after it, in order, stamping each one done. A new world (no actors)
 * is stamped without running anything.
 */
import { SYSTEM_ID } from "../constants";
import { tableModules } from "../rulesets/registry";
import type { MigrationStep } from "./step";

/** Every step of every table module, oldest first (their versions are one line: the system's). */
export const MIGRATIONS: readonly MigrationStep[] = tableModules()
  .flatMap((m) => m.migrations ?? [])
  .sort((a, b) => a.version - b.version);

/** The schema version of this system's code: the last step's. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/** `init`: the world setting the versions are kept in (GM-only, not on the settings form). */
export function registerMigrationSettings(): void {
  game.settings!.register(SYSTEM_ID, "schemaVersion", {
    name: "HEX_TACTICS.Migration.setting",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

/** `ready`: brings the world's documents up to this code's schema. */
export async function migrateWorld(): Promise<void> {
  const g = game as ReadyGame;
  if (!g.user.isActiveGM) return;
  const stored = Number(g.settings.get(SYSTEM_ID, "schemaVersion")) || 0;
  if (stored >= SCHEMA_VERSION) return;
  if (stored === 0 && g.actors.size === 0 && g.actors.invalidDocumentIds.size === 0) {
    await g.settings.set(SYSTEM_ID, "schemaVersion", SCHEMA_VERSION);
    return;
  }
  for (const step of MIGRATIONS.filter((s) => s.version > stored)) {
    ui.notifications?.info(g.i18n.format("HEX_TACTICS.Migration.running", { version: String(step.version) }));
    const failed = await step.run();
    if (failed > 0) {
      ui.notifications?.error(g.i18n.format("HEX_TACTICS.Migration.failed", { version: String(step.version), count: String(failed) }), { permanent: true });
      return;
    }
    await g.settings.set(SYSTEM_ID, "schemaVersion", step.version);
  }
  ui.notifications?.info(g.i18n.format("HEX_TACTICS.Migration.done", { version: String(SCHEMA_VERSION) }));
}
