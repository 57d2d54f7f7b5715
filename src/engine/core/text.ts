/** A parameter of a sentence: a name, a number, a rule. */
export type Params = Readonly<Record<string, string | number>>;

/**
 * Words a player reads: a stable code and its parameters, with the English sentence made from them. A host that
 * localizes (a Foundry chat card) formats its own template for `code` with `params`; everything else shows `text`.
 */
export interface Text {
  readonly code: string;
  readonly params: Params;
  readonly text: string;
}

/** English templates by code; `{name}` stands for a parameter (Foundry's `game.i18n.format` uses the same form). */
export type Catalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Each template as its literal pieces and placeholder names (`split` puts the names at odd places), made once. */
const compiled = new Map<string, readonly string[]>();

/** `template` with each `{name}` replaced by its parameter; a placeholder without a parameter is a programming error. */
export function fill(template: string, params: Params): string {
  let parts = compiled.get(template);
  if (parts === undefined) compiled.set(template, (parts = template.split(PLACEHOLDER)));
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    if (!Object.hasOwn(params, name)) throw new Error(`"${template}" needs the parameter "${name}"`);
    out += String(params[name]) + parts[i + 1]!;
  }
  return out;
}

/** The placeholders a template names, in order. */
export const placeholders = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** A maker of `Text` for one catalogue: `say("move.not-activated", { piece: "1st Coy" })`. */
export function sayer<C extends Catalogue>(catalogue: C): (code: keyof C & string, params?: Params) => Text {
  return (code, params = {}) => {
    const template = catalogue[code];
    if (template === undefined) throw new Error(`no text "${code}"`);
    return { code, params, text: fill(template, params) };
  };
}
