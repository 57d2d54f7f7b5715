import { HexTacticsActorSheet, sheetParts } from "../../../applications/sheets/base-actor-sheet";
import { sheetOptions } from "../../../applications/sheets/sheet-context";
import { unitSheetContext } from "./sheet-context";

export class UnitSheet extends HexTacticsActorSheet {
  static readonly actorType = "unit";
  static DEFAULT_OPTIONS = { classes: ["unit"] };
  static PARTS = sheetParts("ia/actor/unit-body");

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    return { ...context, ...unitSheetContext(this.actor, sheetOptions(this.actor, context.editable, Boolean(game.user?.isGM))) };
  }
}
