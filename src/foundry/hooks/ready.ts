import { migrateWorld } from "../migrations/migrate-world";
import { startTable } from "../referee/start";

/** `ready`: the world is loaded. Each area of the system adds what it does at ready here, one call each. */
export async function onReady(): Promise<void> {
  await migrateWorld();
  await startTable();
}
