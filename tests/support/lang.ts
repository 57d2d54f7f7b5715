/** lang/en.json flattened to dotted keys, as Foundry's i18n reads it. */
import en from "../../lang/en.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

export const translations = flatten(en as Tree);

/** True for a translated string and for a group of them (a prefix such as `HEX_TACTICS.Actor.unit`). */
export function isLangKey(key: string): boolean {
  if (translations.has(key)) return true;
  const prefix = `${key}.`;
  return [...translations.keys()].some((k) => k.startsWith(prefix));
}

/** Foundry's `game.i18n.localize`: the translation, or the key itself when there is none. */
export function localize(key: string): string {
  return translations.get(key) ?? key;
}
