import { SYSTEM_ID, systemPath } from "../../constants";
import { tableModule } from "../../rulesets/registry";
import { rulesetInPlay } from "../../settings/settings";
import { plainSidesForm, type SidesForm, type SidesUser } from "../../settings/sides-form";
import { handlebarsApplication } from "../handlebars-application";

const users = (): SidesUser[] => game.users!.contents.map((u) => ({ id: u.id!, name: u.name!, isGM: u.isGM }));

/** The form of the game the world plays: its own columns beside the sides (Infantry Attacks: a user's sector, his CO box). */
const form = (): SidesForm => tableModule(rulesetInPlay().ruleset)?.sidesForm ?? plainSidesForm;

/** The GM's Sides dialog (a restricted settings menu): which sides each user plays, and the columns the world's game adds. */
export class SidesDialog extends handlebarsApplication() {
  static DEFAULT_OPTIONS = {
    id: `${SYSTEM_ID}-sides`,
    tag: "form",
    classes: [SYSTEM_ID, "sides-dialog"],
    window: { title: "HEX_TACTICS.Sides.title", icon: "fa-solid fa-people-group" },
    position: { width: 560, height: "auto" },
    form: { handler: SidesDialog.#onSubmit, closeOnSubmit: true },
  };

  static PARTS = { body: { template: systemPath("templates/settings/sides.hbs") } };

  async _prepareContext() {
    return form().context(users());
  }

  static async #onSubmit(_event: Event, html: HTMLFormElement) {
    const bad = await form().submit(users(), new FormData(html).entries());
    if (bad !== null) ui.notifications!.warn(game.i18n!.format("HEX_TACTICS.Sides.badSide", { side: bad }));
  }
}
