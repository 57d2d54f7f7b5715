import { HexTacticsActorSheet, sheetParts } from "../../../applications/sheets/base-actor-sheet";
import { sheetOptions } from "../../../applications/sheets/sheet-context";
import { pgUnitSheetContext } from "./sheet-context";

export class PgUnitSheet extends HexTacticsActorSheet {
  static readonly actorType = "pg-unit";
  static DEFAULT_OPTIONS = { classes: ["unit", "pg-unit"] };
  static PARTS = sheetParts("pg/actor/unit-body");

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    return { ...context, ...pgUnitSheetContext(this.actor, sheetOptions(this.actor, context.editable, Boolean(game.user?.isGM))) };
  }
}
