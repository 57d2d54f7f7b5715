/**
 * What a chat card's template receives: the card's data with every phrase in the reader's language, its title, and
 * whether rules are cited. Ruleset-neutral: a ruleset's cards bring their own data; `undone` is the referee's own.
 */
import { systemPath } from "../../constants";
import { localizeAll, localizePhrase, phrase, type I18n } from "../../i18n";

/** A card as a ChatMessage of subtype `card` holds it. */
export interface CardSource {
  readonly ruleset: string;
  readonly kind: string;
  readonly data: unknown;
}

const KIND = /^[a-z][a-z0-9-]*$/;

/** The template that shows a card of `kind` (`templates/chat/<kind>.hbs`); an unknown or malformed kind shows as `unknown`. */
export const cardTemplate = (kind: string): string => systemPath(`templates/chat/${KIND.test(kind) ? kind : "unknown"}.hbs`);

/** `sideName` names a side by its id (the battle Combat's side names), for cards that hold side ids. */
export function cardContext(card: CardSource, i18n: I18n, citations: boolean, sideName: (id: string) => string = (id) => id) {
  const data = typeof card.data === "object" && card.data !== null ? card.data : {};
  const title = localizePhrase({ ...phrase(`HEX_TACTICS.Card.Title.${card.kind}`), text: card.kind }, i18n);
  return { ...localizeAll(data as Record<string, unknown>, i18n), ...extras(card, i18n, sideName), kind: card.kind, ruleset: card.ruleset, title, citations };
}

/** The referee's `undone` card names the command taken back and its side. */
function extras(card: CardSource, i18n: I18n, sideName: (id: string) => string): Record<string, unknown> {
  if (card.kind !== "undone") return {};
  const { command = "", side = "" } = card.data as { command?: string; side?: string };
  return { line: localizePhrase(phrase("HEX_TACTICS.Card.Line.undone", { side: sideName(side), command: { i18n: `HEX_TACTICS.Command.${command}`, text: command } }), i18n) };
}
