/**
 * Words a user reads, kept as lang keys with their parameters until they are shown, so each client reads them in its
 * own language (lang/en.json). Engine texts (refusals, prompts, trace entries) carry a code and the English: they are
 * shown through `HEX_TACTICS.Text.<code>` where the lang file has it, else in English.
 */
import type { Params } from "../engine/core/text";

export type PhraseParam = string | number | Phrase;

/** A lang key and its parameters, with the English to show where the key is missing (`i18n: null`: only the English). */
export interface Phrase {
  readonly i18n: string | null;
  readonly params?: Readonly<Record<string, PhraseParam>>;
  readonly text?: string;
}

/** What Foundry's `game.i18n` offers that this system uses. */
export interface I18n {
  has(key: string): boolean;
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** A lang key, with parameters that may be phrases themselves. */
export const phrase = (key: string, params?: Readonly<Record<string, PhraseParam>>): Phrase => (params ? { i18n: key, params } : { i18n: key });

/** An engine text by its code (`HEX_TACTICS.Text.<code>`), falling back to its English. */
export const engineText = (code: string, params: Params, text: string): Phrase => ({ i18n: `HEX_TACTICS.Text.${code}`, params, text });

/** Words with no lang key: a name, or an engine label with no code. */
export const literal = (text: string): Phrase => ({ i18n: null, text });

export function isPhrase(value: unknown): value is Phrase {
  return typeof value === "object" && value !== null && "i18n" in value;
}

/** The phrase in the user's language: its key formatted with its parameters (each localized first), else its English. */
export function localizePhrase(p: Phrase, i18n: I18n): string {
  if (p.i18n === null || !i18n.has(p.i18n)) return p.text ?? p.i18n ?? "";
  if (!p.params) return i18n.localize(p.i18n);
  const data = Object.fromEntries(Object.entries(p.params).map(([k, v]) => [k, isPhrase(v) ? localizePhrase(v, i18n) : String(v)]));
  return i18n.format(p.i18n, data);
}

/** `T` with every phrase in it shown as a string. */
export type Localized<T> = T extends Phrase
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Localized<T[K]> }
      : T;

/** Plain data (objects and arrays) with every phrase in it localized. */
export function localizeAll<T>(value: T, i18n: I18n): Localized<T> {
  const walk = (v: unknown): unknown => {
    if (isPhrase(v)) return localizePhrase(v, i18n);
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as Localized<T>;
}

/** Foundry's `game.i18n`. */
export function foundryI18n(): I18n {
  return (game as unknown as { i18n: I18n }).i18n;
}
