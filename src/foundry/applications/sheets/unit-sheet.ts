import { HexTacticsActorSheet, sheetParts } from "./base-actor-sheet";
import { unitSheetContext, sheetOptions } from "./sheet-context";

export class UnitSheet extends HexTacticsActorSheet {
  static readonly actorType = "unit";
  static DEFAULT_OPTIONS = { classes: ["unit"] };
  static PARTS = sheetParts("unit");

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    return { ...context, ...unitSheetContext(this.actor, sheetOptions(this.actor, context.editable, Boolean(game.user?.isGM))) };
  }
}
