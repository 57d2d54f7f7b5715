/**
 * Posting a battle's cards (foundry-ports.ts `post`): one `card` chat message per card, in order, each with its dice as
 * `Roll`s (rolls.ts; Dice So Nice animates a message's rolls). A card is never lost because of its rolls, nor because
 * another card failed: a roll that cannot be built is left off, a card whose message with rolls is not created is
 * posted again without them, and the GM is told once when a card went without some of its dice.
 */
import { SYSTEM_ID } from "../constants";
import { foundryI18n } from "../i18n";
import type { Card } from "./ports";
import { cardRolls } from "./rolls";

/** The ChatMessage subtype of a card (data/chat/card-model.ts). */
export const CARD_MESSAGE = "card";

export async function postCards(author: string, battle: string, ruleset: string, cards: readonly Card[]): Promise<void> {
  let bare = false;
  for (const card of cards) {
    // `as never` until the `card` subtype is declared to fvtt-types (fvtt-config.ts).
    const message = { type: CARD_MESSAGE as never, author, system: { ruleset, kind: card.kind, data: card.data }, flags: { [SYSTEM_ID]: { battle } } };
    const { rolls, lost } = cardRolls(card.rolls);
    if (rolls.length && (await create({ ...message, rolls }))) bare ||= lost > 0;
    else if ((await create({ ...message, rolls: [] })) && card.rolls.length) bare = true;
  }
  if (bare) ui.notifications?.error(foundryI18n().localize("HEX_TACTICS.Referee.rolls-lost"));
}

/** Whether the message was created (V13 leaves out, unrejected, one that fails validation or a `preCreate` hook). */
async function create(data: ChatMessage.CreateData): Promise<boolean> {
  try {
    return (await ChatMessage.create(data)) !== undefined;
  } catch (e) {
    console.error("hex-tactics | a card could not be posted", e);
    return false;
  }
}
