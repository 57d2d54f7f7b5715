import { SYSTEM_ID, systemPath } from "../../../constants";
import { handlebarsApplication } from "../../../applications/handlebars-application";
import { enteredNumbers, lostNumbersView } from "./lost-numbers";
import { ciNumbersEntered, enterCiNumbers } from "./setting";

/** The page's template, loaded at `init` (table-ruleset.ts). */
export const CI_SETTINGS_TEMPLATES = ["ci/settings/lost-numbers"];

/** The GM's lost numbers page (plan §3 "One page"), a restricted settings menu: lost-numbers.ts is its view. */
export class CiLostNumbersMenu extends handlebarsApplication() {
  static DEFAULT_OPTIONS = {
    id: `${SYSTEM_ID}-ci-numbers`,
    tag: "form",
    classes: [SYSTEM_ID, "ci-numbers"],
    window: { title: "HEX_TACTICS.CI.Numbers.title", icon: "fa-solid fa-list-ol", resizable: true },
    position: { width: 720, height: 640 },
    form: { handler: CiLostNumbersMenu.#onSubmit, closeOnSubmit: true },
  };

  static PARTS = { body: { template: systemPath("templates/ci/settings/lost-numbers.hbs"), scrollable: [".ci-numbers-groups"] } };

  async _prepareContext() {
    return lostNumbersView(ciNumbersEntered());
  }

  static async #onSubmit(_event: Event, html: HTMLFormElement) {
    const { numbers, bad } = enteredNumbers(new FormData(html).entries());
    if (bad.length) ui.notifications!.warn(game.i18n!.format("HEX_TACTICS.CI.Numbers.bad", { ids: bad.join(", ") }));
    await enterCiNumbers(numbers);
  }
}
