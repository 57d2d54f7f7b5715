/** The campaign windows as Foundry draws them: their template, `{{localize}}` over lang/en.json, as the words a player reads. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { localizeAll } from "../../../../../src/foundry/i18n";
import { enI18n } from "../../../../support/i18n";

const root = join(import.meta.dirname, "../../../../..");
const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) => {
  const hash = options?.hash ?? {};
  return Object.keys(hash).length ? enI18n.format(key, Object.fromEntries(Object.entries(hash).map(([k, v]) => [k, String(v)]))) : enI18n.localize(key);
});

/** A context localized in English, drawn by `templates/<template>.hbs`, its tags stripped. */
export function rendered(template: string, context: object): string {
  const html = handlebars.compile(readFileSync(join(root, `templates/${template}.hbs`), "utf8"))(localizeAll(context, enI18n));
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();
}

/** A context localized in English. */
export const english = <T>(context: T) => localizeAll(context, enI18n);
