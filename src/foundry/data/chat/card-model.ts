import { SYSTEM_ID, systemPath } from "../../constants";
import { foundryI18n } from "../../i18n";
import { cardContext, cardTemplate, type CardSource } from "./card-view";
import { citationsShown } from "../../settings/settings";

const { ObjectField, StringField } = foundry.data.fields;

function defineCardSchema() {
  return {
    /** The ruleset whose events the card shows: the referee writes it. */
    ruleset: new StringField({ required: true, blank: false }),
    /** Which card: its ruleset gives its template (card-view.ts). */
    kind: new StringField({ required: true, blank: false }),
    /** What it shows: public facts only, with phrases each client localizes (src/foundry/i18n.ts). */
    data: new ObjectField({ required: true, initial: {} }),
  };
}

const FORGED = systemPath("templates/chat/forged.hbs");

/** Whether a message's author is a GM (the server makes its author the user who created it). */
const fromReferee = (message: { author?: { isGM?: boolean } | null }): boolean => message.author?.isGM === true;

/** The side names the battle's Combat shows (`battle` from the card's flags). */
function sideNames(battle: unknown): (id: string) => string {
  const combat = (game as any).combats?.find((c: any) => c.type === "battle" && c.system?.battle === battle);
  const sides: readonly { id: string; name: string }[] = combat?.system?.sides ?? [];
  return (id) => sides.find((s) => s.id === id)?.name ?? id;
}

/**
 * A chat card (ChatMessage subtype `card`): what one step of a command did, as every side may know it. V13 hands the
 * message's rendering to `renderHTML` (docs/foundry-facts.md §3): a header, then the kind's template.
 */
export class CardModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineCardSchema>, ChatMessage.Implementation> {
  static readonly metadata = { type: "card" } as const;
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.ChatMessage.card"];

  static override defineSchema() {
    return defineCardSchema();
  }

  async renderHTML(options: { canDelete?: boolean; borderColor?: string } = {}): Promise<HTMLElement> {
    // Reached through `any`: the message's fields and Foundry's template renderer need no typing here.
    const message = this.parent as any;
    const card = { ruleset: this.ruleset, kind: this.kind, data: this.data } as CardSource;
    const render = (foundry.applications as any).handlebars.renderTemplate as (path: string, data: object) => Promise<string>;
    // Only the referee (a GM's client) posts cards, and the server sets a message's author to the user who created it:
    // a card by anyone else is forged, and shows a notice in place of its dice and results.
    const context = fromReferee(message) ? cardContext(card, foundryI18n(), citationsShown(), sideNames(message.flags?.[SYSTEM_ID]?.battle)) : null;
    const header = await render(systemPath("templates/chat/header.hbs"), { ...context, alias: message.alias, canDelete: options.canDelete ?? false });
    const body = context ? await render(cardTemplate(card), context) : await render(FORGED, {});
    const frame = document.createElement("li");
    frame.dataset.messageId = message.id;
    frame.classList.add(SYSTEM_ID, "chat-message", "message", "flexcol", "ht-card-message");
    if (options.borderColor) frame.style.setProperty("border-color", options.borderColor);
    frame.innerHTML = `${header}<div class="message-content">${body}</div>`;
    return frame;
  }
}
