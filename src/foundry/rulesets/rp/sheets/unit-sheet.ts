import { HexTacticsActorSheet, sheetParts } from "../../../applications/sheets/base-actor-sheet";
import { sheetOptions } from "../../../applications/sheets/sheet-context";
import { rpUnitSheetContext } from "./sheet-context";

export class RpUnitSheet extends HexTacticsActorSheet {
  static readonly actorType = "rp-unit";
  static DEFAULT_OPTIONS = { classes: ["unit", "rp-unit"] };
  static PARTS = sheetParts("rp/actor/unit-body");

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    return { ...context, ...rpUnitSheetContext(this.actor, sheetOptions(this.actor, context.editable, Boolean(game.user?.isGM))) };
  }
}
