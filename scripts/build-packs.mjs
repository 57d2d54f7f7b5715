// Compiles every folder of packs/_source/ (one JSON document per file) into a LevelDB
// compendium pack at packs/<folder>, the path system.json gives for it.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";

const packsRoot = fileURLToPath(new URL("../packs/", import.meta.url));
const sourceRoot = `${packsRoot}_source/`;

for (const entry of readdirSync(sourceRoot, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  await compilePack(`${sourceRoot}${entry.name}`, `${packsRoot}${entry.name}`, { log: false });
  console.log(`compiled packs/${entry.name}`);
}
