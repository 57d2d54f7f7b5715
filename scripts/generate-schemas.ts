import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { z } from "zod";
import { oracleSchemas } from "../src/cli/oracle-schema";
import { CORE_TEXT } from "../src/engine/core/refusal";
import { Provenance } from "../src/engine/data/provenance";
import { Dice } from "../src/engine/data/schemas/common";
import { MapData } from "../src/engine/data/schemas/map";
import { CombatModifier } from "../src/engine/data/schemas/tec";
import { rulesetModules } from "../src/engine/rules/registry";
import { dataSchemas, schemaDefs } from "../src/engine/schemas";

/** Shared shapes published once under `$defs` and referenced, so the files stay readable: the shared data's and each game's. */
const named = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({ Provenance, Dice, MapData, CombatModifier, ...schemaDefs })) named.add(schema, { id });

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

/** The English lang file, whose `HEX_TACTICS.Text` section is written from the core's and each game's catalogues (codes nested by their dots). */
export const langFile = fileURLToPath(new URL("../lang/en.json", import.meta.url));

export function renderLang(current = readFileSync(langFile, "utf8")): string {
  const lang = JSON.parse(current) as { HEX_TACTICS: Record<string, unknown> };
  const text: Record<string, unknown> = {};
  for (const [code, template] of Object.entries(Object.assign({ ...CORE_TEXT }, ...rulesetModules().map((m) => m.text))).sort(([a], [b]) => a.localeCompare(b))) {
    const path = code.split(".");
    let at = text;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path.at(-1)!] = template;
  }
  lang.HEX_TACTICS.Text = text;
  return JSON.stringify(lang, null, 2) + "\n";
}

function main(check: boolean): void {
  mkdirSync(schemaDir, { recursive: true });
  if (check) {
    const stale = staleSchemaFiles();
    if (stale.length) {
      console.error(`docs/schema is out of date (run npm run schemas): ${stale.join(", ")}`);
      process.exit(1);
    }
    if (renderLang() !== readFileSync(langFile, "utf8")) {
      console.error("lang/en.json's HEX_TACTICS.Text is out of date (run npm run schemas)");
      process.exit(1);
    }
    return;
  }
  for (const [file, text] of renderSchemas()) writeFileSync(join(schemaDir, file), text);
  for (const file of staleSchemaFiles()) console.warn(`docs/schema/${file} is not a registered schema`);
  writeFileSync(langFile, renderLang());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.includes("--check"));
