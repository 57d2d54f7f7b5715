import { DataError } from "../../../engine/data/validate";
import { SYSTEM_ID, systemPath } from "../../constants";
import { heldKeys, holdKeys, keyFile, readKeyFile } from "../../referee/keyring";
import { handlebarsApplication } from "../handlebars-application";

/**
 * The GM's Referee key dialog (a restricted settings menu; docs/foundry.md, "Backing up and restoring a game"): the
 * store keys this browser holds, exported as a key file to keep with the world's backups, or imported from one (a new
 * browser, a restored world). The key file's logic is in referee/keyring.ts.
 */
export class RefereeKeyDialog extends handlebarsApplication() {
  static DEFAULT_OPTIONS = {
    id: `${SYSTEM_ID}-referee-key`,
    classes: [SYSTEM_ID, "referee-key"],
    window: { title: "HEX_TACTICS.RefereeKey.title", icon: "fa-solid fa-key" },
    position: { width: 480, height: "auto" },
    actions: { export: RefereeKeyDialog.#onExport, import: RefereeKeyDialog.#onImport },
  };

  static PARTS = { body: { template: systemPath("templates/settings/referee-key.hbs") } };

  async _prepareContext() {
    return { keys: Object.keys(heldKeys()), world: (game as ReadyGame).world.id };
  }

  async _onRender(context: unknown, options: unknown) {
    await super._onRender(context, options);
    this.element.querySelector("input[data-file]")?.addEventListener("change", async (event: Event) => {
      const file = (event.target as HTMLInputElement).files?.[0];
      if (!file) return;
      try {
        const added = await holdKeys(readKeyFile(await file.text(), file.name));
        ui.notifications!.info(game.i18n!.format("HEX_TACTICS.RefereeKey.imported", { count: String(added.length) }));
      } catch (e) {
        ui.notifications!.error(e instanceof DataError ? e.message : game.i18n!.localize("HEX_TACTICS.RefereeKey.notKeys"));
      }
      this.render();
    });
  }

  static #onExport(this: RefereeKeyDialog) {
    const file = keyFile();
    foundry.utils.saveDataToFile(JSON.stringify(file, null, 2), "application/json", `hex-tactics-keys-${file.world}.json`);
  }

  static #onImport(this: RefereeKeyDialog) {
    (this.element.querySelector("input[data-file]") as HTMLInputElement | null)?.click();
  }
}
