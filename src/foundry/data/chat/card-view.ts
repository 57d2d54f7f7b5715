/**
 * What a chat card's template receives: the card's data with every phrase in the reader's language, its title, and
 * whether rules are cited. Ruleset-neutral: a ruleset's cards bring their own data; `undone` is the referee's own.
 */
import { systemPath } from "../../constants";
import { localizeAll, localizePhrase, phrase, type I18n } from "../../i18n";
import { tableRuleset } from "../../rulesets/table-ruleset";

/** A card as a ChatMessage of subtype `card` holds it. */
export interface CardSource {
  readonly ruleset: string;
  readonly kind: string;
  readonly data: unknown;
}

/** The template that shows a card: its ruleset's for the kind, the referee's own `undone`, else `unknown`. */
export function cardTemplate(card: Pick<CardSource, "ruleset" | "kind">): string {
  const cards = tableRuleset(card.ruleset)?.cards ?? {};
  const template = Object.hasOwn(cards, card.kind) ? cards[card.kind] : card.kind === "undone" ? "chat/undone" : "chat/unknown";
  return systemPath(`templates/${template}.hbs`);
}

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
