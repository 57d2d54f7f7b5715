import { foundryI18n } from "../i18n";
import { migrateWorld } from "../migrations/migrate-world";
import { checkQueryPermission } from "../referee/query-permission";
import { startTable } from "../referee/start";
import { watchStore } from "../referee/store-watch";

/** `ready`: the world is loaded. Each area of the system adds what it does at ready here, one call each. */
export async function onReady(): Promise<void> {
  // A data update that fails must not leave the table without its referee: the GM is told, the table starts anyway.
  await migrateWorld().catch((e: unknown) => {
    console.error(e);
    ui.notifications?.error(foundryI18n().localize("HEX_TACTICS.Migration.crashed"), { permanent: true });
  });
  checkQueryPermission();
  watchStore();
  await startTable();
}
