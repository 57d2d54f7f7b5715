import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { z } from "zod";
import { Provenance } from "../src/engine/data/provenance";
import { Dice } from "../src/engine/data/schemas/common";
import { CounterFace } from "../src/engine/data/schemas/counters";
import { FireModifier } from "../src/engine/data/schemas/fire-modifier";
import { FireTable } from "../src/engine/data/schemas/fire-table";
import { dataSchemas } from "../src/engine/data/schemas/index";
import { MapData } from "../src/engine/data/schemas/map";
import { CombatModifier } from "../src/engine/data/schemas/tec";
import { oracleSchemas } from "../src/cli/oracle-schema";

/** Shared shapes published once under `$defs` and referenced, so the files stay readable. */
const named = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({ Provenance, Dice, CounterFace, FireModifier, FireTable, MapData, CombatModifier }))
  named.add(schema, { id });

/** Where the JSON Schemas are published: `docs/schema/<name>.schema.json`. */
export const schemaDir = fileURLToPath(new URL("../docs/schema/", import.meta.url));

/** File name → JSON Schema text for every registered data schema (input side: defaulted fields are optional). */
export function renderSchemas(): Map<string, string> {
  return new Map(
    Object.entries({ ...dataSchemas, ...oracleSchemas }).map(([name, schema]) => [
      `${name}.schema.json`,
      JSON.stringify({ title: name, ...z.toJSONSchema(schema, { io: "input", metadata: named }) }, null, 2) + "\n",
    ]),
  );
}

/** Schema files in `dir` that are missing, differ from the generated text, or are no longer registered. */
export function staleSchemaFiles(dir = schemaDir): string[] {
  const expected = renderSchemas();
  const onDisk = readdirSync(dir).filter((f) => f.endsWith(".schema.json"));
  const read = (f: string) => (onDisk.includes(f) ? readFileSync(join(dir, f), "utf8") : null);
  return [
    ...[...expected].filter(([f, text]) => read(f) !== text).map(([f]) => f),
    ...onDisk.filter((f) => !expected.has(f)),
  ].sort();
}

function main(check: boolean): void {
  mkdirSync(schemaDir, { recursive: true });
  if (check) {
    const stale = staleSchemaFiles();
    if (stale.length) {
      console.error(`docs/schema is out of date (run npm run schemas): ${stale.join(", ")}`);
      process.exit(1);
    }
    return;
  }
  for (const [file, text] of renderSchemas()) writeFileSync(join(schemaDir, file), text);
  for (const file of staleSchemaFiles()) console.warn(`docs/schema/${file} is not a registered schema`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.includes("--check"));
