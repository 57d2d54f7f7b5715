/**
 * The table's templates (chat cards, the activation tracker, the dialogs) rendered with Handlebars as Foundry renders
 * them — `{{localize}}` over lang/en.json, partials by their `systems/hex-tactics/…` paths — into pages that carry the
 * system's CSS, for headless Chromium.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Handlebars from "handlebars";
import type { I18n } from "../../src/foundry/i18n";
import { enI18n } from "../support/i18n";

const root = join(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** Lang keys asked for that lang/en.json lacks: a shown phrase would fall back to English or show its key. */
export const missingKeys = new Set<string>();

/** `game.i18n` over lang/en.json that remembers every key it lacks. */
export const strictI18n: I18n = {
  has: (key) => {
    const has = enI18n.has(key);
    if (!has) missingKeys.add(key);
    return has;
  },
  localize: (key) => (enI18n.has(key) ? enI18n.localize(key) : (missingKeys.add(key), key)),
  format: (key, data) => (enI18n.has(key) ? enI18n.format(key, data) : (missingKeys.add(key), key)),
};

const handlebars = Handlebars.create();
// Foundry's helper: `{{localize key}}`, or with named arguments `{{localize key name=value}}` (i18n.format).
handlebars.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) => {
  const hash = options?.hash ?? {};
  return Object.keys(hash).length ? strictI18n.format(key, Object.fromEntries(Object.entries(hash).map(([k, v]) => [k, String(v)]))) : strictI18n.localize(key);
});
// The partials the cards and the tracker use, as Foundry's loadTemplates registers them: by their paths.
for (const dir of ["chat/parts", "combat", "series/combat"]) for (const file of readdirSync(join(root, "templates", dir))) handlebars.registerPartial(`systems/hex-tactics/templates/${dir}/${file}`, read(`templates/${dir}/${file}`));

/** One of the system's templates (`ia/chat/fire`, `chat/header`) rendered with `context`. */
export const renderTemplate = (name: string, context: object): string => handlebars.compile(read(`templates/${name}.hbs`))(context);

/** A page with the system's stylesheets (system.json `styles`) and `body`. */
export function page(body: string, style = ""): string {
  const styles = (JSON.parse(read("system.json")) as { styles: string[] }).styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n");
  return `<!doctype html>
<html><head><meta charset="utf-8"><base href="${pathToFileURL(root)}/">
${styles}
<style>body { margin: 0; padding: 10px; background: #23221f; color: #e8e4d8; font-family: "Signika", "DejaVu Sans", sans-serif; }
.message-header { display: flex; justify-content: space-between; font-size: 12px; } .message-sender { margin: 0 0 2px; font-size: 12px; } ${style}</style>
</head><body>${body}</body></html>`;
}
