import { HexTacticsActorSheet, sheetParts } from "./base-actor-sheet";
import { unitSheetContext } from "./sheet-context";

export class UnitSheet extends HexTacticsActorSheet {
  static readonly actorType = "unit";
  static DEFAULT_OPTIONS = { classes: ["unit"] };
  static PARTS = sheetParts("unit");

  async _prepareContext(options: unknown) {
    return { ...(await super._prepareContext(options)), ...unitSheetContext(this.actor) };
  }
}
