import { SYSTEM_ID, systemPath } from "../../constants";
import { sectorTableFrom, setSectors } from "../../settings/sectors";
import { commanderListFrom, setCommanders } from "../../settings/commanders";
import { COMMANDERS_SETTING, SECTORS_SETTING } from "../../settings/settings";
import { setSides, sideTable } from "../../settings/sides";
import { sidesDialogContext, sidesFromForm, type SidesUser } from "../../settings/sides-form";
import { handlebarsApplication } from "../handlebars-application";

const users = (): SidesUser[] => game.users!.contents.map((u) => ({ id: u.id!, name: u.name!, isGM: u.isGM }));

/** The GM's Sides dialog (a restricted settings menu): which sides each user plays, his IA1 17.51 sector, whether he is the 17.52 CO. */
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
    return sidesDialogContext(users(), sideTable(), sectorTableFrom(game.settings!.get(SYSTEM_ID, SECTORS_SETTING)), [], commanderListFrom(game.settings!.get(SYSTEM_ID, COMMANDERS_SETTING)));
  }

  static async #onSubmit(_event: Event, form: HTMLFormElement) {
    const { sides, sectors, commanders, bad } = sidesFromForm(users(), new FormData(form).entries());
    if (bad !== null) ui.notifications!.warn(game.i18n!.format("HEX_TACTICS.Sides.badSide", { side: bad }));
    await setSides(sides);
    await setSectors(sectors);
    await setCommanders(commanders);
  }
}
