/**
 * Writes system.json's `documentTypes`, `packs` and `packFolders` from the table modules (src/foundry/rulesets/
 * registry.ts), so a game's actor subtypes and packs are declared where it is registered: each actor subtype, the
 * neutral ones with them, with `gmOnlyFields` (every path of its model, parents and leaves: docs/foundry-facts.md §6)
 * and its `htmlFields`; the chat card and battle Combat subtypes; each game's packs in its folder. The rest of
 * system.json is kept as written. `npm run build` runs it; tests/foundry/system-manifest.test.ts checks system.json is fresh.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { installFoundryStandIn } from "./foundry-stand-in";

/** A data field as the schema reads back: a schema field has `fields`. */
interface Field {
  readonly fields?: Readonly<Record<string, Field>>;
}

export const manifestFile = fileURLToPath(new URL("../system.json", import.meta.url));

/** Every field's dotted path, schema fields included: "steps", "steps.value", ... */
export function fieldPaths(schema: Readonly<Record<string, Field>>, prefix = ""): string[] {
  return Object.entries(schema).flatMap(([key, field]) => {
    const path = prefix + key;
    return field.fields ? [path, ...fieldPaths(field.fields, `${path}.`)] : [path];
  });
}

/** The paths of the HTML fields of a schema. */
function htmlPaths(schema: Readonly<Record<string, Field>>, prefix = ""): string[] {
  return Object.entries(schema).flatMap(([key, field]) =>
    field instanceof foundry.data.fields.HTMLField ? [prefix + key] : field.fields ? htmlPaths(field.fields, `${prefix}${key}.`) : [],
  );
}

const isPlain = (v: unknown) => v === null || typeof v !== "object";

/** Whether a value is written on one line: a plain value, an object of one plain member, a list of such. */
const oneLine = (v: unknown): boolean =>
  isPlain(v) || (Array.isArray(v) ? v.every(oneLine) : Object.values(v as object).length <= 1 && Object.values(v as object).every(isPlain));

/** JSON as system.json is written: two-space indents, short values on one line. */
function format(value: unknown, indent = ""): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every(oneLine)) return `[${value.map((v) => format(v)).join(", ")}]`;
    return `[\n${value.map((v) => inner + format(v, inner)).join(",\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${format(v, inner)}`);
    if (oneLine(value)) return entries.length ? `{ ${entries[0]} }` : "{}";
    return `{\n${entries.map((e) => inner + e).join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** system.json with its generated parts written from the table modules registered now. */
export async function renderManifest(current = readFileSync(manifestFile, "utf8")): Promise<string> {
  const { tableModules } = await import("../src/foundry/rulesets/registry");
  const { NEUTRAL_ACTORS } = await import("../src/foundry/rulesets/install");
  const { CardModel } = await import("../src/foundry/data/chat/card-model");
  const { BattleModel } = await import("../src/foundry/data/combat/battle-model");
  const manifest = JSON.parse(current) as Record<string, unknown>;
  const actorType = ({ model }: (typeof NEUTRAL_ACTORS)[number]) => {
    const schema = model.defineSchema() as Record<string, Field>;
    const html = htmlPaths(schema);
    return [model.metadata.type, { ...(html.length ? { htmlFields: html } : {}), gmOnlyFields: fieldPaths(schema) }];
  };
  const modules = tableModules();
  manifest.documentTypes = {
    Actor: Object.fromEntries([...modules.flatMap((m) => m.actors), ...NEUTRAL_ACTORS].map(actorType)),
    ChatMessage: { [CardModel.metadata.type]: {} },
    Combat: { [BattleModel.metadata.type]: {} },
  };
  const packs = modules.flatMap((m) => (m.packs ? [m.packs] : []));
  manifest.packs = packs.flatMap((p) => p.list.map(({ name, label, type, ownership }) => ({ name, label, path: `packs/${name}`, type, system: manifest.id, ownership })));
  manifest.packFolders = packs.map((p) => ({ ...p.folder, packs: p.list.map((pack) => pack.name) }));
  return `${format(manifest)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  installFoundryStandIn();
  writeFileSync(manifestFile, await renderManifest());
}
